// The portal's pages that other features and the header link to (features do not import each
// other): the alerts dashboard, an alert's page (where the alert mail and the bell lead), the
// alert settings and a customer's account.

export const ALERTS_DASHBOARD_PATH = '/mybusiness/alerts/dashboard';

export const alertPagePath = (alertId: string) =>
  `${ALERTS_DASHBOARD_PATH}/${encodeURIComponent(alertId)}`;

export const ALERT_SETTINGS_PATH = '/mybusiness/alerts/alert-settings';

/** The customer's account page opened on one of their devices. */
export const accountLookupPath = (customerId: string, deviceId: string) =>
  `/mybusiness/customers/account-lookup/${encodeURIComponent(customerId)}/${encodeURIComponent(deviceId)}`;
