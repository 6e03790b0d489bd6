import { type FeatureFlagOverrides, proChannel } from '@portal/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flagOverridesQueryOptions } from '@/shared/lib/feature-flags/get-flag-overrides';
import { NOTIFICATIONS_POLL_MS } from '@/shared/lib/realtime/use-realtime-refresh';
import { VIEWER_QUERY_KEY } from '@/shared/lib/viewer/query-keys';
import { storeTestSession } from '@/test/session';
import { TEST_COMPANY_ID, testViewer } from '@/test/viewer';
import { TestWebSocket } from '@/test/web-socket';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRoutes } from './routes/app-routes';

// The alerts dashboard is live: the realtime hub's DeviceAlertChanged makes the open work queue and
// the bell ask the server again, with no reload. The list and the bell are refused (a query that
// has its answer asks again when invalidated; one still waiting for it would keep waiting), every
// other request waits; what is asked is the point.

const COMPANY = TEST_COMPANY_ID;

const viewer = testViewer();

describe('live alerts (spec 000 §4, issue 15)', () => {
  let asked: string[];

  beforeEach(() => {
    storeTestSession();
    TestWebSocket.instances = [];
    vi.stubGlobal('WebSocket', TestWebSocket);
    asked = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), 'http://portal.test');
      asked.push(pathname);
      if (!/\/(alerts|notifications)$/.test(pathname)) return new Promise<Response>(() => {});
      return Response.json(
        { statusCode: 403, error: 'Refused', message: 'Refused' },
        { status: 403 },
      );
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Opens the alerts dashboard with these flag overrides; answers how often a path was asked. */
  async function openDashboard(overrides: FeatureFlagOverrides = {}) {
    const queryClient = createQueryClient();
    queryClient.setQueryData(VIEWER_QUERY_KEY, viewer);
    queryClient.setQueryData(flagOverridesQueryOptions().queryKey, overrides);
    const router = createMemoryRouter(createAppRoutes(), {
      initialEntries: ['/mybusiness/alerts/dashboard'],
    });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Alerts dashboard' },
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    const count = (path: string) =>
      asked.filter((pathname) => pathname === `/api/v1/proAccounts/${COMPANY}${path}`).length;
    return { router, count };
  }

  it('a DeviceAlertChanged event makes the open dashboard and the bell ask again', async () => {
    const { router, count } = await openDashboard();
    await waitFor(() => expect(count('/alerts')).toBe(1));
    await waitFor(() => expect(count('/notifications')).toBe(1));
    expect(await screen.findByText('We could not load this page. Please try again.')).toBeTruthy();

    const socket = await vi.waitFor(() => {
      const opened = TestWebSocket.instances[0];
      if (!opened) throw new Error('no socket yet');
      return opened;
    });
    socket.open();
    socket.receive({
      type: 'DeviceAlertChanged',
      channel: proChannel(COMPANY),
      alertId: '6f1c2b3a-0000-4000-8000-0000000000a1',
      change: 'Opened',
      severity: 'Urgent',
    });
    await waitFor(() => expect(count('/alerts')).toBe(2));
    await waitFor(() => expect(count('/notifications')).toBe(2));
    expect(router.state.location.pathname).toBe('/mybusiness/alerts/dashboard');
  });

  it('with REAL_TIME_MESSAGING off no socket opens, and the dashboard and the bell ask again in time', async () => {
    // Only the poll's clock is the test's: the screens' own timers run as in a browser.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { count } = await openDashboard({ REAL_TIME_MESSAGING: false });
      await waitFor(() => expect(count('/alerts')).toBe(1));
      await waitFor(() => expect(count('/notifications')).toBe(1));
      expect(TestWebSocket.instances).toEqual([]);

      vi.advanceTimersByTime(NOTIFICATIONS_POLL_MS);
      await waitFor(() => expect(count('/alerts')).toBe(2));
      await waitFor(() => expect(count('/notifications')).toBe(2));
      expect(TestWebSocket.instances).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
