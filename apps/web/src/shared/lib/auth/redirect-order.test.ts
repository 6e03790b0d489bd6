import { describe, expect, it } from 'vitest';
import { postLoginDecision, type RedirectFacts } from './redirect-order';

// An approved member of an active company with nothing pending: the order lets them be.
const member: RedirectFacts = {
  pathname: '/mybusiness/home',
  emailVerified: true,
  accountStatus: 'ACTIVE',
  userStatus: 'ACTIVE',
  partnerUsersLength: 1,
  isOwnerAdmin: false,
  isPlatformAdmin: false,
  inviteStatus: undefined,
  inviteId: undefined,
  consentRequired: false,
  agreementCheck: true,
};

// A signed-up user who belongs to no company yet.
const newcomer: RedirectFacts = {
  ...member,
  accountStatus: undefined,
  userStatus: undefined,
  partnerUsersLength: 0,
};

function decide(facts: Partial<RedirectFacts>, base: RedirectFacts = member) {
  return postLoginDecision({ ...base, ...facts });
}

const to = (path: string) => ({ kind: 'redirect', to: path });
const stay = { kind: 'stay' };

describe('the post-login redirect order (spec 000 §4)', () => {
  describe('1: invite id, status not null, no partner users → accept-invite', () => {
    it('sends a newcomer with a remembered invite to accept it', () => {
      expect(decide({ inviteId: 'a|b c' }, newcomer)).toEqual(
        to('/sign-up/accept-invite?invite=a%7Cb+c'),
      );
    });

    it('comes before the email check', () => {
      expect(decide({ inviteId: 'token', emailVerified: false }, newcomer)).toEqual(
        to('/sign-up/accept-invite?invite=token'),
      );
    });

    it('does not apply to a member of a company or without an invite', () => {
      expect(decide({ inviteId: 'token' })).toEqual(stay);
      expect(decide({}, newcomer)).toEqual(to('/company/application'));
    });

    it('does not apply when the status is null', () => {
      expect(decide({ inviteId: 'token', accountStatus: null }, newcomer)).toEqual(stay);
    });

    it('leaves a user on the accept-invite page', () => {
      expect(decide({ inviteId: 'token', pathname: '/sign-up/accept-invite' }, newcomer)).toEqual(
        stay,
      );
    });
  });

  describe('2: email not verified and status not null → email-verify', () => {
    it.each([
      ['an active member', member],
      ['a newcomer', newcomer],
    ])('sends %s with an unverified email to /email-verify', (_name, base) => {
      expect(decide({ emailVerified: false }, base)).toEqual(to('/email-verify'));
    });

    it('lets an unverified user stay on /email-verify', () => {
      expect(decide({ emailVerified: false, pathname: '/email-verify' })).toEqual(stay);
    });

    it('does not apply when the status is null (rule 3 decides)', () => {
      expect(decide({ emailVerified: false, accountStatus: null, isOwnerAdmin: true })).toEqual(
        to('/company/application/update'),
      );
    });
  });

  describe('3: status null and owner/admin → company application update', () => {
    it('sends the owner of an unsubmitted application to update it', () => {
      expect(decide({ accountStatus: null, isOwnerAdmin: true })).toEqual(
        to('/company/application/update'),
      );
    });

    it('leaves them there', () => {
      expect(
        decide({
          accountStatus: null,
          isOwnerAdmin: true,
          pathname: '/company/application/update',
        }),
      ).toEqual(stay);
    });

    it('does not apply to a member who is not owner or admin', () => {
      expect(decide({ accountStatus: null, isOwnerAdmin: false })).toEqual(stay);
    });
  });

  describe('4: status not null, no partner users, no invite status → company application', () => {
    it('sends a newcomer to apply', () => {
      expect(decide({}, newcomer)).toEqual(to('/company/application'));
    });

    it('leaves them on the application form', () => {
      expect(decide({ pathname: '/company/application' }, newcomer)).toEqual(stay);
    });

    it('sends them from the status page to apply (the status page is not a sub-path here)', () => {
      expect(decide({ pathname: '/company/application/status' }, newcomer)).toEqual(
        to('/company/application'),
      );
    });

    it.each(['PENDING', 'REQUESTED', 'REJECTED'] as const)(
      'does not apply with invite status %s',
      (inviteStatus) => {
        const decision = decide({ inviteStatus }, newcomer);
        expect(decision).not.toEqual(to('/company/application'));
      },
    );
  });

  describe('a platform administrator without a company → /admin, their home', () => {
    const administrator = { ...newcomer, isPlatformAdmin: true };

    it.each(['/mybusiness/home', '/company/application', '/products/downloads/proseries'])(
      'sends them from %s to /admin',
      (pathname) => {
        expect(decide({ pathname }, administrator)).toEqual(to('/admin'));
      },
    );

    it('leaves them in /admin and on their profile', () => {
      expect(decide({ pathname: '/admin/companies/c1' }, administrator)).toEqual(stay);
      expect(decide({ pathname: '/profile' }, administrator)).toEqual(stay);
    });

    it('lets one who is also a member of a company use its pages', () => {
      expect(decide({ isPlatformAdmin: true })).toEqual(stay);
    });
  });

  describe('5: status ARCHIVED, PENDING or INACTIVE, or invite REJECTED or REQUESTED → status', () => {
    it.each(['ARCHIVED', 'PENDING', 'INACTIVE'] as const)('account status %s', (accountStatus) => {
      expect(decide({ accountStatus })).toEqual(to('/company/application/status'));
    });

    it.each(['REJECTED', 'REQUESTED'] as const)('invite status %s', (inviteStatus) => {
      expect(decide({ inviteStatus }, newcomer)).toEqual(to('/company/application/status'));
    });

    it('a pending invite (PENDING) sends a newcomer nowhere', () => {
      expect(decide({ inviteStatus: 'PENDING' }, newcomer)).toEqual(stay);
    });

    it('leaves them on the status page, and lets them update the application from there', () => {
      expect(
        decide({ accountStatus: 'INACTIVE', pathname: '/company/application/status' }),
      ).toEqual(stay);
      expect(
        decide({ accountStatus: 'INACTIVE', pathname: '/company/application/update' }),
      ).toEqual(stay);
    });

    it('keeps them from the application form', () => {
      expect(decide({ accountStatus: 'PENDING', pathname: '/company/application' })).toEqual(
        to('/company/application/status'),
      );
    });
  });

  describe('ACTIVE accounts', () => {
    it('stay where they are', () => {
      expect(decide({})).toEqual(stay);
      expect(decide({ pathname: '/mybusiness/customers' })).toEqual(stay);
    });

    it('go to agreement-check when consent is required and the flag is on', () => {
      expect(decide({ consentRequired: true })).toEqual(to('/agreement-check'));
      expect(decide({ consentRequired: true, pathname: '/agreement-check' })).toEqual(stay);
    });

    it('stay when the flag AGREEMENT_CHECK is off', () => {
      expect(decide({ consentRequired: true, agreementCheck: false })).toEqual(stay);
    });

    it('only an ACTIVE account is sent to the agreement', () => {
      expect(decide({ consentRequired: true, accountStatus: 'PENDING' })).toEqual(
        to('/company/application/status'),
      );
    });
  });

  describe('blocked members (INACTIVE or ARCHIVED user status)', () => {
    it.each(['INACTIVE', 'ARCHIVED'] as const)(
      '%s sees access-denied instead of content',
      (userStatus) => {
        expect(decide({ userStatus })).toEqual({ kind: 'accessDenied' });
      },
    );

    it('a redirect still wins, and its page shows', () => {
      expect(decide({ userStatus: 'INACTIVE', accountStatus: 'INACTIVE' })).toEqual(
        to('/company/application/status'),
      );
      expect(
        decide({
          userStatus: 'INACTIVE',
          accountStatus: 'INACTIVE',
          pathname: '/company/application/status',
        }),
      ).toEqual(stay);
    });
  });

  describe('exempt paths', () => {
    it.each(['/profile', '/profile/notifications', '/sign-out', '/admin', '/admin/companies/1'])(
      '%s is never redirected',
      (pathname) => {
        expect(decide({ pathname, emailVerified: false })).toEqual(stay);
        expect(decide({ pathname }, newcomer)).toEqual(stay);
        expect(decide({ pathname, userStatus: 'ARCHIVED' })).toEqual(stay);
      },
    );

    it('a look-alike path is not exempt', () => {
      expect(decide({ pathname: '/profiles' }, newcomer)).toEqual(to('/company/application'));
    });
  });
});
