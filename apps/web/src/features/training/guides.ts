import { type FeatureFlags, hasPermission, type Permission } from '@portal/contracts';
import {
  ALERT_SETTINGS_PATH,
  ALERTS_DASHBOARD_PATH,
  BRAND_PROFILE_PATH,
  CUSTOMERS_PATH,
  SERVICE_SETUP_PATH,
} from '@/shared/config/paths';
import { type LeftNavVisibility, leftNavVisibility } from '@/shared/lib/access-rules';
import type { ViewerFacts } from '@/shared/lib/viewer/viewer-facts';

export type GuideKey =
  | 'inviteEmployees'
  | 'addCustomer'
  | 'deviceAccess'
  | 'alertSettings'
  | 'brandProfile'
  | 'serviceSetup'
  | 'readAlerts';

type GuideFacts = Pick<
  ViewerFacts,
  | 'roles'
  | 'isOwnerAdmin'
  | 'hasActivePartnerBrandProfile'
  | 'hasActiveProAlerts'
  | 'hasBrandOrFirstAlertProfile'
>;

export interface Guide {
  key: GuideKey;
  /** The screen where the task is done. */
  to: string;
  /** What the viewer's role must allow to do the task. */
  needs: Permission;
  /**
   * Whether the screen opens for the viewer: the left navigation's rule where it has the entry,
   * else the rule of the screen's route guard.
   */
  opens: (nav: LeftNavVisibility, facts: GuideFacts, flags: FeatureFlags) => boolean;
}

// The portal's main tasks, in the order a new company meets them.
const GUIDES: readonly Guide[] = [
  {
    key: 'inviteEmployees',
    to: '/mybusiness/company/employees',
    needs: 'employees:manage',
    opens: (nav) => nav.manageCompany,
  },
  {
    key: 'addCustomer',
    to: CUSTOMERS_PATH,
    needs: 'customers:manage',
    opens: (nav) => nav.customerAccounts,
  },
  {
    // Remote access and services are asked for on the customer's account, opened from the list.
    key: 'deviceAccess',
    to: CUSTOMERS_PATH,
    needs: 'devices:manage',
    opens: (nav) => nav.customerAccounts,
  },
  {
    key: 'serviceSetup',
    to: SERVICE_SETUP_PATH,
    needs: 'services:manage',
    opens: (_nav, facts) => facts.hasBrandOrFirstAlertProfile,
  },
  {
    // Without the subscription the page only explains Homeowner App Branding.
    key: 'brandProfile',
    to: BRAND_PROFILE_PATH,
    needs: 'brandProfile:manage',
    opens: (nav, facts) => nav.brandProfile && facts.hasActivePartnerBrandProfile,
  },
  {
    // Without the subscription the page only explains Pro Alerts.
    key: 'alertSettings',
    to: ALERT_SETTINGS_PATH,
    needs: 'alertSettings:manage',
    opens: (_nav, facts, flags) => flags.CUSTOMIZE_ALERT_SETTINGS && facts.hasActiveProAlerts,
  },
  {
    key: 'readAlerts',
    to: ALERTS_DASHBOARD_PATH,
    needs: 'alerts:read',
    opens: (nav) => nav.alertsDashboard,
  },
];

/** The guides to the screens this viewer can use: a guide to a closed screen is not offered. */
export function guidesFor(facts: GuideFacts, flags: FeatureFlags): readonly Guide[] {
  const nav = leftNavVisibility(facts, flags);
  return GUIDES.filter(
    (guide) => hasPermission(facts.roles, guide.needs) && guide.opens(nav, facts, flags),
  );
}
