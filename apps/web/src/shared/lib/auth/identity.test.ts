import { describe, expect, it, vi } from 'vitest';
import { resolveMockMode } from '@/shared/config/identity';
import { i18n } from '@/shared/lib/i18n/i18n';
import { fakeAccessToken } from '@/test/session';
import { identityErrorText } from './form-messages';
import { toIdentityError } from './identity-error';
import { decodeTokenClaims } from './jwt';
import { expiryFromResult, sessionFromResult, storeSignInResult } from './token-store';

const t = i18n.t.bind(i18n);

describe('identity-provider errors (spec 000 §3, §8)', () => {
  it('reads Auth0 oauth and dbconnections answers', () => {
    const oauth = toIdentityError(403, 'Forbidden', {
      error: 'invalid_grant',
      error_description: 'Wrong email or password.',
    });
    expect([oauth.message, oauth.description, oauth.statusCode]).toEqual([
      'invalid_grant',
      'Wrong email or password.',
      403,
    ]);
    const signup = toIdentityError(400, 'Bad Request', {
      code: 'invalid_password',
      description: 'Password is too weak',
    });
    expect([signup.message, signup.description]).toEqual([
      'invalid_password',
      'Password is too weak',
    ]);
    expect(toIdentityError(502, 'Bad Gateway', '<html>').message).toBe('Bad Gateway');
  });

  it('shows the description, and for 400 the sign-in prefix plus the description', () => {
    expect(
      identityErrorText(
        t,
        toIdentityError(403, '', {
          error: 'invalid_grant',
          error_description: 'Wrong email or password.',
        }),
      ),
    ).toBe('Wrong email or password.');
    expect(identityErrorText(t, toIdentityError(429, '', { error: 'too_many_attempts' }))).toBe(
      'too_many_attempts',
    );
    expect(
      identityErrorText(
        t,
        toIdentityError(400, '', { error: 'invalid_request', error_description: 'Missing realm.' }),
      ),
    ).toBe('Sign-in failed: Missing realm.');
    expect(identityErrorText(t, new TypeError('Failed to fetch'))).toBe(
      'Signing in is not available right now. Please try again in a few minutes.',
    );
  });
});

describe('tokens and the stored session', () => {
  const exp = 2_000_000_000;
  const result = {
    accessToken: fakeAccessToken({ exp, email_verified: false }),
    idToken: fakeAccessToken({ email: 'a@b.example', email_verified: true }),
    idTokenPayload: null,
    refreshToken: 'refresh-1',
    expiresIn: 86_400,
    tokenType: 'Bearer',
    scope: 'openid profile email offline_access',
  };

  it('decodes claims, and nothing from a value that is not a JWT', () => {
    expect(decodeTokenClaims(result.accessToken)).toEqual({ exp, email_verified: false });
    expect(decodeTokenClaims('not-a-jwt')).toBeNull();
    expect(decodeTokenClaims('a.%%%.c')).toBeNull();
  });

  it('takes email_verified from the access token and the expiry from exp', () => {
    expect(sessionFromResult(result)).toEqual({
      accessToken: result.accessToken,
      emailVerified: false,
    });
    expect(expiryFromResult(result, 0)).toBe(exp * 1000);
    expect(expiryFromResult({ ...result, accessToken: 'opaque' }, 1_000)).toBe(86_401_000);
  });

  it('stores exactly { accessToken, emailVerified } under session, the rest beside it', () => {
    storeSignInResult(result);
    expect(JSON.parse(localStorage.getItem('session') ?? '')).toEqual({
      accessToken: result.accessToken,
      emailVerified: false,
    });
    expect(localStorage.getItem('sessionRefreshToken')).toBe('refresh-1');
    expect(localStorage.getItem('sessionExpiresAt')).toBe(String(exp * 1000));
  });
});

describe('mock mode (spec 000 §1)', () => {
  it('is off unless asked for, and refused in production with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveMockMode(undefined, false)).toBe(false);
    expect(resolveMockMode('false', false)).toBe(false);
    expect(resolveMockMode('true', false)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    expect(resolveMockMode('true', true)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
