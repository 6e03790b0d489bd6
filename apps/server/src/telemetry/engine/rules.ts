import { type AlertCatalogueEntry, type AlertConfigData, shownThreshold } from '@portal/contracts';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/executor';
import {
  alertCatalogue,
  alertMailSettingsOf,
  configWithDefaults,
  settingsOfCompanies,
} from '../../repositories/alert-settings';
import { type AlertTarget, alertTargets } from '../../repositories/device-alerts';
import type { AlertRule, Severity } from './conditions';

// Who a device's alerts are for, and under which settings (issue 15 item 3):
// (a) its company (devices.partner_account_id) when that company has an ACCEPTED Pro Alerts
//     service on the device, an ACTIVE 'Pro Alerts' enrollment and a Pro Alerts profile whose
//     product groups hold the device's product (no groups: every Pro Alerts group). The
//     company's settings apply (enabled, threshold, observed time; an alert type it never
//     saved has the catalogue's defaults) and its alerts carry partnerAccountId = the company;
// (b) otherwise, a device in a homeowner's home: the catalogue's defaults, partnerAccountId
//     null (the homeowner alone sees them);
// (c) otherwise nothing is evaluated.
// Only the alert types whose catalogue deviceTypes hold the device's product's type apply.
// Severity is the catalogue's: the settings page does not change it (spec 000 §5).

/** A device's alert types and who hears of them. */
export type DeviceRules = {
  deviceId: string;
  partnerAccountId: string | null;
  /** The severities the company's profile mails; empty when nothing is mailed. */
  mailSeverities: Severity[];
  /** The enabled alert types, by name. */
  rules: Map<string, AlertRule>;
};

const catalogues = new WeakMap<AppContext, Promise<AlertCatalogueEntry[]>>();

/**
 * The alert catalogue, read once per server: it changes only when the migrations run, before
 * the server starts. A read that failed is tried again on the next call.
 */
export function catalogueOf(ctx: AppContext): Promise<AlertCatalogueEntry[]> {
  let catalogue = catalogues.get(ctx);
  if (!catalogue) {
    catalogue = alertCatalogue(ctx.db);
    catalogue.catch(() => catalogues.delete(ctx));
    catalogues.set(ctx, catalogue);
  }
  return catalogue;
}

/** ISO 8601 durations of the catalogue's observed times (PT15M, PT2H, PT24H) in milliseconds. */
export function durationMs(iso: string): number {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(iso);
  if (!match) throw new Error(`not an observed time: ${iso}`);
  return (Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0)) * 60_000;
}

/**
 * The threshold as the conditions compare it: a number of degrees, percent or days; an
 * air-quality level as the settings page shows it (a stored "good" level means Medium).
 */
function thresholdOf(entry: AlertCatalogueEntry, config: AlertConfigData) {
  if (!entry.threshold || config.threshold === undefined) return undefined;
  const threshold = shownThreshold({ telemetryType: entry.telemetryType, configData: config });
  return entry.threshold.kind === 'levels' ? threshold : Number(threshold);
}

/** An alert type under the settings that apply to it (exported for the rules' unit test). */
export function ruleOf(entry: AlertCatalogueEntry, config: AlertConfigData): AlertRule {
  return {
    alertName: entry.alertName,
    severity: entry.defaultSeverity,
    threshold: thresholdOf(entry, config),
    observedMs: entry.observedTime && config.observedTime ? durationMs(config.observedTime) : 0,
  };
}

type StoredSetting = { isEnabled: boolean; configData: AlertConfigData };

/** The enabled alert types of a device type under a company's settings (none: the defaults). */
function rulesOf(
  catalogue: AlertCatalogueEntry[],
  target: AlertTarget,
  settings: Map<string, StoredSetting> | undefined,
): Map<string, AlertRule> {
  const rules = new Map<string, AlertRule>();
  for (const entry of catalogue) {
    if (!entry.deviceTypes.includes(target.deviceType)) continue;
    const setting = settings?.get(entry.alertName);
    if (!(setting?.isEnabled ?? entry.defaultEnabled)) continue;
    rules.set(entry.alertName, ruleOf(entry, configWithDefaults(entry, setting?.configData)));
  }
  return rules;
}

/**
 * The rules of each of these devices that has any, read once for the whole batch: the devices'
 * targets, and the settings and mail settings of the companies among them.
 */
export async function loadDeviceRules(
  db: Executor,
  catalogue: AlertCatalogueEntry[],
  deviceIds: string[],
): Promise<Map<string, DeviceRules>> {
  const targets = (await alertTargets(db, deviceIds)).filter(
    (target) => target.partnerAccountId !== null || target.inHome,
  );
  const companies = [...new Set(targets.flatMap((target) => target.partnerAccountId ?? []))];
  const settingRows = await settingsOfCompanies(db, companies);
  const mailRows = await alertMailSettingsOf(db, companies);
  const settings = new Map<string, Map<string, StoredSetting>>();
  for (const row of settingRows) {
    const company = settings.get(row.partnerAccountId) ?? new Map<string, StoredSetting>();
    company.set(row.alertName, row);
    settings.set(row.partnerAccountId, company);
  }
  const mail = new Map(
    mailRows.map((row) => [row.partnerAccountId, row.emailEnabled ? row.emailSeverities : []]),
  );
  const byDevice = new Map<string, DeviceRules>();
  for (const target of targets) {
    const company = target.partnerAccountId;
    const rules = rulesOf(catalogue, target, company ? settings.get(company) : undefined);
    if (rules.size === 0) continue;
    byDevice.set(target.deviceId, {
      deviceId: target.deviceId,
      partnerAccountId: company,
      mailSeverities: company ? (mail.get(company) ?? []) : [],
      rules,
    });
  }
  return byDevice;
}
