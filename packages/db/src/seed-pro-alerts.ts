import type { AlertCatalogueEntry, AlertConfigData } from '@portal/contracts';
import { ALERT_CATALOGUE } from './catalogue/alerts';
import { proAlertProfiles, proAlertSettings } from './schema';
import type { Executor } from './seed-homes';

/** The demo's Pro Alerts mail goes to Northwind's owner and its dispatch desk. */
const NORTHWIND_ALERT_RECIPIENTS = [
  'owner@northwind-hvac.example',
  'dispatch@northwind-hvac.example',
];

/** What Northwind changed from the catalogue's defaults; every other alert keeps them. */
const NORTHWIND_ALERT_CHOICES: Readonly<
  Record<string, { threshold?: number; isEnabled?: boolean; recommendedAction?: string }>
> = {
  HighIndoorTemperature: { threshold: 82 },
  LowIndoorHumidity: { isEnabled: false },
  WaterLeakDetected: {
    recommendedAction:
      'Call the homeowner and send the on-call plumber; our emergency line is (206) 555-0142.',
  },
};

/** The catalogue's own choices for an alert: its default threshold and observed time. */
function defaultConfig(alert: AlertCatalogueEntry): AlertConfigData {
  return {
    ...(alert.threshold ? { threshold: alert.threshold.default } : {}),
    ...(alert.observedTime ? { observedTime: alert.observedTime.default } : {}),
  };
}

/**
 * Northwind as a company that has set Pro Alerts up: a profile mailing urgent and warning
 * alerts about all its devices to two addresses, and a settings row for every alert of the
 * catalogue (alerts.json), a few of them changed, so the alert settings page opens customised.
 */
export async function seedNorthwindProAlerts(
  tx: Executor,
  partnerAccountId: string,
  ownerId: string,
): Promise<void> {
  await tx.insert(proAlertProfiles).values({
    partnerAccountId,
    emailEnabled: true,
    emailSeverities: ['Urgent', 'Warning'],
    emailRecipients: NORTHWIND_ALERT_RECIPIENTS,
    applyToExistingInstalls: false,
    createdBy: ownerId,
  });
  await tx.insert(proAlertSettings).values(
    ALERT_CATALOGUE.alerts.map((alert) => {
      const choice = NORTHWIND_ALERT_CHOICES[alert.alertName] ?? {};
      const config = defaultConfig(alert);
      return {
        partnerAccountId,
        alertName: alert.alertName,
        isEnabled: choice.isEnabled ?? alert.defaultEnabled,
        // Null is the catalogue's default action, as the API stores it.
        recommendedAction: choice.recommendedAction ?? null,
        configData:
          choice.threshold === undefined ? config : { ...config, threshold: choice.threshold },
        locale: 'en',
      };
    }),
  );
}
