import {
  FROM_SETUP_SEARCH,
  SERVICE_SETUP_STEPS,
  type ServiceSetupStep,
  type SetupProgress,
} from '@/shared/lib/service-setup-steps';
import type { ViewerFacts } from '@/shared/lib/viewer/viewer-facts';

export type StepKey = keyof typeof SERVICE_SETUP_STEPS;
export type StepState = 'upcoming' | 'complete' | 'skipped';

export interface SetupStepView {
  key: StepKey;
  number: ServiceSetupStep;
  state: StepState;
  /** The step's screen, opened in the setup flow; null while its service is not active. */
  to: string | null;
}

// Each step's screen (spec 000 §2 and §3): the brand profile steps need Homeowner App Branding,
// the alert steps Pro Alerts.
const STEPS: readonly { key: StepKey; path: string; service: 'brandProfile' | 'proAlerts' }[] = [
  { key: 'BrandProfile', path: '/mybusiness/services/brand-profile', service: 'brandProfile' },
  {
    key: 'HomeownerAppBrandingServiceSettings',
    path: '/mybusiness/services/setup/brand-profile-settings',
    service: 'brandProfile',
  },
  {
    key: 'CustomerAlertServiceSettings',
    path: '/mybusiness/services/setup/customer-alerts-settings',
    service: 'proAlerts',
  },
  {
    key: 'CustomizeAlertsSettings',
    path: '/mybusiness/alerts/alert-settings',
    service: 'proAlerts',
  },
];

const STATES = { complete: 'complete', skip: 'skipped' } as const;

/**
 * The wizard's steps, in order, each with what the partner did with it in this browser. The
 * brand profile steps are always listed (linked only with an active brand profile); the Pro
 * Alerts steps only for a company with active Pro Alerts, since without it they do not apply.
 */
export function setupSteps(
  facts: Pick<ViewerFacts, 'hasActivePartnerBrandProfile' | 'hasActiveProAlerts'>,
  progress: SetupProgress,
): SetupStepView[] {
  return STEPS.filter(({ service }) => service === 'brandProfile' || facts.hasActiveProAlerts).map(
    ({ key, path, service }) => {
      const number = SERVICE_SETUP_STEPS[key];
      const recorded = progress[number];
      const active = service === 'proAlerts' || facts.hasActivePartnerBrandProfile;
      return {
        key,
        number,
        state: recorded === undefined ? 'upcoming' : STATES[recorded],
        to: active ? `${path}${FROM_SETUP_SEARCH}` : null,
      };
    },
  );
}
