import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenUser } from '../access-token';
import type { CallerRecord } from '../repositories/callers';
import { CALLER_CACHE_MS, CallerCache } from './caller-cache';

const token: TokenUser = { sub: 'user-1', email: undefined, emailVerified: false, scope: '' };
const caller: CallerRecord = { userId: 'user-1', isPlatformAdmin: false, membership: undefined };

function counted() {
  const load = vi.fn(async () => caller);
  return load;
}

describe('CallerCache', () => {
  afterEach(() => vi.useRealTimers());

  it('loads a caller once within its lifetime, per token and company', async () => {
    const cache = new CallerCache();
    cache.setTrusted(true);
    const load = counted();
    expect(await cache.resolve(token, 'company-a', load)).toBe(caller);
    expect(await cache.resolve(token, 'company-a', load)).toBe(caller);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.resolve(token, 'company-b', load);
    await cache.resolve(
      { ...token, email: 'a@example.test', emailVerified: true },
      'company-a',
      load,
    );
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('loads again once the lifetime has passed', async () => {
    vi.useFakeTimers();
    const cache = new CallerCache();
    cache.setTrusted(true);
    const load = counted();
    await cache.resolve(token, 'company-a', load);
    vi.advanceTimersByTime(CALLER_CACHE_MS - 1);
    await cache.resolve(token, 'company-a', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await cache.resolve(token, 'company-a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets every caller when cleared', async () => {
    const cache = new CallerCache();
    cache.setTrusted(true);
    const load = counted();
    await cache.resolve(token, 'company-a', load);
    cache.clear();
    await cache.resolve(token, 'company-a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing while changes cannot reach it (not listening), and forgets when they can again', async () => {
    const cache = new CallerCache();
    const load = counted();
    await cache.resolve(token, 'company-a', load);
    await cache.resolve(token, 'company-a', load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.setTrusted(true);
    await cache.resolve(token, 'company-a', load);
    cache.setTrusted(false);
    cache.setTrusted(true);
    await cache.resolve(token, 'company-a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not keep a caller whose reading a change overtook', async () => {
    const cache = new CallerCache();
    cache.setTrusted(true);
    let finishLoad: (value: CallerRecord) => void = () => {};
    const slow = vi.fn(() => new Promise<CallerRecord>((resolve) => (finishLoad = resolve)));
    const reading = cache.resolve(token, 'company-a', slow);
    cache.clear();
    finishLoad(caller);
    expect(await reading).toBe(caller);
    const load = counted();
    await cache.resolve(token, 'company-a', load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
