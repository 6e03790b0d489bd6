import { featureFlagsFor, type PartnerRole } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { type CompanyProgress, stepsFor, stepsToDo } from './next-steps';

const US = featureFlagsFor('US');
const GERMANY = featureFlagsFor('DE');

// A company that has done nothing yet, and one that has done everything.
const NOTHING_YET: CompanyProgress = { customers: 0, teamGrowth: 0, proAlertsSetUp: false };
const EVERYTHING: CompanyProgress = { customers: 25, teamGrowth: 6, proAlertsSetUp: true };

function facts(roles: PartnerRole[], programs: { brand?: boolean; alerts?: boolean } = {}) {
  const brand = programs.brand ?? false;
  return {
    roles,
    hasActivePartnerBrandProfile: brand,
    hasBrandOrFirstAlertProfile: brand || (programs.alerts ?? false),
    hasActiveProAlerts: programs.alerts ?? false,
  };
}

const offered = (roles: PartnerRole[], flags = US) =>
  stepsFor(facts(roles), flags).map((step) => step.key);

const toDo = (roles: PartnerRole[], progress: CompanyProgress, programs = {}) => {
  const viewer = facts(roles, programs);
  return stepsToDo(stepsFor(viewer, US), viewer, progress).map((step) => step.key);
};

describe('the steps each role is offered: only what it can do', () => {
  it.each([['OWNER'], ['COMPANY_ADMIN']] as const)('%s: every step', (role) => {
    expect(offered([role])).toEqual([
      'inviteEmployees',
      'addCustomers',
      'setUpServices',
      'brandProfile',
    ]);
  });

  it.each([
    ['TECHNICIAN', ['addCustomers']],
    ['MEMBER', ['addCustomers']],
    ['OPERATIONS', ['addCustomers']],
    ['MARKETING', ['brandProfile']],
    ['SALES', []],
    ['GUEST', []],
  ] as const)('%s: %j', (role, steps) => {
    expect(offered([role])).toEqual(steps);
  });

  it('never offers a technician the employees page, which refuses them', () => {
    expect(offered(['TECHNICIAN'])).not.toContain('inviteEmployees');
  });

  it('offers no customer, service or brand step in the EMEA market, whose pages refuse them', () => {
    expect(offered(['OWNER'], GERMANY)).toEqual(['inviteEmployees']);
    expect(offered(['TECHNICIAN'], GERMANY)).toEqual([]);
  });
});

describe('what is still to do', () => {
  it('a new company: every step its role may take', () => {
    expect(toDo(['OWNER'], NOTHING_YET)).toEqual([
      'inviteEmployees',
      'addCustomers',
      'setUpServices',
      'brandProfile',
    ]);
    expect(toDo(['TECHNICIAN'], NOTHING_YET)).toEqual(['addCustomers']);
  });

  it('an owner with 25 customers, a team and both programs: nothing', () => {
    expect(toDo(['OWNER'], EVERYTHING, { brand: true, alerts: true })).toEqual([]);
  });

  it('a technician of a company with customers: nothing', () => {
    expect(toDo(['TECHNICIAN'], EVERYTHING)).toEqual([]);
  });

  it('drops each step once its work is done, and only that step', () => {
    expect(toDo(['OWNER'], { ...NOTHING_YET, customers: 1 })).toEqual([
      'inviteEmployees',
      'setUpServices',
      'brandProfile',
    ]);
    expect(toDo(['OWNER'], { ...NOTHING_YET, teamGrowth: 1 })).toEqual([
      'addCustomers',
      'setUpServices',
      'brandProfile',
    ]);
    expect(toDo(['OWNER'], NOTHING_YET, { alerts: true })).toEqual([
      'inviteEmployees',
      'addCustomers',
      'setUpProAlerts',
      'brandProfile',
    ]);
    expect(toDo(['MARKETING'], NOTHING_YET, { brand: true })).toEqual([]);
  });
});

describe('setting up Pro Alerts', () => {
  it('is offered to the administrators of a company with Pro Alerts until both steps are done', () => {
    expect(toDo(['OWNER'], { ...EVERYTHING, proAlertsSetUp: false }, { alerts: true })).toEqual([
      'setUpProAlerts',
      'brandProfile',
    ]);
    expect(toDo(['COMPANY_ADMIN'], EVERYTHING, { alerts: true })).toEqual(['brandProfile']);
  });

  it('is not offered without Pro Alerts, to other roles, or without service setup', () => {
    expect(toDo(['OWNER'], NOTHING_YET)).not.toContain('setUpProAlerts');
    expect(toDo(['OPERATIONS'], NOTHING_YET, { alerts: true })).toEqual(['addCustomers']);
    const withAlerts = facts(['OWNER'], { alerts: true });
    const noSetup = { ...US, COMPLETE_SERVICE_SETUP: false };
    expect(stepsFor(withAlerts, noSetup).map((step) => step.key)).not.toContain('setUpProAlerts');
  });
});
