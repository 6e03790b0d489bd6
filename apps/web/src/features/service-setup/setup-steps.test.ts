import { describe, expect, it } from 'vitest';
import { setupSteps } from './setup-steps';

const both = { hasActivePartnerBrandProfile: true, hasActiveProAlerts: true };

describe('the service setup steps', () => {
  it('lists the four steps in order, linked in the setup flow, upcoming at first', () => {
    expect(setupSteps(both, {})).toEqual([
      {
        key: 'BrandProfile',
        number: 1,
        state: 'upcoming',
        to: '/mybusiness/services/brand-profile?from=setup',
      },
      {
        key: 'HomeownerAppBrandingServiceSettings',
        number: 2,
        state: 'upcoming',
        to: '/mybusiness/services/setup/brand-profile-settings?from=setup',
      },
      {
        key: 'CustomerAlertServiceSettings',
        number: 3,
        state: 'upcoming',
        to: '/mybusiness/services/setup/customer-alerts-settings?from=setup',
      },
      {
        key: 'CustomizeAlertsSettings',
        number: 4,
        state: 'upcoming',
        to: '/mybusiness/alerts/alert-settings?from=setup',
      },
    ]);
  });

  it('shows what the partner did with each step', () => {
    const states = setupSteps(both, { 1: 'skip', 3: 'complete' }).map(({ state }) => state);
    expect(states).toEqual(['skipped', 'upcoming', 'complete', 'upcoming']);
  });

  it('leaves out the Pro Alerts steps without active Pro Alerts', () => {
    const steps = setupSteps({ hasActivePartnerBrandProfile: true, hasActiveProAlerts: false }, {});
    expect(steps.map(({ number }) => number)).toEqual([1, 2]);
  });

  it('lists the brand profile steps unlinked without Homeowner App Branding', () => {
    const steps = setupSteps({ hasActivePartnerBrandProfile: false, hasActiveProAlerts: true }, {});
    expect(steps.map(({ number, to }) => [number, to !== null])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, true],
    ]);
  });
});
