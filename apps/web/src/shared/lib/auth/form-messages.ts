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
 * The sign-in error banner (spec 000 §8): the provider's description, else its message; for
 * status 400 the sign-in error prefix plus the description. Not a provider answer at all (the
 * network failed): the generic error text.
 */
export function identityErrorText(
  t: TFunction,
  error: unknown,
  prefixKey: 'signIn.errorMessage' | 'signUp.errorMessage' = 'signIn.errorMessage',
): string {
  if (!(error instanceof IdentityError)) {
    return t('error.description');
  }
  const clientKey = CLIENT_ERROR_KEYS.get(error.message);
  if (clientKey !== undefined) {
    return t(clientKey);
  }
  if (error.statusCode === 400) {
    return `${t(prefixKey)} ${error.description}`.trim();
  }
  return error.description || error.message || t('error.description');
}
