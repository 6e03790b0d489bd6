/**
 * The one place the API client asks for new tokens after a 401. The auth state registers its
 * refresh here; without one (tests, before start) a 401 stays a 401.
 */
type Refresher = () => Promise<boolean>;

let current: Refresher | null = null;

export function setSessionRefresher(refresher: Refresher | null): void {
  current = refresher;
}

export function refreshSessionAfterUnauthorized(): Promise<boolean> {
  return current === null ? Promise.resolve(false) : current();
}
