import { z } from 'zod';
import {
  AlertCategory,
  DataRequestStatus,
  DeviceAlertOrderBy,
  DeviceAlertSeverity,
  DeviceAlertStatus,
  DeviceType,
  HvacRuntimeInterval,
  ReportInterval,
  TelemetryType,
} from './enums';
import { SUPPORTED_LANGUAGES } from './languages';
import { ConnectionArgs, connectionOf } from './paging';
import { DeviceReadings } from './telemetry';

// Device alerts raised by the alert engine from telemetry (issue 15; spec 001 §3 DeviceAlert*,
// §7.9 alerts, §7.11 the homeowner's alerts, §7.13 reports).

const timestamp = z.iso.datetime({ offset: true });

/**
 * What happened to an alert: opened when its condition held for the observed time, updated by
 * repeats (a new reading still past the threshold), escalated when its severity rose, cleared
 * when readings came back past the hysteresis band, dismissed by a partner, snoozed by the
 * homeowner, and mailed to the alert profile's recipients.
 */
export const DeviceAlertEventType = [
  'Opened',
  'Escalated',
  'Cleared',
  'Dismissed',
  'Snoozed',
  'Mailed',
] as const;
export type DeviceAlertEventType = (typeof DeviceAlertEventType)[number];

/**
 * An alert's lifecycle (spec 001 DeviceAlertStatus: Active, Dismissed) plus whether its
 * condition still holds: a cleared alert stays Active until a partner dismisses it, so the work
 * queue shows what happened overnight; `clearedAt` says it is over.
 */
export const DeviceAlert = z
  .object({
    id: z.uuid().meta({ description: 'alertId' }),
    alertName: z.string(),
    title: z.string().meta({ description: "The alert type's title in the requested language" }),
    category: z.enum(AlertCategory),
    telemetryType: z.enum(TelemetryType),
    severity: z.enum(DeviceAlertSeverity),
    status: z.enum(DeviceAlertStatus),
    /** The reading that opened it (°F, %, ppb, ppm) or null for a state alert. */
    value: z.number().nullable(),
    /** The latest reading while it lasts. */
    lastValue: z.number().nullable(),
    threshold: z.union([z.number(), z.string()]).nullable(),
    openedAt: timestamp.meta({ description: 'Device time of the reading that opened it' }),
    updatedAt: timestamp,
    clearedAt: timestamp.nullable(),
    dismissedAt: timestamp.nullable(),
    dismissedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    snoozedUntil: timestamp.nullable(),
    repeatCount: z
      .number()
      .int()
      .meta({ description: 'Readings past the threshold since it opened' }),
    device: z.object({
      id: z.uuid(),
      name: z.string(),
      deviceType: z.enum(DeviceType),
      macAddress: z.string(),
    }),
    location: z
      .object({
        id: z.uuid().meta({ description: 'partnerDeviceLocationId' }),
        locationName: z.string(),
      })
      .nullable(),
    customer: z
      .object({
        id: z.uuid().meta({ description: 'partnerCustomerId' }),
        firstName: z.string(),
        lastName: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'DeviceAlert' });
export type DeviceAlert = z.infer<typeof DeviceAlert>;
/** An active alert as a device row shows it (the customer account page). */
export const DeviceAlertSummary = z
  .object({
    id: z.uuid(),
    alertName: z.string(),
    title: z.string(),
    severity: z.enum(DeviceAlertSeverity),
    openedAt: timestamp,
    clearedAt: timestamp.nullable(),
  })
  .meta({ id: 'DeviceAlertSummary' });
export type DeviceAlertSummary = z.infer<typeof DeviceAlertSummary>;

export const DeviceAlertConnection = connectionOf(DeviceAlert).meta({
  id: 'DeviceAlertConnection',
});

/**
 * filterBy of the alert lists: comma-separated `key:value` pairs, several values of one key
 * joined by `|`, e.g. `status:Active,severity:Urgent|Warning,alertName:WaterLeakDetected`.
 * Keys: status, severity, alertName, customerId, deviceId.
 */
export const AlertFilter = z.object({
  status: z.array(z.enum(DeviceAlertStatus)).optional(),
  severity: z.array(z.enum(DeviceAlertSeverity)).optional(),
  alertName: z.array(z.string().regex(/^[A-Z][A-Za-z0-9]+$/)).optional(),
  customerId: z.array(z.uuid()).optional(),
  deviceId: z.array(z.uuid()).optional(),
});
export type AlertFilter = z.infer<typeof AlertFilter>;
const FILTER_KEYS = ['status', 'severity', 'alertName', 'customerId', 'deviceId'] as const;

/** Parses filterBy into an AlertFilter; answers the problem as a message for a 400. */
export function parseAlertFilter(
  filterBy: string | undefined,
): { ok: true; filter: AlertFilter } | { ok: false; message: string } {
  if (!filterBy?.trim()) return { ok: true, filter: {} };
  const raw: Record<string, string[]> = {};
  for (const part of filterBy.split(',')) {
    const [key, value, ...rest] = part.split(':');
    const name = key?.trim() ?? '';
    if (rest.length > 0 || !value || !(FILTER_KEYS as readonly string[]).includes(name)) {
      return {
        ok: false,
        message: `Use key:value pairs with the keys ${FILTER_KEYS.join(', ')}; "${part}" is not one.`,
      };
    }
    raw[name] = [...(raw[name] ?? []), ...value.split('|').map((v) => v.trim())];
  }
  const parsed = AlertFilter.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      message: `${String(issue?.path[0] ?? 'filterBy')}: ${issue?.message ?? 'invalid'}`,
    };
  }
  return { ok: true, filter: parsed.data };
}

