// The portal's pages that other features and the header link to (features do not import each
// other): the service setup wizard, the brand profile, the alerts dashboard, an alert's page
// (where the alert mail and the bell lead), the alert settings, the customer list, a
// customer's account and the company's installer set-up templates.

export const SERVICE_SETUP_PATH = '/mybusiness/services/setup';

/** The brand profile pages (spec 000 §2: services/brand-profile/* with new and view). */
export const BRAND_PROFILE_PATH = '/mybusiness/services/brand-profile';

export const ALERTS_DASHBOARD_PATH = '/mybusiness/alerts/dashboard';

export const alertPagePath = (alertId: string) =>
  `${ALERTS_DASHBOARD_PATH}/${encodeURIComponent(alertId)}`;

export const ALERT_SETTINGS_PATH = '/mybusiness/alerts/alert-settings';

export const CUSTOMERS_PATH = '/mybusiness/customers';

export const customerPath = (customerId: string) =>
  `${CUSTOMERS_PATH}/${encodeURIComponent(customerId)}`;

/** The customer's account page opened on one of their devices. */
export const accountLookupPath = (customerId: string, deviceId: string) =>
  `${CUSTOMERS_PATH}/account-lookup/${encodeURIComponent(customerId)}/${encodeURIComponent(deviceId)}`;

/** The company's installer set-up templates (issue 17), in the company area. */
export const ISU_TEMPLATES_PATH = '/mybusiness/company/isu-templates';
