import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  ACTIVITY_CHECK_INTERVAL_MS,
  ACTIVITY_THROTTLE_MS,
  INACTIVITY_LOGOUT_MS,
  TOKEN_REFRESH_MARGIN_MS,
} from '@/shared/config/constants';
import { AUTH_MOCK_MODE } from '@/shared/config/identity';
import { LAST_ACTIVITY_KEY, SESSION_KEY } from '@/shared/config/storage-keys';
import { clearStoredSession, readStoredSession, type StoredSession } from '@/shared/lib/session';
import type { AuthContextValue, AuthStatus } from './auth-context';
import { logoutUrl, refreshWithToken, signInWithPassword } from './identity-client';
import { IdentityError } from './identity-error';
import { createInactivityTracker, localStorageActivityStore } from './inactivity';
import { setSessionRefresher } from './session-refresher';
import { readExpiresAt, readRefreshToken, storeSignInResult } from './token-store';

interface State {
  status: AuthStatus;
  session: StoredSession | null;
  error: Error | null;
}

export interface AuthStateOptions {
  mockMode?: boolean;
  /** Full-page navigation (the provider's logout); replaceable in tests. */
  navigateDocument?: (url: string) => void;
}

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
/** After a failed refresh that may be temporary (network), try again this much later. */
const REFRESH_RETRY_MS = 30_000;
const REFRESH_LOCK = 'portal-token-refresh';

function defaultNavigateDocument(url: string) {
  window.location.assign(url);
}

/** The state at start, from storage alone: no network (spec 000 §4: loading, then in or out). */
/** The session's access token is good for a while yet: no refresh needs to come first. */
export function isFresh(session: StoredSession): boolean {
  const expiresAt = readExpiresAt(session.accessToken);
  return expiresAt !== null && expiresAt - TOKEN_REFRESH_MARGIN_MS > Date.now();
}

function initialState(mockMode: boolean): State {
  let session: StoredSession | null;
  try {
    session = readStoredSession();
  } catch (error) {
    return { status: 'unauthenticated', session: null, error: error as Error };
  }
  if (session === null) {
    return { status: 'unauthenticated', session: null, error: null };
  }
  if (mockMode) {
    return { status: 'authenticated', session, error: null };
  }
  if (isFresh(session)) {
    return { status: 'authenticated', session, error: null };
  }
  // Expired, about to, or of unknown expiry (not one sign-in stored): only a refresh token may
  // renew it, which the first effect tries. Outside mock mode a bare stored token is not enough.
  if (readRefreshToken() === null) {
    clearStoredSession();
    return { status: 'unauthenticated', session: null, error: null };
  }
  return { status: 'loading', session, error: null };
}

/** Runs `task` while holding a lock every tab shares, so two tabs never spend one refresh token. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

/**
 * The portal's authentication state (spec 000 §4): the stored session, sign-in and sign-out, the
 * token refresh shortly before expiry (and once on a 401) and the 30-minute inactivity logout.
 */