/** Writes an AlertFilter as filterBy (the portal's filters). */
export function alertFilterParam(filter: AlertFilter): string | undefined {
  const parts = FILTER_KEYS.flatMap((key) => {
    const values = filter[key];
    return values?.length ? [`${key}:${values.join('|')}`] : [];
  });
  return parts.length ? parts.join(',') : undefined;
}

const language = z
  .enum(SUPPORTED_LANGUAGES)
  .optional()
  .meta({ description: "Language of the titles; the user's own language when absent" });

/** GET alerts and GET locations/{id}/alerts. */
export const AlertListQuery = ConnectionArgs.extend({
  orderBy: z.enum(DeviceAlertOrderBy).default('TimestampDesc'),
  language,
});
export type AlertListQuery = z.infer<typeof AlertListQuery>;

export const AlertQuery = z.object({ language });

/** PUT alerts/{alertId}: a partner dismisses an alert (the only change a partner makes). */
export const DeviceAlertUpdate = z
  .object({ status: z.literal('Dismissed') })
  .meta({ id: 'DeviceAlertUpdate' });
export type DeviceAlertUpdate = z.infer<typeof DeviceAlertUpdate>;

/** PUT alerts: dismiss several alerts at once (at most a page). */
export const DeviceAlertsUpdate = z
  .object({
    alertIds: z
      .array(z.uuid())
      .min(1)
      .max(100)
      .refine((ids) => new Set(ids).size === ids.length, 'Each alert at most once.'),
    status: z.literal('Dismissed'),
  })
  .meta({ id: 'DeviceAlertsUpdate' });
export type DeviceAlertsUpdate = z.infer<typeof DeviceAlertsUpdate>;
export const DeviceAlertsUpdated = z
  .object({ nodes: z.array(DeviceAlert) })
  .meta({ id: 'DeviceAlertsUpdated' });

export const DeviceAlertEvent = z
  .object({
    id: z.uuid(),
    type: z.enum(DeviceAlertEventType),
    at: timestamp,
    severity: z.enum(DeviceAlertSeverity).nullable(),
    value: z.number().nullable(),
    actor: z.string().nullable().meta({ description: 'Who did it, for Dismissed and Snoozed' }),
    detail: z.string().nullable(),
  })
  .meta({ id: 'DeviceAlertEvent' });
export type DeviceAlertEvent = z.infer<typeof DeviceAlertEvent>;

/** GET alerts/{alertId}/info: the alert, what the company set for it, its history, the device now. */
export const DeviceAlertInfo = z
  .object({
    alert: DeviceAlert,
    description: z.string(),
    recommendedAction: z.string(),
    observedTime: z.string().nullable().meta({ description: 'ISO 8601 duration, e.g. PT30M' }),
    history: z.array(DeviceAlertEvent).meta({ description: 'Oldest first; at most 100' }),
    readings: DeviceReadings.nullable().meta({
      description:
        "null while the homeowner has not accepted the company's Pro Alerts service on the device",
    }),
  })
  .meta({ id: 'DeviceAlertInfo' });
export type DeviceAlertInfo = z.infer<typeof DeviceAlertInfo>;

