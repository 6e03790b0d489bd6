import type { ParseKeys, TFunction } from 'i18next';
import { IdentityError } from './identity-error';

/** Translates a validation message key (the schemas in shared/lib/auth/validation.ts). */
export function fieldMessage(t: TFunction, key: string | undefined): string | undefined {
  return key === undefined ? undefined : t(key as ParseKeys<'common'>);
}

/**
 * Errors this client raises itself, not the provider: their descriptions are for developers, so
 * the banner says in the user's language what to do instead.
 */
const CLIENT_ERROR_KEYS: ReadonlyMap<string, ParseKeys<'common'>> = new Map([
  ['BYPASS_CAPTCHA', 'signIn.captchaFailed'],
  ['invalid_token', 'signIn.stateMismatch'],
]);

/**
 * Provider errors about what the user typed or did (a wrong password, too many attempts, a weak
 * password, a blocked user): their description tells the user what to change.
 */
const USER_ERRORS: ReadonlySet<string> = new Set([
  'invalid_grant',
  'too_many_attempts',
  'unauthorized',
  'invalid_password',
  'password_leaked',
  'user_exists',
  'username_exists',
]);

/**
 * The sign-in error banner (spec 000 §8): for an error of the user's the provider's description,
 * else its message; for status 400 (the form's input) the sign-in error prefix plus the
 * description. Anything else the user did not cause (an unknown client or audience, the service
 * failing or out of reach) says in the user's language that signing in is unavailable: its
 * description is for developers.
 */
export function identityErrorText(
  t: TFunction,
  error: unknown,
  prefixKey: 'signIn.errorMessage' | 'signUp.errorMessage' = 'signIn.errorMessage',
): string {
  if (!(error instanceof IdentityError)) {
    return t('signIn.unavailable');
  }
  const clientKey = CLIENT_ERROR_KEYS.get(error.message);
  if (clientKey !== undefined) {
    return t(clientKey);
  }
  if (error.statusCode === 400) {
    return `${t(prefixKey)} ${error.description}`.trim();
  }
  if (USER_ERRORS.has(error.message)) {
    return error.description || error.message;
  }
  return t('signIn.unavailable');
}
