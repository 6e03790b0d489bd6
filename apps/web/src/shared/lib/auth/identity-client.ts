import {
  AUTH_AUDIENCE,
  AUTH_CLIENT_ID,
  AUTH_CONNECTION,
  AUTH_SCOPE,
  IDENTITY_BASE_URL,
  PASSWORD_REALM_GRANT,
} from '@/shared/config/identity';
import { readJson } from '../read-json';
import { withCaptchaRetry } from './captcha-retry';
import { toIdentityError } from './identity-error';
import { decodeTokenClaims, type TokenClaims } from './jwt';
import { randomState } from './redirect-state';

/** The sign-in result of spec 000 §3 (the fields a password sign-in yields). */
export interface SignInResult {
  accessToken: string;
  idToken: string;
  idTokenPayload: TokenClaims | null;
  refreshToken: string | null;
  /** Seconds. */
  expiresIn: number;
  tokenType: string;
  scope: string;
}

/** POSTs JSON to the provider; throws IdentityError for a non-2xx answer. */
export async function postToIdentity(path: string, payload: unknown): Promise<unknown> {
  const response = await fetch(`${IDENTITY_BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = await readJson(response);
  if (!response.ok) {
    throw toIdentityError(response.status, response.statusText, body);
  }
  return body;
}

function toSignInResult(body: unknown): SignInResult {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (typeof fields.access_token !== 'string') {
    // Auth0's own name for an answer without the tokens it must carry (spec 001 §8).
    throw toIdentityError(0, 'invalid_hash', body);
  }
  const idToken = typeof fields.id_token === 'string' ? fields.id_token : '';
  return {
    accessToken: fields.access_token,
    idToken,
    idTokenPayload: idToken === '' ? null : decodeTokenClaims(idToken),
    refreshToken: typeof fields.refresh_token === 'string' ? fields.refresh_token : null,
    expiresIn: typeof fields.expires_in === 'number' ? fields.expires_in : 0,
    tokenType: typeof fields.token_type === 'string' ? fields.token_type : 'Bearer',
    scope: typeof fields.scope === 'string' ? fields.scope : '',
  };
}

/**
 * Realm login with email and password (spec 001 §7.20); a captcha error asks for a new challenge
 * and tries again, then gives up with BYPASS_CAPTCHA (spec 000 §4).
 */
export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  // The challenge endpoint skips a call without a state; one per sign-in ties its retries together.
  const state = randomState();
  const body = await withCaptchaRetry(
    () =>
      postToIdentity('/oauth/token', {
        grant_type: PASSWORD_REALM_GRANT,
        realm: AUTH_CONNECTION,
        username: email,
        password,
        client_id: AUTH_CLIENT_ID,
        audience: AUTH_AUDIENCE,
        scope: AUTH_SCOPE,
      }),
    () => postToIdentity('/usernamepassword/challenge', { state }),
  );
  return toSignInResult(body);
}

/** Trades a refresh token for new tokens; the answer carries a new refresh token (rotation). */
export async function refreshWithToken(refreshToken: string): Promise<SignInResult> {
  const body = await postToIdentity('/oauth/token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: AUTH_CLIENT_ID,
  });
  return toSignInResult(body);
}

/** Mails a password-reset link; the provider answers alike for known and unknown emails. */
export async function requestPasswordReset(email: string): Promise<void> {
  await postToIdentity('/dbconnections/change_password', {
    client_id: AUTH_CLIENT_ID,
    email,
    connection: AUTH_CONNECTION,
  });
}

/** The provider's logout, which returns to our sign-in page. */
export function logoutUrl(origin: string): string {
  const query = new URLSearchParams({ client_id: AUTH_CLIENT_ID, returnTo: `${origin}/sign-in` });
  return `${IDENTITY_BASE_URL}/v2/logout?${query.toString()}`;
}
