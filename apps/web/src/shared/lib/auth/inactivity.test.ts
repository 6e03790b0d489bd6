import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_THROTTLE_MS, INACTIVITY_LOGOUT_MS } from '@/shared/config/constants';
import { createInactivityTracker, localStorageActivityStore } from './inactivity';

function tracker() {
  return createInactivityTracker({
    store: localStorageActivityStore('lastActivityAt'),
    timeoutMs: INACTIVITY_LOGOUT_MS,
    throttleMs: ACTIVITY_THROTTLE_MS,
  });
}

describe('the inactivity rule (spec 000 §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 30 minutes', () => {
    expect(INACTIVITY_LOGOUT_MS).toBe(1_800_000);
  });

  it('expires 30 minutes after the last activity, not before', () => {
    const idle = tracker();
    idle.recordActivity();
    vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS - 1);
    expect(idle.isExpired()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(idle.isExpired()).toBe(true);
  });

  it('restarts the 30 minutes with each activity', () => {
    const idle = tracker();
    idle.recordActivity();
    vi.advanceTimersByTime(20 * 60_000);
    idle.recordActivity();
    vi.advanceTimersByTime(20 * 60_000);
    expect(idle.isExpired()).toBe(false);
  });

  it('writes activity to storage at most once per second', () => {
    const store = { read: vi.fn(() => null), write: vi.fn() };
    const idle = createInactivityTracker({ store, timeoutMs: 10_000, throttleMs: 1_000 });
    idle.recordActivity();
    vi.advanceTimersByTime(500);
    idle.recordActivity();
    idle.recordActivity();
    expect(store.write).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    idle.recordActivity();
    expect(store.write).toHaveBeenCalledTimes(2);
  });

  it('counts activity of other tabs, through storage and the storage event', () => {
    const thisTab = tracker();
    thisTab.recordActivity();
    vi.advanceTimersByTime(25 * 60_000);
    // Another tab writes the shared timestamp.
    localStorage.setItem('lastActivityAt', String(Date.now()));
    vi.advanceTimersByTime(25 * 60_000);
    expect(thisTab.isExpired()).toBe(false);

    const other = createInactivityTracker({
      store: { read: () => null, write: () => {} },
      timeoutMs: INACTIVITY_LOGOUT_MS,
      throttleMs: ACTIVITY_THROTTLE_MS,
    });
    other.noteExternalActivity(Date.now());
    vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS);
    expect(other.isExpired()).toBe(true);
  });

  it('has nothing to expire before any activity', () => {
    expect(tracker().isExpired()).toBe(false);
  });
});
