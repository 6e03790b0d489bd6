/** Where the last activity is kept: localStorage in the app, so every tab shares it. */
export interface ActivityStore {
  read(): number | null;
  write(at: number): void;
}

export interface InactivityTrackerOptions {
  store: ActivityStore;
  timeoutMs: number;
  throttleMs: number;
  now?: () => number;
}

export interface InactivityTracker {
  /** Notes activity now, at most once per throttle period (spec 000 §9: once per second). */
  recordActivity(): void;
  /** Notes activity another tab reported (the storage event). */
  noteExternalActivity(at: number): void;
  /** True when the last activity of any tab is at least the timeout ago. */
  isExpired(): boolean;
}

/**
 * The inactivity rule of spec 000 §9, without timers or DOM: the caller feeds it activity and asks
 * every second whether the session has been idle for 30 minutes.
 */
export function createInactivityTracker({
  store,
  timeoutMs,
  throttleMs,
  now = Date.now,
}: InactivityTrackerOptions): InactivityTracker {
  let lastRecorded = Number.NEGATIVE_INFINITY;
  let lastSeen: number | null = null;

  const latest = (): number | null => {
    const stored = store.read();
    if (stored === null) {
      return lastSeen;
    }
    return lastSeen === null ? stored : Math.max(stored, lastSeen);
  };

  return {
    recordActivity() {
      const at = now();
      if (at - lastRecorded < throttleMs) {
        return;
      }
      lastRecorded = at;
      lastSeen = at;
      store.write(at);
    },
    noteExternalActivity(at) {
      if (Number.isFinite(at)) {
        lastSeen = lastSeen === null ? at : Math.max(lastSeen, at);
      }
    },
    isExpired() {
      const last = latest();
      return last !== null && now() - last >= timeoutMs;
    },
  };
}

/** The localStorage store under a key; storage failures are only logged (spec 000 §8). */
export function localStorageActivityStore(key: string): ActivityStore {
  return {
    read() {
      try {
        const value = Number(localStorage.getItem(key));
        return Number.isFinite(value) && value > 0 ? value : null;
      } catch {
        return null;
      }
    },
    write(at) {
      try {
        localStorage.setItem(key, String(at));
      } catch (error) {
        console.error('Could not record activity', error);
      }
    },
  };
}
