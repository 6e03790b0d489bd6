import type { ProgramEnrollment, Viewer, ViewerPartnerUser } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { isBlockedUser, viewerFacts } from './viewer-facts';

const ACCOUNT_ID = '6f1c2b3a-0000-4000-8000-000000000002';

function membership(overrides: Partial<ViewerPartnerUser> = {}): ViewerPartnerUser {
  return {
    id: '6f1c2b3a-0000-4000-8000-000000000001',
    status: 'ACTIVE',
    roles: ['OWNER'],
    partnerAccount: {
      id: ACCOUNT_ID,
      name: 'Northwind HVAC',
      status: 'ACTIVE',
      partnerProgramEnrollments: [],
    },
    ...overrides,
  };
}

function viewer(partnerUsers: ViewerPartnerUser[], overrides: Partial<Viewer> = {}): Viewer {
  return {
    id: '6f1c2b3a-0000-4000-8000-000000000000',
    firstName: 'Ada',
    lastName: 'Pro',
    photoUrl: null,
    countryCode: 'US',
    contactEmail: null,
    locale: 'en',
    consentRequired: false,
    partnerUsers,
    ...overrides,
  };
}

function enrolled(
  program: string,
  subscriptionStatus: ProgramEnrollment['subscriptionStatus'],
): ViewerPartnerUser {
  const base = membership();
  return {
    ...base,
    partnerAccount: {
      ...base.partnerAccount,
      partnerProgramEnrollments: [
        { partnerProgram: { name: program }, subscriptionStatus, purchaseDate: null },
      ],
    },
  };
}

describe('viewerFacts (spec 000 §3)', () => {
  it('without a viewer: it does not exist and nothing is allowed', () => {
    const facts = viewerFacts(undefined);
    expect(facts.viewerExists).toBe(false);
    expect(facts.accountStatus).toBeUndefined();
    expect(facts.partnerUsersLength).toBe(0);
    expect(facts.isOwnerAdmin).toBe(false);
    expect(facts.consentRequired).toBe(false);
  });

  it('a user of no company: accountStatus undefined, not null', () => {
    const facts = viewerFacts(viewer([]));
    expect(facts.viewerExists).toBe(true);
    expect(facts.accountStatus).toBeUndefined();
    expect(facts.userStatus).toBeUndefined();
    expect(facts.partnerAccountId).toBeUndefined();
    expect(facts.partnerUsersLength).toBe(0);
  });

  it('an unsubmitted application: accountStatus null', () => {
    const base = membership();
    const facts = viewerFacts(
      viewer([{ ...base, partnerAccount: { ...base.partnerAccount, status: null } }]),
    );
    expect(facts.accountStatus).toBeNull();
  });

  it('reads the first membership: statuses, account id, consent and country', () => {
    const facts = viewerFacts(
      viewer([membership({ status: 'INACTIVE' }), membership({ roles: ['GUEST'] })], {
        consentRequired: true,
        countryCode: 'GB',
      }),
    );
    expect(facts.id).toBe('6f1c2b3a-0000-4000-8000-000000000000');
    expect(facts.accountStatus).toBe('ACTIVE');
    expect(facts.userStatus).toBe('INACTIVE');
    expect(facts.partnerAccountId).toBe(ACCOUNT_ID);
    expect(facts.partnerUsersLength).toBe(2);
    expect(facts.consentRequired).toBe(true);
    expect(facts.countryCode).toBe('GB');
  });

  it.each([
    [['OWNER'], { isOwnerAdmin: true, isOwner: true, isAdmin: false, isTechnician: false }],
    [['COMPANY_ADMIN'], { isOwnerAdmin: true, isOwner: false, isAdmin: true, isTechnician: false }],
    [['TECHNICIAN'], { isOwnerAdmin: false, isOwner: false, isAdmin: false, isTechnician: true }],
    [['MEMBER'], { isOwnerAdmin: false, isOwner: false, isAdmin: false, isTechnician: false }],
  ] as const)('roles %j', (roles, expected) => {
    expect(viewerFacts(viewer([membership({ roles: [...roles] })]))).toMatchObject(expected);
  });

  it('takes the invite status as given (issue 5 supplies it)', () => {
    expect(viewerFacts(viewer([])).inviteStatus).toBeUndefined();
    expect(viewerFacts(viewer([]), 'REQUESTED').inviteStatus).toBe('REQUESTED');
  });

  it('program flags need an ACTIVE subscription of the named program', () => {
    const branding = viewerFacts(viewer([enrolled('Homeowner App Branding', 'ACTIVE')]));
    expect(branding.hasActivePartnerBrandProfile).toBe(true);
    expect(branding.hasActiveProAlerts).toBe(false);
    expect(branding.hasBrandOrFirstAlertProfile).toBe(true);

    const alerts = viewerFacts(viewer([enrolled('Pro Alerts', 'ACTIVE')]));
    expect(alerts.hasActiveProAlerts).toBe(true);
    expect(alerts.hasActivePartnerBrandProfile).toBe(false);
    expect(alerts.hasBrandOrFirstAlertProfile).toBe(true);

    const lapsed = viewerFacts(viewer([enrolled('Pro Alerts', 'EXPIRED')]));
    expect(lapsed.hasActiveProAlerts).toBe(false);
    expect(lapsed.hasBrandOrFirstAlertProfile).toBe(false);
  });
});

describe('isBlockedUser', () => {
  it.each([
    ['INACTIVE', true],
    ['ARCHIVED', true],
    ['ACTIVE', false],
    ['PENDING', false],
    [null, false],
    [undefined, false],
  ] as const)('%s → %s', (userStatus, blocked) => {
    expect(isBlockedUser({ userStatus })).toBe(blocked);
  });
});
