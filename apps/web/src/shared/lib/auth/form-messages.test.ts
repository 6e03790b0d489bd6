import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/lib/i18n/i18n';
import { identityErrorText } from './form-messages';
import { IdentityError } from './identity-error';

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
    const error = new IdentityError('constructor', 'Something odd.', 500);
    expect(identityErrorText(t, error)).toBe('Something odd.');
  });
});
