import { type FeatureFlags, hasPermission, type Permission } from '@portal/contracts';
import { BRAND_PROFILE_PATH, CUSTOMERS_PATH, SERVICE_SETUP_PATH } from '@/shared/config/paths';
import { customerAccountsAllowed, marketAllows } from '@/shared/lib/access-rules';
import type { ViewerFacts } from '@/shared/lib/viewer/viewer-facts';

export type StepKey =
  | 'inviteEmployees'
  | 'addCustomers'
  | 'setUpServices'
  | 'setUpProAlerts'
  | 'brandProfile';

type StepFacts = Pick<
  ViewerFacts,
  'roles' | 'hasActivePartnerBrandProfile' | 'hasBrandOrFirstAlertProfile' | 'hasActiveProAlerts'
>;

/** What the company has done so far, from the API (useCustomerCount, useTeamGrowth). */
export interface CompanyProgress {
  customers: number;
  /** Members beyond the first, and invites sent. */
  teamGrowth: number;
  /**
   * The company saved its Pro Alerts profile, or both Pro Alerts steps of the service setup were
   * done or skipped in this browser (spec 000 §3).
   */
  proAlertsSetUp: boolean;
}

export interface NextStep {
  key: StepKey;
  to: string;
  needs: Permission;
  /** Whether the step's page opens in the viewer's market. */
  opens: (facts: StepFacts, flags: FeatureFlags) => boolean;
  done: (facts: StepFacts, progress: CompanyProgress) => boolean;
}

// The partner's next steps, each leading to the screen where it is done.
const NEXT_STEPS: readonly NextStep[] = [
  {
    key: 'inviteEmployees',
    to: '/mybusiness/company/employees',
    needs: 'employees:manage',
    opens: () => true,
    done: (_facts, progress) => progress.teamGrowth > 0,
  },
  {
    key: 'addCustomers',
    to: CUSTOMERS_PATH,
    needs: 'customers:manage',
    opens: customerAccountsAllowed,
    done: (_facts, progress) => progress.customers > 0,
  },
  {
    key: 'setUpServices',
    to: SERVICE_SETUP_PATH,
    needs: 'services:manage',
    opens: (_facts, flags) => marketAllows(flags),
    done: (facts) => facts.hasBrandOrFirstAlertProfile,
  },
  {
    // A company that bought Pro Alerts is walked through setting it up (spec 000 §4 Service setup).
    key: 'setUpProAlerts',
    to: SERVICE_SETUP_PATH,
    needs: 'alertSettings:manage',
    opens: (facts, flags) => facts.hasActiveProAlerts && flags.COMPLETE_SERVICE_SETUP,
    done: (_facts, progress) => progress.proAlertsSetUp,
  },
  {
    key: 'brandProfile',
    to: BRAND_PROFILE_PATH,
    needs: 'brandProfile:manage',
    opens: (_facts, flags) => marketAllows(flags),
    done: (facts) => facts.hasActivePartnerBrandProfile,
  },
];

/** The steps the viewer may take, on pages that open for them: a step they cannot do is not offered. */
export function stepsFor(facts: StepFacts, flags: FeatureFlags): readonly NextStep[] {
  return NEXT_STEPS.filter(
    (step) => hasPermission(facts.roles, step.needs) && step.opens(facts, flags),
  );
}

/** Of those steps, the ones the company has not done yet. */
export function stepsToDo(
  steps: readonly NextStep[],
  facts: StepFacts,
  progress: CompanyProgress,
): readonly NextStep[] {
  return steps.filter((step) => !step.done(facts, progress));
}
