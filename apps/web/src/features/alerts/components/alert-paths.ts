// The dashboard's addresses in the portal (the alert mail and the bell link to an alert's page).

export const DASHBOARD_PATH = '/mybusiness/alerts/dashboard';

export const alertPagePath = (alertId: string) =>
  `${DASHBOARD_PATH}/${encodeURIComponent(alertId)}`;

export const ALERT_SETTINGS_PATH = '/mybusiness/alerts/alert-settings';

/** The customer's account page opened on the alert's device. */
export const accountLookupPath = (customerId: string, deviceId: string) =>
  `/mybusiness/customers/account-lookup/${encodeURIComponent(customerId)}/${encodeURIComponent(deviceId)}`;
