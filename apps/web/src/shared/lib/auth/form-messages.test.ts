import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/lib/i18n/i18n';
import { identityErrorText } from './form-messages';
import { IdentityError, toIdentityError } from './identity-error';

const t = i18n.t.bind(i18n);

describe('the sign-in banner for errors the client raises itself', () => {
  it('asks to try again later after BYPASS_CAPTCHA, even with status 400', () => {
    const error = new IdentityError('BYPASS_CAPTCHA', 'refused 3 times', 400);
    expect(identityErrorText(t, error)).toBe(
      'We could not confirm that you are a person. Wait a moment, then try signing in again.',
    );
  });

  it('asks to sign in again after a state mismatch', () => {
    const error = new IdentityError('invalid_token', '`state` does not match.', 0);
    expect(identityErrorText(t, error)).toBe(
      'We could not confirm this sign-in. Please sign in again.',
    );
  });

  it('still shows a provider error that happens to share an object key', () => {
    const error = new IdentityError('constructor', 'Something odd.', 400);
    expect(identityErrorText(t, error)).toBe('Sign-in failed: Something odd.');
  });
});

describe('the sign-in banner for errors the user did not cause', () => {
  const unavailable = 'Signing in is not available right now. Please try again in a few minutes.';

  it.each([
    [
      'an unknown audience',
      toIdentityError(403, 'Forbidden', {
        error: 'access_denied',
        error_description: 'Service not found: http://127.0.0.1:8080/api',
      }),
    ],
    [
      'an unknown client',
      toIdentityError(401, 'Unauthorized', {
        error: 'access_denied',
        error_description: 'Unauthorized',
      }),
    ],
    [
      'a failing service',
      toIdentityError(500, 'Internal Server Error', {
        error: 'server_error',
        error_description: 'relation "users" does not exist',
      }),
    ],
    ['a proxy page', toIdentityError(502, 'Bad Gateway', '<html>Bad Gateway</html>')],
    ['an answer without tokens', toIdentityError(0, 'invalid_hash', {})],
    ['an unreachable service', new TypeError('Failed to fetch')],
  ])('says signing in is unavailable for %s, never its raw text', (_case, error) => {
    expect(identityErrorText(t, error)).toBe(unavailable);
  });

  it('keeps the description of what the user did', () => {
    const wrong = toIdentityError(403, 'Forbidden', {
      error: 'invalid_grant',
      error_description: 'Wrong email or password.',
    });
    expect(identityErrorText(t, wrong)).toBe('Wrong email or password.');
  });
});
