import { FALLBACK_LANDING_PATH } from '@/shared/config/constants';

/**
 * A return path is accepted only when it stays on this origin and is an app path: it starts
 * with a single '/', has no scheme or host (no '//evil.example', no '/\\evil.example'), and does
 * not lead back into sign-in or sign-out (which would loop).
 */
export function safeReturnPath(candidate: unknown, origin: string): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//')) {
    return null;
  }
  if (candidate.includes('\\') || [...candidate].some((char) => char.charCodeAt(0) < 0x20)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) {
    return null;
  }
  if (/^\/(sign-in|sign-out)(\/|$)/.test(url.pathname)) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in: the first acceptable candidate, else /mybusiness/home. */
export function resolveReturnPath(candidates: readonly unknown[], origin: string): string {
  for (const candidate of candidates) {
    const path = safeReturnPath(candidate, origin);
    if (path !== null) {
      return path;
    }
  }
  return FALLBACK_LANDING_PATH;
}

/** The location state a guard hands to /sign-in, and the query parameter that can carry it. */
export interface ReturnState {
  from?: string;
}
export const RETURN_TO_PARAM = 'returnTo';

/** The return path held by a location state, if any. */
export function returnPathFromState(state: unknown): unknown {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    return (state as ReturnState).from;
  }
  return undefined;
}

/** /sign-in's query parameter with the email to prefill (an invite's sign-in link). */
export const SIGN_IN_EMAIL_PARAM = 'email';

/** The sign-in address that prefills `email` and comes back to `returnTo` once signed in. */
export function signInPath({ email, returnTo }: { email: string; returnTo: string }): string {
  const search = new URLSearchParams({ [RETURN_TO_PARAM]: returnTo });
  if (email !== '') search.set(SIGN_IN_EMAIL_PARAM, email);
  return `/sign-in?${search.toString()}`;
}
