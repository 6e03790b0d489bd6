import {
  GLOBAL_BANNER_KEY,
  LAST_ACTIVITY_KEY,
  REFRESH_TOKEN_KEY,
  SESSION_EXPIRES_AT_KEY,
  SESSION_KEY,
  STATUS_BANNER_CLOSED_KEY,
} from '@/shared/config/storage-keys';
import { i18n } from '@/shared/lib/i18n/i18n';

/** The session kept in localStorage under 'session' (spec 000 §3). */
export interface StoredSession {
  accessToken: string;
  emailVerified: boolean;
}

/** A stored session that is not the JSON the portal writes; its message is translated (spec 000 §8). */
export class CorruptSessionError extends Error {
  constructor(options?: ErrorOptions) {
    super(i18n.t('error.description'), options);
    this.name = 'CorruptSessionError';
  }
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const candidate = value as Record<string, unknown>;
  return typeof candidate.accessToken === 'string' && typeof candidate.emailVerified === 'boolean';
}

/** Parses the stored value: null when there is none, CorruptSessionError when it is not a session. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (raw === null || raw === '') {
    return null;
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (cause) {
    throw new CorruptSessionError({ cause });
  }
  if (!isStoredSession(value)) {
    throw new CorruptSessionError();
  }
  return value;
}

/** The bearer token to send: the stored access token, or '' when signed out (spec 000 §7). */
export function accessTokenFrom(raw: string | null): string {
  return parseStoredSession(raw)?.accessToken ?? '';
}

export function readStoredAccessToken(): string {
  return accessTokenFrom(localStorage.getItem(SESSION_KEY));
}

/** The stored session; throws CorruptSessionError when it is unreadable. */
export function readStoredSession(): StoredSession | null {
  return parseStoredSession(localStorage.getItem(SESSION_KEY));
}

/** Keeps a session; storage failures are only logged (spec 000 §8). */
export function writeStoredSession(session: StoredSession): void {
  try {
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ accessToken: session.accessToken, emailVerified: session.emailVerified }),
    );
  } catch (error) {
    console.error('Could not store the session', error);
  }
}

/** Forgets the session, its refresh token and expiry, and the banner state that belongs to it. */
export function clearStoredSession(): void {
  // Storage can throw (privacy modes, quota); the spec only logs such failures.
  try {
    localStorage.removeItem(SESSION_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    localStorage.removeItem(SESSION_EXPIRES_AT_KEY);
    localStorage.removeItem(LAST_ACTIVITY_KEY);
    localStorage.removeItem(STATUS_BANNER_CLOSED_KEY);
    sessionStorage.removeItem(GLOBAL_BANNER_KEY);
  } catch (error) {
    console.error('Could not clear the stored session', error);
  }
}
