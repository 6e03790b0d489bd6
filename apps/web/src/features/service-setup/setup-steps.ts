import { hasPermission, type Permission } from '@portal/contracts';
import { ALERT_SETTINGS_PATH, BRAND_PROFILE_PATH } from '@/shared/config/paths';
import {
  FROM_SETUP_SEARCH,
  SERVICE_SETUP_STEPS,
  type ServiceSetupStep,
  type SetupProgress,
} from '@/shared/lib/service-setup-steps';
import type { ViewerFacts } from '@/shared/lib/viewer/viewer-facts';

export type StepKey = keyof typeof SERVICE_SETUP_STEPS;
/** Spec 000 §4: each step is upcoming, in progress or complete. */
export type StepState = 'upcoming' | 'inProgress' | 'complete';
/** Why a step cannot be done: the company lacks its service, or the viewer's role may not. */
export type UnavailableReason = 'noBranding' | 'noProAlerts' | 'role';

export interface SetupStepView {
  key: StepKey;
  number: ServiceSetupStep;
  state: StepState;
  /** A complete step the partner chose to skip rather than do. */
  skipped: boolean;
  /** Null when the viewer can do the step now. */
  unavailableBecause: UnavailableReason | null;
  /** The step's screen, opened in the setup flow. */
  to: string;
}

export type SetupFacts = Pick<
  ViewerFacts,
  'roles' | 'hasActivePartnerBrandProfile' | 'hasActiveProAlerts'
>;

interface StepDefinition {
  key: StepKey;
  path: string;
  /** The company's service the step configures, and who may configure it. */
  service: 'hasActivePartnerBrandProfile' | 'hasActiveProAlerts';
  permission: Permission;
}

const BRANDING = {
  service: 'hasActivePartnerBrandProfile',
  permission: 'brandProfile:manage',
} as const;
const PRO_ALERTS = { service: 'hasActiveProAlerts', permission: 'alertSettings:manage' } as const;

/** The brand profile's page: step 1, and where the portal presents its services otherwise. */

// Each step's screen (spec 000 §2 and §3): the brand profile steps need Homeowner App Branding,
// the alert steps Pro Alerts; their screens refuse anyone else.
const STEPS: readonly StepDefinition[] = [
  { key: 'BrandProfile', path: BRAND_PROFILE_PATH, ...BRANDING },
  {
    key: 'HomeownerAppBrandingServiceSettings',
    path: '/mybusiness/services/setup/brand-profile-settings',
    ...BRANDING,
  },
  {
    key: 'CustomerAlertServiceSettings',
    path: '/mybusiness/services/setup/customer-alerts-settings',
    ...PRO_ALERTS,
  },
  { key: 'CustomizeAlertsSettings', path: ALERT_SETTINGS_PATH, ...PRO_ALERTS },
];

// The role first: who may not configure a service cannot help it by buying it.
function unavailableReason(step: StepDefinition, facts: SetupFacts): UnavailableReason | null {
  if (!hasPermission(facts.roles, step.permission)) return 'role';
  if (facts[step.service]) return null;
  return step.service === 'hasActiveProAlerts' ? 'noProAlerts' : 'noBranding';
}

/**
 * The wizard's four steps in order (spec 000 §4), each with what the partner did with it in this
 * browser. A step is complete once completed or skipped; the step in progress is the first
 * available one that is neither; the rest are upcoming. Unavailable steps are listed with their
 * reason but are never in progress.
 */
export function setupSteps(facts: SetupFacts, progress: SetupProgress): SetupStepView[] {
  let inProgressTaken = false;
  return STEPS.map((step) => {
    const number = SERVICE_SETUP_STEPS[step.key];
    const recorded = progress[number];
    const unavailableBecause = unavailableReason(step, facts);
    let state: StepState = recorded === undefined ? 'upcoming' : 'complete';
    if (state === 'upcoming' && unavailableBecause === null && !inProgressTaken) {
      state = 'inProgress';
      inProgressTaken = true;
    }
    return {
      key: step.key,
      number,
      state,
      skipped: recorded === 'skip',
      unavailableBecause,
      to: `${step.path}${FROM_SETUP_SEARCH}`,
    };
  });
}

/** "x of y steps": only the steps the viewer can do count. */
export function setupCount(steps: readonly SetupStepView[]): { done: number; total: number } {
  const available = steps.filter((step) => step.unavailableBecause === null);
  return {
    done: available.filter((step) => step.state === 'complete').length,
    total: available.length,
  };
}

/** Complete when every available step is completed or skipped, and there was one to do. */
export function isSetupComplete(steps: readonly SetupStepView[]): boolean {
  const { done, total } = setupCount(steps);
  return total > 0 && done === total;
}

// Some step this viewer can do is neither completed nor skipped (so there is one to do).
function stepsLeft(steps: readonly SetupStepView[]): boolean {
  const { done, total } = setupCount(steps);
  return done < total;
}

/** Started and not complete: what the layout's banner reminds the partner of. */
export function isSetupInProgress(steps: readonly SetupStepView[], started: boolean): boolean {
  return started && stepsLeft(steps);
}

/**
 * Spec 000 §4: setup starts automatically when the company has an active service whose steps
 * this viewer can do, and setup is neither started nor complete.
 */
export function shouldStartSetup(steps: readonly SetupStepView[], started: boolean): boolean {
  return !started && stepsLeft(steps);
}
