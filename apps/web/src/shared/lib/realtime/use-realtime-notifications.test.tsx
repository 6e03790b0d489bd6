import { proChannel } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/shared/lib/auth/auth-context';
import { VIEWER_QUERY_KEY } from '@/shared/lib/viewer/query-keys';
import { TEST_COMPANY_ID, testViewer } from '@/test/viewer';
import { TestWebSocket } from '@/test/web-socket';
import { usePolledNotifications, useRealtimeNotifications } from './use-realtime-notifications';
import { BURST_MS, NOTIFICATIONS_POLL_MS } from './use-realtime-refresh';

const COMPANY_ID = TEST_COMPANY_ID;
const CHANNEL = proChannel(COMPANY_ID);
const DEVICE_ID = '6f1c2b3a-0000-4000-8000-0000000000c1';

const alertChanged = (alertId: string) => ({
  type: 'DeviceAlertChanged',
  channel: CHANNEL,
  alertId,
  change: 'Dismissed',
  severity: 'Warning',
});

const viewer = testViewer();

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

function renderWithAuth(
  queryClient: QueryClient,
  initial: AuthContextValue,
  useNotifications = useRealtimeNotifications,
) {
  let value = initial;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext value={value}>{children}</AuthContext>
    </QueryClientProvider>
  );
  const view = renderHook(() => useNotifications(), { wrapper });
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
  /** The keys refreshed so far, in order. */
  let refreshed: () => unknown[];

  beforeEach(() => {
    vi.useFakeTimers();
    TestWebSocket.instances = [];
    vi.stubGlobal('WebSocket', TestWebSocket);
    queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    refreshed = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Signed in to the company, its channel subscribed. */
  function listening() {
    queryClient.setQueryData(VIEWER_QUERY_KEY, viewer);
    const view = renderWithAuth(queryClient, auth('authenticated'));
    const [socket] = TestWebSocket.instances;
    if (!socket) throw new Error('no socket opened');
    socket.open();
    socket.receive({ type: 'subscribed', channel: CHANNEL });
    return { ...view, socket };
  }

  it('subscribes to the company’s pro channel once signed in, and refreshes the bell on events', () => {
    const { socket } = listening();
    expect(socket.url).toBe(`ws://${window.location.host}/api/v1/realtime`);
    expect(socket.sent).toEqual([
      { type: 'authenticate', accessToken: 'token-1' },
      { type: 'subscribe', channel: CHANNEL },
    ]);
    vi.advanceTimersByTime(BURST_MS);
    expect(refreshed()).toEqual([]);

    socket.receive({ type: 'ProNotificationEvent', channel: CHANNEL, reason: 'ADD_REQUEST' });
    vi.advanceTimersByTime(BURST_MS);
    expect(refreshed()).toEqual([['proNotifications'], ['addRequests'], ['employees']]);
  });

  it('refreshes the alert lists, the bell and the customer account pages when a device alert changes', () => {
    const { socket } = listening();
    socket.receive(alertChanged('6f1c2b3a-0000-4000-8000-0000000000a1'));
    vi.advanceTimersByTime(BURST_MS);
    expect(refreshed()).toEqual([
      ['deviceAlerts'],
      ['proNotifications'],
      ['customers', COMPANY_ID, 'customer'],
    ]);
  });

  it('refreshes once for a burst of events, each query once', () => {
    const { socket } = listening();
    socket.receive(alertChanged('6f1c2b3a-0000-4000-8000-0000000000a1'));
    vi.advanceTimersByTime(BURST_MS / 2);
    socket.receive(alertChanged('6f1c2b3a-0000-4000-8000-0000000000a2'));
    socket.receive({ type: 'ProNotificationEvent', channel: CHANNEL, reason: 'EMPLOYEE' });
    socket.receive(alertChanged('6f1c2b3a-0000-4000-8000-0000000000a3'));
    expect(refreshed()).toEqual([]);
    vi.advanceTimersByTime(BURST_MS / 2);
    expect(refreshed()).toEqual([
      ['deviceAlerts'],
      ['proNotifications'],
      ['customers', COMPANY_ID, 'customer'],
      ['addRequests'],
      ['employees'],
    ]);

    // The burst is over: the next event refreshes again.
    socket.receive(alertChanged('6f1c2b3a-0000-4000-8000-0000000000a4'));
    vi.advanceTimersByTime(BURST_MS);
    expect(refreshed()).toHaveLength(8);
  });

  it('after a reconnect refreshes everything an event would, as events may have been missed', () => {
    const { socket } = listening();
    socket.drop();
    vi.runOnlyPendingTimers();
    const second = TestWebSocket.instances[1];
    second?.open();
    second?.receive({ type: 'subscribed', channel: CHANNEL });
    vi.advanceTimersByTime(BURST_MS);
    expect(refreshed()).toEqual([
      ['proNotifications'],
      ['addRequests'],
      ['employees'],
      ['deviceAlerts'],
      ['customers', COMPANY_ID, 'customer'],
      ['remoteSessions', COMPANY_ID],
      ['deviceControl'],
    ]);
  });

  it('refreshes the remote sessions and the device’s controls when a session changes', () => {
    const { socket } = listening();
    socket.receive({
      type: 'RemoteSessionChanged',
      channel: CHANNEL,
      partnerDeviceSessionId: '6f1c2b3a-0000-4000-8000-0000000000b1',
      deviceId: DEVICE_ID,
      change: 'Approved',
    });
    vi.advanceTimersByTime(BURST_MS);
    expect(refreshed()).toEqual([
      ['remoteSessions', COMPANY_ID],
      ['deviceControl', DEVICE_ID],
    ]);
  });

  it('refreshes the device’s controls when its state changes', () => {
    const { socket } = listening();
    socket.receive({ type: 'DeviceStateChanged', channel: CHANNEL, deviceId: DEVICE_ID });
    vi.advanceTimersByTime(BURST_MS);
    expect(refreshed()).toEqual([['deviceControl', DEVICE_ID]]);
  });

  it('unsubscribes and closes on sign-out, and refreshes nothing after', () => {
    const { socket, setAuth } = listening();
    socket.receive(alertChanged('6f1c2b3a-0000-4000-8000-0000000000a1'));

    setAuth(auth('unauthenticated'));
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', channel: CHANNEL });
    expect(socket.closedWith).toBe(1000);
    expect(TestWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(BURST_MS);
    expect(refreshed()).toEqual([]);
  });

  it('opens nothing without a company or without a session', () => {
    queryClient.setQueryData(VIEWER_QUERY_KEY, { ...viewer, partnerUsers: [] });
    renderWithAuth(queryClient, auth('authenticated'));
    renderWithAuth(new QueryClient(), auth('unauthenticated'));
    expect(TestWebSocket.instances).toEqual([]);
  });
});

describe('usePolledNotifications (REAL_TIME_MESSAGING off)', () => {
  let queryClient: QueryClient;
  let refreshed: () => unknown[];

  beforeEach(() => {
    vi.useFakeTimers();
    TestWebSocket.instances = [];
    vi.stubGlobal('WebSocket', TestWebSocket);
    queryClient = new QueryClient();
    queryClient.setQueryData(VIEWER_QUERY_KEY, viewer);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    refreshed = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const everything = [
    ['proNotifications'],
    ['addRequests'],
    ['employees'],
    ['deviceAlerts'],
    ['customers', COMPANY_ID, 'customer'],
    ['remoteSessions', COMPANY_ID],
    ['deviceControl'],
  ];

  it('opens no socket, and every poll asks again for everything an event would refresh', () => {
    renderWithAuth(queryClient, auth('authenticated'), usePolledNotifications);
    expect(TestWebSocket.instances).toEqual([]);
    vi.advanceTimersByTime(NOTIFICATIONS_POLL_MS - 1);
    expect(refreshed()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(refreshed()).toEqual(everything);
    vi.advanceTimersByTime(NOTIFICATIONS_POLL_MS);
    expect(refreshed()).toEqual([...everything, ...everything]);
    expect(TestWebSocket.instances).toEqual([]);
  });

  it('waits while the tab is hidden', () => {
    renderWithAuth(queryClient, auth('authenticated'), usePolledNotifications);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    vi.advanceTimersByTime(NOTIFICATIONS_POLL_MS);
    expect(refreshed()).toEqual([]);
  });

  it('stops on sign-out', () => {
    const { setAuth } = renderWithAuth(queryClient, auth('authenticated'), usePolledNotifications);
    setAuth(auth('unauthenticated'));
    vi.advanceTimersByTime(NOTIFICATIONS_POLL_MS * 3);
    expect(refreshed()).toEqual([]);
  });
});
