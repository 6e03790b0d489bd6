import { REFRESH_TOKEN_KEY, SESSION_EXPIRES_AT_KEY } from '@/shared/config/storage-keys';
import { type StoredSession, writeStoredSession } from '@/shared/lib/session';
import type { SignInResult } from './identity-client';
import { decodeTokenClaims } from './jwt';

/** The session a sign-in result makes: the access token's email_verified, else the id token's. */
export function sessionFromResult(result: SignInResult): StoredSession {
  const claims = decodeTokenClaims(result.accessToken);
  const emailVerified = claims?.email_verified ?? result.idTokenPayload?.email_verified ?? false;
  return { accessToken: result.accessToken, emailVerified };
}

/** When the access token expires (epoch ms): its exp claim, else now plus expires_in. */
export function expiryFromResult(result: SignInResult, now: number): number | null {
  const exp = decodeTokenClaims(result.accessToken)?.exp;
  if (exp !== undefined) {
    return exp * 1000;
  }
  return result.expiresIn > 0 ? now + result.expiresIn * 1000 : null;
}

/** Keeps a sign-in or refresh result: the spec's session plus the refresh token and expiry. */
export function storeSignInResult(result: SignInResult, now = Date.now()): StoredSession {
  const session = sessionFromResult(result);
  writeStoredSession(session);
  try {
    if (result.refreshToken !== null) {
      localStorage.setItem(REFRESH_TOKEN_KEY, result.refreshToken);
    }
    const expiresAt = expiryFromResult(result, now);
    if (expiresAt === null) {
      localStorage.removeItem(SESSION_EXPIRES_AT_KEY);
    } else {
      localStorage.setItem(SESSION_EXPIRES_AT_KEY, String(expiresAt));
    }
  } catch (error) {
    console.error('Could not store the refresh token', error);
  }
  return session;
}

export function readRefreshToken(): string | null {
  try {
    return localStorage.getItem(REFRESH_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The stored expiry (epoch ms), else the access token's exp claim, else null (unknown). */
export function readExpiresAt(accessToken: string): number | null {
  try {
    const stored = Number(localStorage.getItem(SESSION_EXPIRES_AT_KEY));
    if (Number.isFinite(stored) && stored > 0) {
      return stored;
    }
  } catch {
    // Fall through to the token itself.
  }
  const exp = decodeTokenClaims(accessToken)?.exp;
  return exp === undefined ? null : exp * 1000;
}
