import { CAPTCHA_MAX_RETRIES } from '@/shared/config/constants';
import { IdentityError } from './identity-error';

/** Auth0's codes for a captcha that was required but missing, or answered wrongly. */
const CAPTCHA_ERROR_CODES: ReadonlySet<string> = new Set(['invalid_captcha', 'requires_captcha']);

function isCaptchaError(error: unknown): error is IdentityError {
  return error instanceof IdentityError && CAPTCHA_ERROR_CODES.has(error.message);
}

/**
 * Runs `attempt`; when the provider answers a captcha error, asks it for a new challenge with
 * `renewChallenge` and tries again, as Auth0's library reloads the captcha, up to
 * CAPTCHA_MAX_RETRIES times (spec 000 §4, §9). Then it gives up with BYPASS_CAPTCHA
 * (spec 001 §8) rather than loop against a provider that keeps refusing. Any other error is not
 * the captcha's doing, so it passes through at once, unchanged.
 */
export async function withCaptchaRetry<T>(
  attempt: () => Promise<T>,
  renewChallenge: () => Promise<unknown>,
): Promise<T> {
  for (let retries = 0; ; retries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isCaptchaError(error)) {
        throw error;
      }
      if (retries >= CAPTCHA_MAX_RETRIES) {
        throw new IdentityError(
          'BYPASS_CAPTCHA',
          `The identity provider still refused the captcha after ${CAPTCHA_MAX_RETRIES} retries (last: ${error.message}).`,
          error.statusCode,
        );
      }
      await renewChallenge();
    }
  }
}