export const ReplaceablePartName = ['Filter', 'HumidifierPad'] as const;
/** GET alerts/{alertId}/replacementLifetime: where the part stands. */
export const ReplacementLifetime = z
  .object({
    part: z.enum(ReplaceablePartName),
    installedAt: timestamp,
    lifetimeDays: z.number().int(),
    dueAt: timestamp,
    daysRemaining: z.number().int().meta({ description: 'Negative once overdue' }),
    percentUsed: z.number().min(0),
  })
  .meta({ id: 'ReplacementLifetime' });
export type ReplacementLifetime = z.infer<typeof ReplacementLifetime>;

/** The interval path parameter of the alert charts and HVAC runtime (spec 001 HvacRuntimeInterval). */
export const ChartIntervalParam = z.enum(HvacRuntimeInterval);

/** Query of the chart calls (spec 001 §7.9: mock and tzOffset). */
export const ChartQuery = z.object({
  mock: z.stringbool().default(false).meta({
    description:
      'true: a generated sample series, for demos of a device with no data; false when absent',
  }),
  tzOffset: z.coerce.number().int().min(-840).max(840).default(0).meta({
    description:
      "The viewer's offset from UTC in minutes (UTC-5 is -300): buckets start on the viewer's hours and days",
  }),
});
export type ChartQuery = z.infer<typeof ChartQuery>;

export const SeriesUnit = ['FAHRENHEIT', 'PERCENT', 'PPB', 'PPM'] as const;
/** The unit of each measured telemetry type: its readings, series and thresholds are in it. */
export const TELEMETRY_UNIT = {
  Temperature: 'FAHRENHEIT',
  Humidity: 'PERCENT',
  Vocs: 'PPB',
  Co2: 'PPM',
} as const satisfies Partial<Record<(typeof TelemetryType)[number], (typeof SeriesUnit)[number]>>;
/** One bucket of a chart: the readings' minimum, average and maximum in it. */
export const SeriesPoint = z.object({
  time: timestamp.meta({ description: 'Start of the bucket' }),
  min: z.number(),
  avg: z.number(),
  max: z.number(),
});
export type SeriesPoint = z.infer<typeof SeriesPoint>;
/** A chart's series: hourly buckets over the interval, empty buckets left out. */
export const TelemetrySeries = z
  .object({
    interval: z.enum(HvacRuntimeInterval),
    telemetryType: z.enum(TelemetryType),
    unit: z.enum(SeriesUnit),
    mock: z.boolean(),
    from: timestamp,
    to: timestamp,
    threshold: z
      .number()
      .nullable()
      .meta({ description: "The alert's threshold in the series' unit, to draw as a line" }),
    points: z.array(SeriesPoint),
  })
  .meta({ id: 'TelemetrySeries' });
export type TelemetrySeries = z.infer<typeof TelemetrySeries>;

/** How long the HVAC equipment heated, cooled and ran the fan. */
export const RuntimeTotals = z.object({
  heatSeconds: z.number().int(),
  coolSeconds: z.number().int(),
  fanSeconds: z.number().int(),
});
export type RuntimeTotals = z.infer<typeof RuntimeTotals>;
export const RuntimePoint = RuntimeTotals.extend({ time: timestamp });
export type RuntimePoint = z.infer<typeof RuntimePoint>;
/** GET devices/{deviceId}/hvacRuntime/{interval}: hourly (Last24Hours) or daily (Last7Days) runtime. */
export const HvacRuntime = z
  .object({
    interval: z.enum(HvacRuntimeInterval),
    mock: z.boolean(),
    from: timestamp,
    to: timestamp,
    points: z.array(RuntimePoint),
    totals: RuntimeTotals,
  })
  .meta({ id: 'HvacRuntime' });
export type HvacRuntime = z.infer<typeof HvacRuntime>;

// The homeowner's alerts (spec 001 §7.11).

/** GET /users/my/alerts: the alerts of the homeowner's devices, newest first, in their language. */
export const HomeownerAlertsQuery = ConnectionArgs.omit({ filterBy: true, orderBy: true }).extend({
  language,
  timezone: z.string().max(64).optional().meta({
    description:
      'IANA time zone (America/Chicago) the `openedAtLocal` texts are written in; UTC when absent',
  }),
});
export type HomeownerAlertsQuery = z.infer<typeof HomeownerAlertsQuery>;

