import { proChannel, type Viewer } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/shared/lib/auth/auth-context';
import { VIEWER_QUERY_KEY } from '@/shared/lib/viewer/query-keys';
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

/** Stands in for the browser's WebSocket: records what the hook's client sends. */
class FakeWebSocket extends EventTarget {
  static instances: FakeWebSocket[] = [];
  readyState: 0 | 1 | 2 | 3 = 0;
  readonly sent: unknown[] = [];
  closedWith: number | undefined;

  constructor(readonly url: string) {
    super();
    FakeWebSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.dispatchEvent(new CloseEvent('close', { code }));
  }

  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }

  receive(message: object) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

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
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    queryClient = new QueryClient();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('subscribes to the company’s pro channel once signed in, and refreshes the bell on events', () => {
    queryClient.setQueryData(VIEWER_QUERY_KEY, viewer);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderWithAuth(queryClient, auth('authenticated'));

    const [socket] = FakeWebSocket.instances;
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

  it('unsubscribes and closes on sign-out', () => {
    queryClient.setQueryData(VIEWER_QUERY_KEY, viewer);
    const view = renderWithAuth(queryClient, auth('authenticated'));
    const [socket] = FakeWebSocket.instances;
    socket?.open();

    view.setAuth(auth('unauthenticated'));
    expect(socket?.sent.at(-1)).toEqual({
      type: 'unsubscribe',
      channel: proChannel(COMPANY_ID),
    });
    expect(socket?.closedWith).toBe(1000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('opens nothing without a company or without a session', () => {
    queryClient.setQueryData(VIEWER_QUERY_KEY, { ...viewer, partnerUsers: [] });
    renderWithAuth(queryClient, auth('authenticated'));
    renderWithAuth(new QueryClient(), auth('unauthenticated'));
    expect(FakeWebSocket.instances).toEqual([]);
  });
});
