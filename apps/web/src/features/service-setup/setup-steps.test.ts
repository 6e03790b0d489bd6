import type { PartnerRole } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { SetupProgress } from '@/shared/lib/service-setup-steps';
import {
  isSetupComplete,
  isSetupInProgress,
  type SetupFacts,
  setupCount,
  setupSteps,
  shouldStartSetup,
} from './setup-steps';

function facts({
  branding = true,
  proAlerts = true,
  roles = ['OWNER'],
}: {
  branding?: boolean;
  proAlerts?: boolean;
  roles?: PartnerRole[];
} = {}): SetupFacts {
  return { roles, hasActivePartnerBrandProfile: branding, hasActiveProAlerts: proAlerts };
}

const states = (setupFacts: SetupFacts, progress: SetupProgress) =>
  setupSteps(setupFacts, progress).map(({ state, skipped, unavailableBecause }) =>
    [state, skipped && 'skipped', unavailableBecause].filter(Boolean).join(' '),
  );

describe('the service setup steps (spec 000 §3, §4)', () => {
  it('lists the four steps in order, linked in the setup flow, the first one in progress', () => {
    expect(setupSteps(facts(), {})).toEqual([
      {
        key: 'BrandProfile',
        number: 1,
        state: 'inProgress',
        skipped: false,
        unavailableBecause: null,
        to: '/mybusiness/services/brand-profile?from=setup',
      },
      {
        key: 'HomeownerAppBrandingServiceSettings',
        number: 2,
        state: 'upcoming',
        skipped: false,
        unavailableBecause: null,
        to: '/mybusiness/services/setup/brand-profile-settings?from=setup',
      },
      {
        key: 'CustomerAlertServiceSettings',
        number: 3,
        state: 'upcoming',
        skipped: false,
        unavailableBecause: null,
        to: '/mybusiness/services/setup/customer-alerts-settings?from=setup',
      },
      {
        key: 'CustomizeAlertsSettings',
        number: 4,
        state: 'upcoming',
        skipped: false,
        unavailableBecause: null,
        to: '/mybusiness/alerts/alert-settings?from=setup',
      },
    ]);
  });

  it('counts a skipped step as complete, and the first step neither done nor skipped is in progress', () => {
    expect(states(facts(), { 1: 'skip', 3: 'complete' })).toEqual([
      'complete skipped',
      'inProgress',
      'complete',
      'upcoming',
    ]);
    expect(states(facts(), { 1: 'complete', 2: 'skip' })).toEqual([
      'complete',
      'complete skipped',
      'inProgress',
      'upcoming',
    ]);
  });

  it('makes steps 3 and 4 unavailable with an active brand profile and no active Pro Alerts', () => {
    const steps = setupSteps(facts({ proAlerts: false }), { 1: 'complete', 2: 'skip' });
    expect(states(facts({ proAlerts: false }), { 1: 'complete' })).toEqual([
      'complete',
      'inProgress',
      'upcoming noProAlerts',
      'upcoming noProAlerts',
    ]);
    expect(setupCount(steps)).toEqual({ done: 2, total: 2 });
    expect(isSetupComplete(steps)).toBe(true);
  });

  it('makes steps 1 and 2 unavailable without Homeowner App Branding; step 3 is then in progress', () => {
    expect(states(facts({ branding: false }), {})).toEqual([
      'upcoming noBranding',
      'upcoming noBranding',
      'inProgress',
      'upcoming',
    ]);
    expect(setupCount(setupSteps(facts({ branding: false }), { 3: 'complete' }))).toEqual({
      done: 1,
      total: 2,
    });
  });

  it('leaves the steps a role may not configure to those who may', () => {
    expect(states(facts({ roles: ['MARKETING'] }), {})).toEqual([
      'inProgress',
      'upcoming',
      'upcoming role',
      'upcoming role',
    ]);
    expect(states(facts({ roles: ['TECHNICIAN'], branding: false }), {})).toEqual([
      'upcoming role',
      'upcoming role',
      'upcoming role',
      'upcoming role',
    ]);
  });

  it('is complete when every available step is completed or skipped, not before', () => {
    const all = { 1: 'complete', 2: 'skip', 3: 'complete', 4: 'skip' } as const;
    expect(isSetupComplete(setupSteps(facts(), all))).toBe(true);
    expect(isSetupComplete(setupSteps(facts(), { 1: 'complete', 2: 'skip', 3: 'complete' }))).toBe(
      false,
    );
    expect(setupCount(setupSteps(facts(), { 1: 'complete', 2: 'skip' }))).toEqual({
      done: 2,
      total: 4,
    });
  });

  it('is never complete with nothing to set up', () => {
    const none = setupSteps(facts({ branding: false, proAlerts: false }), {});
    expect(setupCount(none)).toEqual({ done: 0, total: 0 });
    expect(isSetupComplete(none)).toBe(false);
    expect(states(facts({ branding: false, proAlerts: false }), {})).not.toContain('inProgress');
  });
});

describe('when setup starts and is in progress (spec 000 §4)', () => {
  const fresh = setupSteps(facts(), {});
  const complete = setupSteps(facts(), { 1: 'skip', 2: 'skip', 3: 'skip', 4: 'skip' });

  it('starts automatically with an active service, when neither started nor complete', () => {
    expect(shouldStartSetup(fresh, false)).toBe(true);
    expect(shouldStartSetup(setupSteps(facts({ branding: false }), {}), false)).toBe(true);
    expect(shouldStartSetup(setupSteps(facts({ proAlerts: false }), {}), false)).toBe(true);
  });

  it('does not start again, nor once complete, nor without an active service', () => {
    expect(shouldStartSetup(fresh, true)).toBe(false);
    expect(shouldStartSetup(complete, false)).toBe(false);
    expect(
      shouldStartSetup(setupSteps(facts({ branding: false, proAlerts: false }), {}), false),
    ).toBe(false);
  });

  it('does not start for a role that can do none of the steps', () => {
    expect(shouldStartSetup(setupSteps(facts({ roles: ['TECHNICIAN'] }), {}), false)).toBe(false);
  });

  it('is in progress once started and until complete', () => {
    expect(isSetupInProgress(fresh, false)).toBe(false);
    expect(isSetupInProgress(fresh, true)).toBe(true);
    expect(isSetupInProgress(setupSteps(facts(), { 1: 'complete' }), true)).toBe(true);
    expect(isSetupInProgress(complete, true)).toBe(false);
    expect(
      isSetupInProgress(setupSteps(facts({ branding: false, proAlerts: false }), {}), true),
    ).toBe(false);
  });
});