export const HomeownerAlert = z
  .object({
    id: z.uuid().meta({ description: 'The notificationId of the snooze call' }),
    alertName: z.string(),
    title: z.string(),
    message: z.string().meta({ description: 'What it means for the homeowner, in their language' }),
    severity: z.enum(DeviceAlertSeverity),
    active: z.boolean().meta({ description: 'false once readings are back to normal' }),
    openedAt: timestamp,
    openedAtLocal: z
      .string()
      .meta({ description: "Spec 000 §9's date format in the requested time zone" }),
    clearedAt: timestamp.nullable(),
    snoozedUntil: timestamp.nullable(),
    device: z.object({ id: z.uuid(), name: z.string(), deviceType: z.enum(DeviceType) }),
    home: z.object({
      id: z.uuid().meta({ description: 'consumerDeviceLocationId' }),
      locationName: z.string(),
    }),
  })
  .meta({ id: 'HomeownerAlert' });
export type HomeownerAlert = z.infer<typeof HomeownerAlert>;
export const HomeownerAlertConnection = connectionOf(HomeownerAlert).meta({
  id: 'HomeownerAlertConnection',
});

/** POST /api/v2/users/my/alerts: the same list, filtered in the body (for many devices at once). */
export const HomeownerAlertSearch = z
  .object({
    deviceIds: z.array(z.uuid()).max(100).optional(),
    activeOnly: z.boolean().default(false),
    language,
    timezone: z.string().max(64).optional(),
    first: z.number().int().min(1).max(100).optional(),
    after: z.string().min(1).optional(),
  })
  .meta({ id: 'HomeownerAlertSearch' });
export type HomeownerAlertSearch = z.infer<typeof HomeownerAlertSearch>;

/** Spec-free choice: how long a homeowner may snooze one alert type on one device. */
export const SNOOZE_DURATIONS = ['PT1H', 'PT4H', 'PT24H', 'P7D'] as const;
/** POST /users/my/devices/{deviceId}/alerts/{notificationId}/snooze. */
export const AlertSnooze = z
  .object({ duration: z.enum(SNOOZE_DURATIONS).default('PT4H') })
  .meta({ id: 'AlertSnooze' });
export type AlertSnooze = z.infer<typeof AlertSnooze>;

// Reports (spec 001 §7.13): the homeowner's own devices' history.

export const ReportRangeQuery = z.object({
  startDate: z.iso.date().meta({ description: 'First day (UTC), YYYY-MM-DD' }),
  endDate: z.iso.date().optional().meta({
    description:
      'Last day (UTC), included. When absent the report covers 1 day (HOURLY), 7 days (DAILY), 28 days (WEEKLY), 365 days (MONTHLY) or 1826 days (YEARLY) from startDate; at most 31, 366, 731, 3653 and 3653 days',
  }),
});
/** The levels reports (humidity, VOCs, CO2): the range and the size of a bucket. */
export const ReportLevelsQuery = ReportRangeQuery.extend({
  interval: z
    .enum(ReportInterval)
    .default('HOURLY')
    .meta({ description: 'The size of a bucket (weeks start on Monday)' }),
});
export const ReportSeries = z
  .object({
    deviceId: z.uuid(),
    telemetryType: z.enum(TelemetryType),
    unit: z.enum(SeriesUnit),
    interval: z.enum(ReportInterval),
    from: timestamp,
    to: timestamp,
    points: z.array(SeriesPoint),
  })
  .meta({ id: 'ReportSeries' });
export type ReportSeries = z.infer<typeof ReportSeries>;
export const RuntimeReport = z
  .object({
    deviceId: z
      .uuid()
      .nullable()
      .meta({ description: "null for a summary over all the user's thermostats" }),
    interval: z.enum(ReportInterval),
    from: timestamp,
    to: timestamp,
    points: z.array(RuntimePoint),
    totals: RuntimeTotals,
  })
  .meta({ id: 'RuntimeReport' });
export type RuntimeReport = z.infer<typeof RuntimeReport>;
/** GET /api/v2/reports/hvacRuntime/{interval}/summary: the summary with each thermostat's totals. */
export const RuntimeSummary = RuntimeReport.extend({
  devices: z
    .array(
      z.object({
        deviceId: z.uuid(),
        name: z.string(),
        totals: RuntimeTotals,
      }),
    )
    .meta({ description: "Each of the user's thermostats, in the order they were added" }),
}).meta({ id: 'RuntimeSummary' });
export type RuntimeSummary = z.infer<typeof RuntimeSummary>;
/** POST reports/dataRequests/devices/{id}: the homeowner asks for a device's data as a file. */
export const DataRequestCreated = z
  .object({ id: z.uuid(), status: z.enum(DataRequestStatus), createdAt: timestamp })
  .meta({ id: 'DataRequestCreated' });
export type DataRequestCreated = z.infer<typeof DataRequestCreated>;
