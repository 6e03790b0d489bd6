import { completeServiceSetupStepsKey } from '@/shared/config/storage-keys';

/** Spec 000 §3: the service setup steps, in order. */
export const SERVICE_SETUP_STEPS = {
  BrandProfile: 1,
  HomeownerAppBrandingServiceSettings: 2,
  CustomerAlertServiceSettings: 3,
  CustomizeAlertsSettings: 4,
} as const;
export type ServiceSetupStep = (typeof SERVICE_SETUP_STEPS)[keyof typeof SERVICE_SETUP_STEPS];
/** What the partner did with a step: completed it, or chose to skip it. */
export type StepProgress = 'complete' | 'skip';
export type SetupProgress = Partial<Record<ServiceSetupStep, StepProgress>>;

/**
 * The setup progress kept in this browser for one company (spec 000 §3 and §9:
 * completeServiceSetupSteps/{partnerAccountId}), JSON `{ "3": "complete", "4": "skip" }`. Shared
 * here because the setup wizard reads it and the screens of its steps write it. Storage that
 * cannot be read or holds something else counts as no progress; failures are only logged
 * (spec 000 §8).
 */
export function readSetupProgress(partnerAccountId: string): SetupProgress {
  try {
    const stored: unknown = JSON.parse(
      localStorage.getItem(completeServiceSetupStepsKey(partnerAccountId)) ?? '{}',
    );
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
    const progress: SetupProgress = {};
    for (const step of Object.values(SERVICE_SETUP_STEPS)) {
      const value = (stored as Record<string, unknown>)[String(step)];
      if (value === 'complete' || value === 'skip') progress[step] = value;
    }
    return progress;
  } catch (error) {
    console.warn('service setup progress could not be read', error);
    return {};
  }
}

/**
 * Records what the partner did with one step, keeping the others. Answers the progress now, which
 * holds for this page even where storage fails.
 */
export function recordSetupStep(
  partnerAccountId: string,
  step: ServiceSetupStep,
  progress: StepProgress,
): SetupProgress {
  const next = { ...readSetupProgress(partnerAccountId), [step]: progress };
  try {
    localStorage.setItem(completeServiceSetupStepsKey(partnerAccountId), JSON.stringify(next));
  } catch (error) {
    console.warn('service setup progress could not be stored', error);
  }
  return next;
}

/**
 * Whether setup has started for the company in this browser: its progress entry exists, be it
 * only the empty `{}` that startSetup writes (spec 000 §4: setup starts once, automatically).
 */
export function isSetupStarted(partnerAccountId: string): boolean {
  try {
    return localStorage.getItem(completeServiceSetupStepsKey(partnerAccountId)) !== null;
  } catch (error) {
    console.warn('service setup progress could not be read', error);
    return false;
  }
}

/** Marks setup started with no step done yet, keeping any progress already recorded. */
export function startSetup(partnerAccountId: string): void {
  if (isSetupStarted(partnerAccountId)) return;
  try {
    localStorage.setItem(completeServiceSetupStepsKey(partnerAccountId), '{}');
  } catch (error) {
    console.warn('service setup progress could not be stored', error);
  }
}

/**
 * A step's screen opened from the setup wizard carries ?from=setup: it then shows Save and
 * Continue, records the step and returns to the wizard (spec 000 §4), and its back link leads
 * there. A search parameter rather than navigation state, so a reload keeps the flow.
 */
export const FROM_SETUP_SEARCH = '?from=setup';
export function isFromSetup(search: URLSearchParams): boolean {
  return search.get('from') === 'setup';
}