export function useAuthState({
  mockMode = AUTH_MOCK_MODE,
  navigateDocument = defaultNavigateDocument,
}: AuthStateOptions = {}): AuthContextValue {
  const [state, setState] = useState<State>(() => initialState(mockMode));
  const inflight = useRef<Promise<boolean> | null>(null);
  const navigateRef = useRef(navigateDocument);
  navigateRef.current = navigateDocument;

  const signOut = useCallback(() => {
    clearStoredSession();
    setState({ status: 'unauthenticated', session: null, error: null });
    navigateRef.current(mockMode ? '/sign-in' : logoutUrl(window.location.origin));
  }, [mockMode]);

  const signIn = useCallback(async (email: string, password: string) => {
    const result = await signInWithPassword(email, password);
    const session = storeSignInResult(result);
    // A fresh session starts its 30 minutes now, whatever an old session left behind.
    localStorageActivityStore(LAST_ACTIVITY_KEY).write(Date.now());
    setState({ status: 'authenticated', session, error: null });
    return session;
  }, []);

  const refresh = useCallback((): Promise<boolean> => {
    if (mockMode) {
      return Promise.resolve(false);
    }
    if (inflight.current === null) {
      const startedWith = readRefreshToken();
      inflight.current = withRefreshLock(async () => {
        // Another tab may have refreshed while this one waited for the lock: adopt its tokens.
        const token = readRefreshToken();
        if (token === null) {
          return false;
        }
        if (token !== startedWith) {
          const adopted = readStoredSession();
          if (adopted !== null) {
            setState({ status: 'authenticated', session: adopted, error: null });
            return true;
          }
        }
        const session = storeSignInResult(await refreshWithToken(token));
        setState({ status: 'authenticated', session, error: null });
        return true;
      })
        .catch((error: unknown) => {
          if (error instanceof IdentityError && error.statusCode >= 400) {
            // The provider refused the refresh token (spent, revoked, expired): signed out.
            clearStoredSession();
            setState({ status: 'unauthenticated', session: null, error: null });
          } else {
            console.error('Token refresh failed', error);
          }
          return false;
        })
        .finally(() => {
          inflight.current = null;
        });
    }
    return inflight.current;
  }, [mockMode]);

  // A session that expired while the portal was closed is renewed before anything shows.
  useEffect(() => {
    if (state.status !== 'loading') {
      return;
    }
    void refresh().then((ok) => {
      if (!ok) {
        clearStoredSession();
        setState({ status: 'unauthenticated', session: null, error: null });
      }
    });
  }, [state.status, refresh]);

  // The API client refreshes once on a 401 through this.
  useEffect(() => {
    setSessionRefresher(state.status === 'authenticated' ? refresh : null);
    return () => setSessionRefresher(null);
  }, [state.status, refresh]);

  // Refresh shortly before the access token expires.
  const accessToken = state.session?.accessToken;
  useEffect(() => {
    if (mockMode || state.status !== 'authenticated' || accessToken === undefined) {
      return;
    }
    const expiresAt = readExpiresAt(accessToken);
    if (expiresAt === null || readRefreshToken() === null) {
      return;
    }
    const delay = Math.max(0, expiresAt - TOKEN_REFRESH_MARGIN_MS - Date.now());
    let retry: number | undefined;
    const timer = window.setTimeout(() => {
      void refresh().then((ok) => {
        if (!ok && readExpiresAt(accessToken) === expiresAt && Date.now() < expiresAt) {
          // A temporary failure (network): the token still works for a while, so try again.
          retry = window.setTimeout(() => void refresh(), REFRESH_RETRY_MS);
        }
      });
    }, delay);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(retry);
    };
  }, [mockMode, state.status, accessToken, refresh]);

  // Inactivity logout after 30 minutes, activity shared by every tab (spec 000 §9).
  useEffect(() => {
    if (state.status !== 'authenticated') {
      return;
    }
    const tracker = createInactivityTracker({
      store: localStorageActivityStore(LAST_ACTIVITY_KEY),
      timeoutMs: INACTIVITY_LOGOUT_MS,
      throttleMs: ACTIVITY_THROTTLE_MS,
    });
    if (tracker.isExpired()) {
      signOut();
      return;
    }
    tracker.recordActivity();
    const onActivity = () => tracker.recordActivity();
    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, onActivity, { passive: true });
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVITY_KEY && event.newValue !== null) {
        tracker.noteExternalActivity(Number(event.newValue));
      }
    };
    window.addEventListener('storage', onStorage);
    const check = window.setInterval(() => {
      if (tracker.isExpired()) {
        signOut();
      }
    }, ACTIVITY_CHECK_INTERVAL_MS);
    return () => {
      for (const type of ACTIVITY_EVENTS) {
        window.removeEventListener(type, onActivity);
      }
      window.removeEventListener('storage', onStorage);
      window.clearInterval(check);
    };
  }, [state.status, signOut]);

  // Another tab signed in, refreshed or signed out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_KEY && event.key !== null) {
        return;
      }
      try {
        const session = readStoredSession();
        setState(
          session === null
            ? { status: 'unauthenticated', session: null, error: null }
            : { status: 'authenticated', session, error: null },
        );
      } catch (error) {
        setState({ status: 'unauthenticated', session: null, error: error as Error });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return useMemo(
    () => ({ ...state, mockMode, signIn, signOut, refresh }),
    [state, mockMode, signIn, signOut, refresh],
  );
}
