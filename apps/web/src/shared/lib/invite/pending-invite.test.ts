import { describe, expect, it } from 'vitest';
import { postLoginDecision, type RedirectFacts } from '@/shared/lib/auth/redirect-order';
import {
  forgetPendingInvite,
  inviteForRedirect,
  readPendingInvite,
  rememberPendingInvite,
} from './pending-invite';

const newcomer: RedirectFacts = {
  pathname: '/mybusiness/home',
  emailVerified: false,
  accountStatus: undefined,
  userStatus: undefined,
  partnerUsersLength: 0,
  isOwnerAdmin: false,
  isPlatformAdmin: false,
  inviteStatus: undefined,
  inviteId: undefined,
  consentRequired: false,
  agreementCheck: false,
};

describe('the remembered invite and redirect order item 1', () => {
  it('is stored under pendingInvite until forgotten', () => {
    rememberPendingInvite('token-1');
    expect(localStorage.getItem('pendingInvite')).toBe('token-1');
    expect(readPendingInvite()).toBe('token-1');
    forgetPendingInvite();
    expect(readPendingInvite()).toBeUndefined();
  });

  it('an unverified newcomer with a remembered invite goes to accept it, not to email-verify', () => {
    const inviteId = inviteForRedirect('/mybusiness/home', '', 'token-1');
    expect(postLoginDecision({ ...newcomer, inviteId })).toEqual({
      kind: 'redirect',
      to: '/sign-up/accept-invite?invite=token-1',
    });
  });

  it('on the accept-invite page the invite in its address counts, so email-verify waits', () => {
    const pathname = '/sign-up/accept-invite';
    const inviteId = inviteForRedirect(pathname, '?invite=token-2', undefined);
    expect(inviteId).toBe('token-2');
    expect(postLoginDecision({ ...newcomer, pathname, inviteId })).toEqual({ kind: 'stay' });
  });

  it('without an invite, an unverified user goes to email-verify', () => {
    const inviteId = inviteForRedirect('/mybusiness/home', '?invite=ignored', undefined);
    expect(inviteId).toBeUndefined();
    expect(postLoginDecision({ ...newcomer, inviteId })).toEqual({
      kind: 'redirect',
      to: '/email-verify',
    });
  });

  it('a user sent to apply may ask to join a company instead', () => {
    expect(
      postLoginDecision({
        ...newcomer,
        emailVerified: true,
        pathname: '/company/application/join',
      }),
    ).toEqual({ kind: 'stay' });
  });
});
