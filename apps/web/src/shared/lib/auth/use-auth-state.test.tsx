import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_LOGOUT_MS } from '@/shared/config/constants';
import { fakeAccessToken, storeTestSession } from '@/test/session';
import { useAuthState } from './use-auth-state';

function renderAuth(options: { mockMode?: boolean } = {}) {
  const navigateDocument = vi.fn();
  const view = renderHook(() => useAuthState({ mockMode: false, ...options, navigateDocument }));
  return { ...view, navigateDocument };
}

describe('the auth state (spec 000 §4)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is signed out without a stored session', () => {
    const { result } = renderAuth();
    expect(result.current.status).toBe('unauthenticated');
    expect(result.current.session).toBeNull();
  });

  it('is signed in with a stored, unexpired session', () => {
    const accessToken = storeTestSession({ emailVerified: false });
    const { result } = renderAuth();
    expect(result.current.status).toBe('authenticated');
    expect(result.current.session).toEqual({ accessToken, emailVerified: false });
  });

  it('forgets an expired session that has no refresh token', () => {
    const accessToken = fakeAccessToken({ exp: Math.floor(Date.now() / 1000) - 10 });
    localStorage.setItem('session', JSON.stringify({ accessToken, emailVerified: true }));
    const { result } = renderAuth();
    expect(result.current.status).toBe('unauthenticated');
    expect(localStorage.getItem('session')).toBeNull();
  });

  it('reports a corrupt stored session with the translated error description', () => {
    localStorage.setItem('session', '{"accessToken":1}');
    const { result } = renderAuth();
    expect(result.current.status).toBe('unauthenticated');
    expect(result.current.error?.message).toBe(
      'We are not able to process your request. Please try again later.',
    );
  });

  it('in mock mode, any stored session counts as signed in, without the server', () => {
    localStorage.setItem('session', '{"accessToken":"mock","emailVerified":true}');
    expect(renderAuth().result.current.status).toBe('unauthenticated');
    localStorage.setItem('session', '{"accessToken":"mock","emailVerified":true}');
    const { result } = renderAuth({ mockMode: true });
    expect(result.current.status).toBe('authenticated');
    expect(result.current.mockMode).toBe(true);
  });

  it('signing out forgets the session and leaves through the provider’s logout', () => {
    storeTestSession();
    localStorage.setItem('sessionRefreshToken', 'refresh');
    localStorage.setItem('isStatusBannerClosed', 'true');
    const { result, navigateDocument } = renderAuth();

    act(() => result.current.signOut());

    expect(result.current.status).toBe('unauthenticated');
    for (const key of ['session', 'sessionRefreshToken', 'isStatusBannerClosed']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    const url = new URL(navigateDocument.mock.calls[0]?.[0] as string, window.location.origin);
    expect(url.pathname).toBe('/auth/v2/logout');
    expect(url.searchParams.get('client_id')).toBe('partner-portal');
    expect(url.searchParams.get('returnTo')).toBe(`${window.location.origin}/sign-in`);
  });

  it('in mock mode, signing out goes straight to /sign-in', () => {
    localStorage.setItem('session', '{"accessToken":"mock","emailVerified":true}');
    const { result, navigateDocument } = renderAuth({ mockMode: true });
    act(() => result.current.signOut());
    expect(navigateDocument).toHaveBeenCalledWith('/sign-in');
  });

  it('signs out after 30 minutes without activity, checked every second', () => {
    vi.useFakeTimers();
    storeTestSession();
    const { result, navigateDocument } = renderAuth();

    act(() => vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS - 1_000));
    expect(result.current.status).toBe('authenticated');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.status).toBe('unauthenticated');
    expect(navigateDocument).toHaveBeenCalledOnce();
  });

  it('activity, in this tab or another, keeps the session', () => {
    vi.useFakeTimers();
    storeTestSession();
    const { result } = renderAuth();

    act(() => vi.advanceTimersByTime(20 * 60_000));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown'));
    });
    act(() => vi.advanceTimersByTime(20 * 60_000));
    expect(result.current.status).toBe('authenticated');

    // Another tab's activity arrives as a storage event.
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'lastActivityAt', newValue: String(Date.now()) }),
      );
    });
    act(() => vi.advanceTimersByTime(20 * 60_000));
    expect(result.current.status).toBe('authenticated');
  });

  it('a session idle for 30 minutes when the portal opens again is signed out at once', () => {
    storeTestSession();
    localStorage.setItem('lastActivityAt', String(Date.now() - INACTIVITY_LOGOUT_MS));
    const { result, navigateDocument } = renderAuth();
    expect(result.current.status).toBe('unauthenticated');
    expect(navigateDocument).toHaveBeenCalledOnce();
  });

  it('follows another tab that signs out', () => {
    storeTestSession();
    const { result } = renderAuth();
    act(() => {
      localStorage.removeItem('session');
      window.dispatchEvent(new StorageEvent('storage', { key: 'session', newValue: null }));
    });
    expect(result.current.status).toBe('unauthenticated');
  });
});
