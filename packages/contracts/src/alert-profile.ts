import { z } from 'zod';
import { AlertCategory, DeviceAlertSeverity, DeviceType, TelemetryType } from './enums';
import { SUPPORTED_LANGUAGES } from './languages';
import { connectionOf } from './paging';
import { ServiceApplication } from './service-applications';

// Pro Alerts configuration (spec 000 §3 Alert setting and Pro alert profile, §5, §9; spec 001
// §7.9 alertProfiles/default). Severities are spec 001's DeviceAlertSeverity values (Urgent,
// Warning, Notice): spec 000 writes them in lower case as prose.

/** Spec 000 §3: a setting whose id is all zeros has not been created for the company yet. */
export const NOT_CREATED_ID = '00000000-0000-0000-0000-000000000000';
/** Spec 000 §5 and §9: temperature and humidity thresholds, stepper 10 to 90 step 1. */
export const THRESHOLD_MIN = 10;
export const THRESHOLD_MAX = 90;
/** Spec 000 §9. */
export const RECOMMENDED_ACTION_MAX_LENGTH = 300;
/** Ours: a profile mails at most this many addresses, so the list is bounded without paging. */
export const EMAIL_RECIPIENTS_MAX = 20;

/** Spec 000 §4: the list shows urgent (1), warning (2), notice (3), then by title. */
export const SEVERITY_ORDER: Readonly<Record<Severity, number>> = {
  Urgent: 1,
  Warning: 2,
  Notice: 3,
};
type Severity = (typeof DeviceAlertSeverity)[number];

/** One choice of a dropdown: an id the API stores and an English label for API clients. */
export const AlertOption = z
  .object({ id: z.string().min(1), label: z.string().min(1) })
  .meta({ id: 'AlertOption' });
export type AlertOption = z.infer<typeof AlertOption>;

/**
 * How an alert's threshold is chosen:
 * - range: a number from the stepper, THRESHOLD_MIN to THRESHOLD_MAX (°F or % relative humidity);
 * - levels: an air-quality level from options.threshold (spec 000 §5: VOC and CO2);
 * - count: a dropdown of counts 1..N with an optional Off (0) (spec 000 §9), e.g. days before a
 *   filter is due.
 */
export const ThresholdKind = ['range', 'levels', 'count'] as const;
export const ThresholdUnit = ['FAHRENHEIT', 'PERCENT', 'DAYS'] as const;

/**
 * One alert type of the provider's alert catalogue (packages/db/src/catalogue/alerts.json):
 * what a partner can switch on and tune. Observed-time ids are ISO 8601 durations (PT30M, PT2H).
 */
export const AlertCatalogueEntry = z
  .object({
    alertName: z.string().regex(/^[A-Z][A-Za-z0-9]+$/),
    title: z.string().min(1),
    description: z.string().min(1),
    category: z.enum(AlertCategory),
    telemetryType: z.enum(TelemetryType),
    defaultSeverity: z.enum(DeviceAlertSeverity),
    defaultEnabled: z.boolean(),
    defaultRecommendedAction: z.string().min(1).max(RECOMMENDED_ACTION_MAX_LENGTH),
    deviceTypes: z.array(z.enum(DeviceType)).min(1),
    threshold: z
      .discriminatedUnion('kind', [
        z.object({
          kind: z.literal('range'),
          unit: z.enum(['FAHRENHEIT', 'PERCENT']),
          default: z.number().int().min(THRESHOLD_MIN).max(THRESHOLD_MAX),
        }),
        z.object({
          kind: z.literal('levels'),
          choices: z.array(AlertOption).min(1),
          default: z.string().min(1),
        }),
        z.object({
          kind: z.literal('count'),
          unit: z.literal('DAYS'),
          max: z.number().int().min(1),
          off: z.boolean(),
          default: z.string().regex(/^\d+$/),
        }),
      ])
      .nullable(),
    observedTime: z
      .object({ choices: z.array(AlertOption).min(1), default: z.string().min(1) })
      .nullable(),
  })
  .meta({ id: 'AlertCatalogueEntry' });
export type AlertCatalogueEntry = z.infer<typeof AlertCatalogueEntry>;

export const AlertCatalogue = z.object({ alerts: z.array(AlertCatalogueEntry).min(1) });
export type AlertCatalogue = z.infer<typeof AlertCatalogue>;

const ThresholdValue = z
  .union([z.number().int(), z.string().min(1).max(40)])
  .meta({ description: 'A number for a range threshold, an option id for levels and counts' });

