import { describe, expect, it } from 'vitest';
import { isBusinessArea, isHomeownerArea, usesReducedHeader } from './layout-rules';

describe('usesReducedHeader', () => {
  it.each([
    '/email-verify',
    '/agreement-check',
    '/sign-up',
    '/sign-up/accept-invite',
    '/company/application',
    '/company/application/status',
    // The spec's rule is "contains /company/application", which the update page does too.
    '/company/application/update',
  ])('reduces the header on %s', (path) => {
    expect(usesReducedHeader(path)).toBe(true);
  });

  it.each([
    '/',
    '/mybusiness/home',
    '/mybusiness/company/contact',
    '/products/downloads/proseries',
    '/profile',
    '/sign-in',
  ])('keeps the full header on %s', (path) => {
    expect(usesReducedHeader(path)).toBe(false);
  });
});

describe('usesReducedHeader for blocked members', () => {
  it.each(['INACTIVE', 'ARCHIVED'] as const)(
    'reduces the header everywhere for a %s member',
    (status) => {
      expect(usesReducedHeader('/mybusiness/home', status)).toBe(true);
      expect(usesReducedHeader('/profile', status)).toBe(true);
    },
  );

  it.each(['ACTIVE', 'PENDING', null, undefined] as const)(
    'keeps it full for status %s',
    (status) => {
      expect(usesReducedHeader('/mybusiness/home', status)).toBe(false);
    },
  );
});

describe('isBusinessArea', () => {
  it('covers /mybusiness and its onboarding mirror', () => {
    expect(isBusinessArea('/mybusiness')).toBe(true);
    expect(isBusinessArea('/mybusiness/customers')).toBe(true);
    expect(isBusinessArea('/onboarding/home')).toBe(true);
  });

  it('leaves out other areas and look-alike paths', () => {
    expect(isBusinessArea('/profile')).toBe(false);
    expect(isBusinessArea('/mybusinesses')).toBe(false);
    expect(isBusinessArea('/products/downloads/proseries')).toBe(false);
  });
});

describe('isHomeownerArea', () => {
  it.each(['/home-app', '/home-app/sign-up', '/home-app/invites/abc', '/home-app/homes/a/b'])(
    'covers %s',
    (path) => {
      expect(isHomeownerArea(path)).toBe(true);
    },
  );

  it.each(['/', '/home-apps', '/mybusiness/home', '/sign-up'])('leaves out %s', (path) => {
    expect(isHomeownerArea(path)).toBe(false);
  });
});
