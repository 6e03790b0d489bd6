import { IDENTITY_STATE_KEY } from '@/shared/config/storage-keys';
import { IdentityError } from './identity-error';

/**
 * The `state` of a redirect to the identity provider (spec 000 §4): made and stored before the
 * redirect, compared with the one the result brings back, so a result this tab did not ask for
 * (a forged or replayed callback) is refused with invalid_token as Auth0's library refuses it.
 *
 * The portal signs in and signs up in its own forms (the password realm and
 * /dbconnections/signup), so no screen leaves for the provider and comes back today: a flow that
 * does (the provider's hosted pages) calls `createRedirectState` before it leaves and
 * `verifyRedirectState` before it reads the result. Sign-in's captcha challenges share one
 * `randomState`.
 */

/** 32 random bytes, base64url: unguessable, and safe in a URL without escaping. */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A new state, stored for the check when the result comes back; send it with the redirect. */
export function createRedirectState(): string {
  const state = randomState();
  sessionStorage.setItem(IDENTITY_STATE_KEY, state);
  return state;
}

/**
 * Throws invalid_token unless `returned` is the stored state. The stored state is removed first,
 * whatever the outcome, so a result can be accepted once only.
 */
export function verifyRedirectState(returned: string | null | undefined): void {
  const stored = sessionStorage.getItem(IDENTITY_STATE_KEY);
  sessionStorage.removeItem(IDENTITY_STATE_KEY);
  if (stored === null || returned !== stored) {
    // Status 0: the provider answered nothing wrong; the check in this browser failed.
    throw new IdentityError('invalid_token', '`state` does not match.', 0);
  }
}
