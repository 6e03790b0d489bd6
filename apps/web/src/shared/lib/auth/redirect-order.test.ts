import { describe, expect, it } from 'vitest';
import { requiredRedirect } from './redirect-order';

describe('the post-login redirect order (spec 000 §4)', () => {
  it('sends an unverified email to /email-verify', () => {
    expect(requiredRedirect({ pathname: '/mybusiness/home', emailVerified: false })).toBe(
      '/email-verify',
    );
  });

  it('lets an unverified user stay on /email-verify, and a verified one anywhere', () => {
    expect(requiredRedirect({ pathname: '/email-verify', emailVerified: false })).toBeNull();
    expect(requiredRedirect({ pathname: '/mybusiness/home', emailVerified: true })).toBeNull();
  });
});
