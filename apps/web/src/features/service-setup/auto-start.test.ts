import type { PartnerRole } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { SetupProgress } from '@/shared/lib/service-setup-steps';
import { autoStartTarget } from './auto-start';
import { setupSteps } from './setup-steps';

const owner: PartnerRole[] = ['OWNER'];
const steps = (
  progress: SetupProgress,
  { roles = owner, active = true }: { roles?: PartnerRole[]; active?: boolean } = {},
) =>
  setupSteps({ roles, hasActivePartnerBrandProfile: active, hasActiveProAlerts: active }, progress);
const none = new URLSearchParams();
const fromStore = new URLSearchParams('fromShopify=true');

describe('where the business home sends the partner (spec 000 §4 auto-start)', () => {
  it('sends to the wizard when setup should start', () => {
    expect(autoStartTarget(steps({}), false, none)).toBe('/mybusiness/services/setup');
  });

  it('stays home once setup started or completed, or with nothing to set up', () => {
    expect(autoStartTarget(steps({}), true, none)).toBeNull();
    const done = steps({ 1: 'complete', 2: 'skip', 3: 'complete', 4: 'complete' });
    expect(autoStartTarget(done, true, none)).toBeNull();
    expect(autoStartTarget(steps({}, { active: false }), false, none)).toBeNull();
    expect(autoStartTarget(steps({}, { roles: ['TECHNICIAN'] }), false, none)).toBeNull();
  });

  it('back from the store, sends whoever may set up a service to wait for it', () => {
    const target = '/mybusiness/services/setup?fromShopify=true';
    expect(autoStartTarget(steps({}, { active: false }), false, fromStore)).toBe(target);
    expect(autoStartTarget(steps({}), true, fromStore)).toBe(target);
    expect(
      autoStartTarget(steps({}, { roles: ['MARKETING'], active: false }), false, fromStore),
    ).toBe(target);
    expect(
      autoStartTarget(steps({}, { roles: ['TECHNICIAN'], active: false }), false, fromStore),
    ).toBeNull();
  });
});
