import type { AlertCatalogueEntry, AlertConfigData, DeviceAlertSeverity } from '@portal/contracts';
import { schema } from '@portal/db';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/executor';

const { alertTypes, proAlertProfiles, proAlertSettings } = schema;

type Severity = (typeof DeviceAlertSeverity)[number];

// The alert catalogue and what each company chose for its alert types: read by the Pro Alerts
// settings (modules/pro-accounts/alert-profile) and by the alert engine (src/telemetry/engine).

/** Every alert type, in the data file's order (the table mirrors alerts.json). */
export function alertCatalogue(db: Executor): Promise<AlertCatalogueEntry[]> {
  return db
    .select({
      alertName: alertTypes.alertName,
      title: alertTypes.title,
      description: alertTypes.description,
      category: alertTypes.category,
      telemetryType: alertTypes.telemetryType,
      defaultSeverity: alertTypes.defaultSeverity,
      defaultEnabled: alertTypes.defaultEnabled,
      defaultRecommendedAction: alertTypes.defaultRecommendedAction,
      deviceTypes: alertTypes.deviceTypes,
      threshold: alertTypes.threshold,
      observedTime: alertTypes.observedTime,
    })
    .from(alertTypes)
    .orderBy(asc(alertTypes.position));
}

const settingColumns = {
  id: proAlertSettings.id,
  partnerAccountId: proAlertSettings.partnerAccountId,
  alertName: proAlertSettings.alertName,
  isEnabled: proAlertSettings.isEnabled,
  recommendedAction: proAlertSettings.recommendedAction,
  configData: proAlertSettings.configData,
};

/** The company's stored settings; an alert type without a row has its catalogue defaults. */
export function settingsOf(db: Executor, partnerAccountId: string) {
  return db
    .select(settingColumns)
    .from(proAlertSettings)
    .where(eq(proAlertSettings.partnerAccountId, partnerAccountId));
}

/** The stored settings of several companies at once (the engine's batch of devices). */
export function settingsOfCompanies(db: Executor, partnerAccountIds: string[]) {
  if (partnerAccountIds.length === 0) return Promise.resolve([]);
  return db
    .select(settingColumns)
    .from(proAlertSettings)
    .where(inArray(proAlertSettings.partnerAccountId, partnerAccountIds));
}

/**
 * What applies to an alert type: the company's choices where it made them, the catalogue's
 * defaults for the rest (and for everything when there is no row).
 */
export function configWithDefaults(
  entry: Pick<AlertCatalogueEntry, 'threshold' | 'observedTime'>,
  configData: AlertConfigData | undefined,
): AlertConfigData {
  return {
    ...(entry.threshold ? { threshold: entry.threshold.default } : {}),
    ...(entry.observedTime ? { observedTime: entry.observedTime.default } : {}),
    ...configData,
  };
}

/** Who a company's alert mail goes to, and for which severities (its Pro Alerts profile). */
export type AlertMailSettings = {
  partnerAccountId: string;
  emailEnabled: boolean;
  emailSeverities: Severity[];
  emailRecipients: string[];
};

/** The mail settings of the companies' profiles; a company without a profile mails nothing. */
export function alertMailSettingsOf(
  db: Executor,
  partnerAccountIds: string[],
): Promise<AlertMailSettings[]> {
  if (partnerAccountIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      partnerAccountId: proAlertProfiles.partnerAccountId,
      emailEnabled: proAlertProfiles.emailEnabled,
      emailSeverities: proAlertProfiles.emailSeverities,
      emailRecipients: proAlertProfiles.emailRecipients,
    })
    .from(proAlertProfiles)
    .where(inArray(proAlertProfiles.partnerAccountId, partnerAccountIds));
}