/** What a partner chose for one alert; either part is absent when the alert has none. */
export const AlertConfigData = z
  .object({
    threshold: ThresholdValue.optional(),
    observedTime: z.string().min(1).max(40).optional(),
  })
  .meta({ id: 'AlertConfigData' });
export type AlertConfigData = z.infer<typeof AlertConfigData>;

/** GET alertProfiles/default/settings: one alert type with the company's choices for it. */
export const AlertSetting = z
  .object({
    id: z.uuid().meta({ description: `${NOT_CREATED_ID} while not yet created for the company` }),
    alertName: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.enum(AlertCategory),
    telemetryType: z.enum(TelemetryType),
    severity: z.enum(DeviceAlertSeverity),
    isEnabled: z.boolean(),
    recommendedAction: z.string().meta({
      description: "The company's own text, or defaultRecommendedAction when it has none",
    }),
    defaultRecommendedAction: z.string(),
    deviceTypes: z.array(z.enum(DeviceType)),
    thresholdKind: z.enum(ThresholdKind).nullable(),
    thresholdUnit: z.enum(ThresholdUnit).nullable(),
    configData: AlertConfigData,
    options: z.object({
      threshold: z.array(AlertOption).optional(),
      observedTime: z.array(AlertOption).optional(),
    }),
  })
  .meta({ id: 'AlertSetting' });
export type AlertSetting = z.infer<typeof AlertSetting>;

/**
 * One alert in a create or update of the settings. The write schemas' OpenAPI names end in
 * Write: the document names a schema's input form {id}Input, so AlertSettingInput would be
 * AlertSetting's.
 */
export const AlertSettingInput = z
  .object({
    alertName: z.string().min(1).max(80),
    isEnabled: z.boolean(),
    recommendedAction: z
      .string()
      .trim()
      .max(RECOMMENDED_ACTION_MAX_LENGTH)
      .optional()
      .meta({ description: 'Empty or absent: the default recommended action' }),
    configData: AlertConfigData.default({}),
  })
  .meta({ id: 'AlertSettingWrite' });
export type AlertSettingInput = z.infer<typeof AlertSettingInput>;

/**
 * POST and PUT alertProfiles/default/settings. POST creates the company's settings (the portal
 * sends locale en, spec 001 §7.9); PUT changes the alerts it names and creates any not created
 * yet. Each alert at most once.
 */
export const AlertSettingsInput = z
  .object({
    locale: z.enum(SUPPORTED_LANGUAGES).default('en'),
    settings: z
      .array(AlertSettingInput)
      .min(1)
      .max(100)
      .superRefine((settings, ctx) => {
        const seen = new Set<string>();
        settings.forEach((setting, index) => {
          if (seen.has(setting.alertName)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'alertName'],
              message: `${setting.alertName} is listed twice.`,
            });
          }
          seen.add(setting.alertName);
        });
      }),
  })
  .meta({ id: 'AlertSettingsWrite' });
export type AlertSettingsInput = z.input<typeof AlertSettingsInput>;

/** GET alertProfiles/default: the company's Pro Alerts profile, or its defaults (id all zeros). */
export const AlertProfile = z
  .object({
    id: z.uuid().meta({ description: `${NOT_CREATED_ID} while the company has no profile yet` }),
    emailEnabled: z.boolean(),
    emailSeverities: z.array(z.enum(DeviceAlertSeverity)),
    emailRecipients: z.array(z.email()),
    productGroups: z
      .array(z.object({ id: z.uuid(), name: z.string() }))
      .meta({ description: 'Empty: all devices' }),
    applyToExistingInstalls: z.boolean(),
    eligibleLocationsCount: z.number().int().meta({
      description:
        "The company's homes with at least one device in the chosen product groups (all Pro Alerts groups when none is chosen)",
    }),
    application: ServiceApplication.nullable().meta({
      description: 'The apply-to-existing-customers run, once there is one',
    }),
  })
  .meta({ id: 'AlertProfile' });
export type AlertProfile = z.infer<typeof AlertProfile>;

