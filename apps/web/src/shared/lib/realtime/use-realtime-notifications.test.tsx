import { proChannel, type Viewer } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/shared/lib/auth/auth-context';
import { VIEWER_QUERY_KEY } from '@/shared/lib/viewer/query-keys';
import { TestWebSocket } from './test-web-socket';
import { useRealtimeNotifications } from './use-realtime-notifications';

const COMPANY_ID = '6f1c2b3a-0000-4000-8000-000000000002';

const viewer: Viewer = {
  id: '6f1c2b3a-0000-4000-8000-000000000000',
  firstName: 'Ada',
  lastName: 'Pro',
  photoUrl: null,
  countryCode: 'US',
  contactEmail: null,
  locale: 'en',
  consentRequired: false,
  partnerUsers: [
    {
      id: '6f1c2b3a-0000-4000-8000-000000000001',
      status: 'ACTIVE',
      roles: ['OWNER'],
      partnerAccount: {
        id: COMPANY_ID,
        name: 'Northwind HVAC',
        status: 'ACTIVE',
        partnerProgramEnrollments: [],
      },
    },
  ],
};

function auth(status: AuthContextValue['status']): AuthContextValue {
  return {
    status,
    session: status === 'authenticated' ? { accessToken: 'token-1', emailVerified: true } : null,
    error: null,
    mockMode: false,
    signIn: () => Promise.reject(new Error('not in this test')),
    signOut: () => {},
    refresh: () => Promise.resolve(true),
  };
}

function renderWithAuth(queryClient: QueryClient, initial: AuthContextValue) {
  let value = initial;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext value={value}>{children}</AuthContext>
    </QueryClientProvider>
  );
  const view = renderHook(() => useRealtimeNotifications(), { wrapper });
  return {
    ...view,
    setAuth(next: AuthContextValue) {
      value = next;
      view.rerender();
    },
  };
}

describe('useRealtimeNotifications (spec 000 §4)', () => {
  let queryClient: QueryClient;

  beforeEach(() => {
    TestWebSocket.instances = [];
    vi.stubGlobal('WebSocket', TestWebSocket);
    queryClient = new QueryClient();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('subscribes to the company’s pro channel once signed in, and refreshes the bell on events', () => {
    queryClient.setQueryData(VIEWER_QUERY_KEY, viewer);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderWithAuth(queryClient, auth('authenticated'));

    const [socket] = TestWebSocket.instances;
    expect(socket?.url).toBe(`ws://${window.location.host}/api/v1/realtime`);
    socket?.open();
    expect(socket?.sent).toEqual([
      { type: 'authenticate', accessToken: 'token-1' },
      { type: 'subscribe', channel: proChannel(COMPANY_ID) },
    ]);

    socket?.receive({ type: 'subscribed', channel: proChannel(COMPANY_ID) });
    expect(invalidate).not.toHaveBeenCalled();
    socket?.receive({
      type: 'ProNotificationEvent',
      channel: proChannel(COMPANY_ID),
      reason: 'ADD_REQUEST',
    });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['proNotifications'],
      ['addRequests'],
      ['employees'],
    ]);
  });

  it('refreshes the alert lists, the bell and the customer pages when a device alert changes', () => {
    queryClient.setQueryData(VIEWER_QUERY_KEY, viewer);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderWithAuth(queryClient, auth('authenticated'));
    const [socket] = TestWebSocket.instances;
    socket?.open();
    socket?.receive({
      type: 'DeviceAlertChanged',
      channel: proChannel(COMPANY_ID),
      alertId: '6f1c2b3a-0000-4000-8000-0000000000a1',
      change: 'Opened',
      severity: 'Urgent',
    });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['deviceAlerts'],
      ['proNotifications'],
      ['customers'],
    ]);
  });

  it('after a reconnect refreshes everything an event would, as events may have been missed', () => {
    queryClient.setQueryData(VIEWER_QUERY_KEY, viewer);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    vi.useFakeTimers();
    try {
      renderWithAuth(queryClient, auth('authenticated'));
      TestWebSocket.instances[0]?.open();
      TestWebSocket.instances[0]?.dispatchEvent(new CloseEvent('close'));
      vi.runOnlyPendingTimers();
      const second = TestWebSocket.instances[1];
      second?.open();
      second?.receive({ type: 'subscribed', channel: proChannel(COMPANY_ID) });
    } finally {
      vi.useRealTimers();
    }
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['proNotifications'],
      ['addRequests'],
      ['employees'],
      ['deviceAlerts'],
      ['customers'],
    ]);
  });

  it('unsubscribes and closes on sign-out', () => {
    queryClient.setQueryData(VIEWER_QUERY_KEY, viewer);
    const view = renderWithAuth(queryClient, auth('authenticated'));
    const [socket] = TestWebSocket.instances;
    socket?.open();

    view.setAuth(auth('unauthenticated'));
    expect(socket?.sent.at(-1)).toEqual({
      type: 'unsubscribe',
      channel: proChannel(COMPANY_ID),
    });
    expect(socket?.closedWith).toBe(1000);
    expect(TestWebSocket.instances).toHaveLength(1);
  });

  it('opens nothing without a company or without a session', () => {
    queryClient.setQueryData(VIEWER_QUERY_KEY, { ...viewer, partnerUsers: [] });
    renderWithAuth(queryClient, auth('authenticated'));
    renderWithAuth(new QueryClient(), auth('unauthenticated'));
    expect(TestWebSocket.instances).toEqual([]);
  });
});