/** POST and PUT alertProfiles/default (spec 000 §5). */
export const AlertProfileInput = z
  .object({
    emailEnabled: z.boolean(),
    emailSeverities: z
      .array(z.enum(DeviceAlertSeverity))
      .min(1, 'Choose at least one severity.')
      .max(DeviceAlertSeverity.length)
      .refine((list) => new Set(list).size === list.length, 'Each severity at most once.'),
    emailRecipients: z
      .array(z.email().max(254))
      .max(EMAIL_RECIPIENTS_MAX)
      .refine((list) => new Set(list.map((e) => e.toLowerCase())).size === list.length, {
        message: 'Each address at most once.',
      }),
    productGroupIds: z
      .array(z.uuid())
      .max(50)
      .meta({ description: 'Pro Alerts product groups; empty for all devices' }),
    applyToExistingInstalls: z.boolean().meta({
      description:
        'Ask every eligible home for Pro Alerts in the background. Chosen when the profile is created; it cannot be changed afterwards.',
    }),
  })
  .superRefine((profile, ctx) => {
    if (profile.emailEnabled && profile.emailRecipients.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['emailRecipients'],
        message: 'Add at least one recipient while email notifications are on.',
      });
    }
  })
  .meta({ id: 'AlertProfileWrite' });
export type AlertProfileInput = z.infer<typeof AlertProfileInput>;

/** An address of GET alertProfiles/default/emailRecipients and GET adminEmails (spec 000 §3). */
export const AdminEmail = z.object({ email: z.email() }).meta({ id: 'AdminEmail' });
export type AdminEmail = z.infer<typeof AdminEmail>;
/** GET adminEmails: the company's owners and admins, paged like every list. */
export const AdminEmailConnection = connectionOf(AdminEmail).meta({ id: 'AdminEmailConnection' });

// Spec 000 §5, VOC and CO2: the rules the edit pane applies to the catalogue's options, and the
// server to what it accepts.

const AIR_QUALITY: readonly string[] = ['Vocs', 'Co2'];
/** Spec 000 §5: VOC and CO2 observed times get 1 Hour first. */
export const AIR_QUALITY_FIRST_OBSERVED_TIME: AlertOption = { id: 'PT1H', label: '1 Hour' };
/** Spec 000 §5: where a stored threshold is a "good" level. */
export const AIR_QUALITY_GOOD_REPLACEMENT = 'Medium';

type OptionsOf = Pick<AlertSetting, 'telemetryType' | 'options'>;

export function isAirQualityAlert(alert: Pick<AlertSetting, 'telemetryType'>): boolean {
  return AIR_QUALITY.includes(alert.telemetryType);
}

const isGood = (id: string) => id.toLowerCase().includes('good');

/** The threshold choices offered: for VOC and CO2, none whose id contains "good". */
export function thresholdChoices(alert: OptionsOf): AlertOption[] {
  const choices = alert.options.threshold ?? [];
  return isAirQualityAlert(alert) ? choices.filter((choice) => !isGood(choice.id)) : choices;
}

/** The observed-time choices offered: for VOC and CO2, 1 Hour first. */
export function observedTimeChoices(alert: OptionsOf): AlertOption[] {
  const choices = alert.options.observedTime ?? [];
  if (!isAirQualityAlert(alert)) return choices;
  const first = AIR_QUALITY_FIRST_OBSERVED_TIME;
  return [first, ...choices.filter((choice) => choice.id !== first.id)];
}

/** The threshold to show and edit: a stored "good" level of VOC or CO2 becomes Medium. */
export function shownThreshold(
  alert: Pick<AlertSetting, 'telemetryType' | 'configData'>,
): AlertConfigData['threshold'] {
  const threshold = alert.configData.threshold;
  if (isAirQualityAlert(alert) && typeof threshold === 'string' && isGood(threshold)) {
    return AIR_QUALITY_GOOD_REPLACEMENT;
  }
  return threshold;
}

/** Spec 000 §9: dropdown counts 1..max, with Off (0) first when asked. Labels in English. */
export function countOptions(max: number, off: boolean, unit: 'DAYS'): AlertOption[] {
  const noun = unit === 'DAYS' ? 'day' : unit;
  const counts = Array.from({ length: max }, (_, index) => {
    const count = index + 1;
    return { id: String(count), label: `${count} ${noun}${count === 1 ? '' : 's'}` };
  });
  return off ? [{ id: '0', label: 'Off' }, ...counts] : counts;
}

/** Spec 000 §4: urgent, warning, notice, then by title (in the viewer's language). */
export function compareAlertSettings(
  a: Pick<AlertSetting, 'severity' | 'title'>,
  b: Pick<AlertSetting, 'severity' | 'title'>,
  locale?: string,
): number {
  return (
    SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
    a.title.localeCompare(b.title, locale)
  );
}
