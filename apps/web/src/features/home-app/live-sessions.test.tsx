import {
  type ConsumerAccount,
  type ConsumerUser,
  type FeatureFlagOverrides,
  householdChannel,
} from '@portal/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { householdsQueryOptions } from '@/features/home-app/api/get-households';
import { meQueryOptions } from '@/features/home-app/api/get-me';
import { householdDevicesKey, householdSessionsKey } from '@/features/home-app/api/query-keys';
import { HomeRoute } from '@/features/home-app/routes/home';
import { HomeAppLayoutRoute } from '@/features/home-app/routes/home-app-layout';
import {
  HOUSEHOLD,
  SESSION,
  sessionOf,
  THERMOSTAT,
  thermostat,
} from '@/features/home-app/test/sessions';
import { flagOverridesQueryOptions } from '@/shared/lib/feature-flags/get-flag-overrides';
import { NOTIFICATIONS_POLL_MS } from '@/shared/lib/realtime/use-realtime-refresh';
import { connectionOf } from '@/test/connection';
import { renderRoutes } from '@/test/render';
import { SeededQueries } from '@/test/seed';
import { storeTestSession } from '@/test/session';
import { TestWebSocket } from '@/test/web-socket';

// The homeowner app is live (issue 17): the household's realtime channel makes the home page ask
// again for the sessions (a partner's request shows at once) and the devices. The sessions and
// the devices are refused (a query that has its answer asks again when invalidated; one still
// waiting for it would keep waiting), every other request waits; what is asked is the point.

const OTHER_HOUSEHOLD = '6f1c2b3a-0000-4000-8000-000000000022';
const HOME = '6f1c2b3a-0000-4000-8000-000000000061';

const me: ConsumerUser = {
  id: '6f1c2b3a-0000-4000-8000-000000000011',
  email: 'dana@example.com',
  emailVerified: true,
  firstName: 'Dana',
  lastName: 'Lee',
  locale: 'en',
  countryCode: 'US',
  consumerAccounts: [
    { id: HOUSEHOLD, name: 'Lee', role: 'MEMBER' },
    { id: OTHER_HOUSEHOLD, name: 'Parents', role: 'GUEST' },
  ],
  createdAt: '2030-01-01T00:00:00.000Z',
};

const household: ConsumerAccount = {
  id: HOUSEHOLD,
  name: 'Lee',
  classification: 'RESIDENTIAL',
  role: 'MEMBER',
  createdAt: '2030-01-01T00:00:00.000Z',
  locations: [
    {
      id: HOME,
      consumerAccountId: HOUSEHOLD,
      locationName: 'Lake house',
      address: { address1: '1 Shore Rd', city: 'Boise', state: 'ID', zip: '83702', country: 'US' },
      devicesCount: 1,
      pendingServicesCount: 0,
      brand: null,
      createdAt: '2030-01-01T00:00:00.000Z',
    },
  ],
};

/** The home and its thermostat, as the home page has them once loaded. */
const LOADED_HOME = [
  [householdsQueryOptions().queryKey, connectionOf([household])],
  [[...householdDevicesKey(HOUSEHOLD), HOME, { after: undefined }], connectionOf([thermostat()])],
] as const;

describe('the live home page', () => {
  let asked: string[];
  /** The paths refused (403); every other request waits. */
  let refused: RegExp;

  beforeEach(() => {
    refused = /\/(sessions|devices)$/;
    storeTestSession();
    TestWebSocket.instances = [];
    vi.stubGlobal('WebSocket', TestWebSocket);
    asked = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), 'http://portal.test');
      asked.push(pathname);
      if (!refused.test(pathname)) return new Promise<Response>(() => {});
      return Response.json(
        { statusCode: 403, error: 'Refused', message: 'Refused' },
        { status: 403 },
      );
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /**
   * Opens a home with these flag overrides and these answers already in; answers how often a
   * household path was asked.
   */
  function openHome(
    overrides: FeatureFlagOverrides = {},
    answers: ReadonlyArray<readonly [QueryKey, unknown]> = [],
  ) {
    renderRoutes(
      [
        {
          path: '/home-app',
          element: (
            <SeededQueries
              answers={[
                [meQueryOptions().queryKey, me],
                [flagOverridesQueryOptions().queryKey, overrides],
                ...answers,
              ]}
            >
              <HomeAppLayoutRoute />
            </SeededQueries>
          ),
          children: [{ path: 'homes/:consumerAccountId/:locationId', Component: HomeRoute }],
        },
      ],
      `/home-app/homes/${HOUSEHOLD}/${HOME}`,
    );
    return (path: string) =>
      asked.filter((pathname) => pathname === `/api/v1/accounts/${HOUSEHOLD}${path}`).length;
  }

  async function openedSocket() {
    return vi.waitFor(() => {
      const socket = TestWebSocket.instances[0];
      if (!socket) throw new Error('no socket yet');
      return socket;
    });
  }

  it("listens on each of the homeowner's households", async () => {
    openHome();
    const socket = await openedSocket();
    socket.open();
    expect(socket.sent).toEqual([
      { type: 'authenticate', accessToken: expect.any(String) },
      { type: 'subscribe', channel: householdChannel(HOUSEHOLD) },
      { type: 'subscribe', channel: householdChannel(OTHER_HOUSEHOLD) },
    ]);
  });

  it('a RemoteSessionChanged event makes the open home ask again for its sessions', async () => {
    const count = openHome();
    await waitFor(() => expect(count('/sessions')).toBe(1));
    const socket = await openedSocket();
    socket.open();
    socket.receive({
      type: 'RemoteSessionChanged',
      channel: householdChannel(HOUSEHOLD),
      partnerDeviceSessionId: SESSION,
      deviceId: THERMOSTAT,
      change: 'Requested',
    });
    await waitFor(() => expect(count('/sessions')).toBe(2));
  });

  it('a DeviceStateChanged event makes the open home ask again for its devices', async () => {
    const count = openHome({}, [[householdsQueryOptions().queryKey, connectionOf([household])]]);
    await waitFor(() => expect(count(`/locations/${HOME}/devices`)).toBe(1));
    const socket = await openedSocket();
    socket.open();
    socket.receive({
      type: 'DeviceStateChanged',
      channel: householdChannel(HOUSEHOLD),
      deviceId: THERMOSTAT,
    });
    await waitFor(() => expect(count(`/locations/${HOME}/devices`)).toBe(2));
  });

  it("another household's event or another kind of event asks for nothing of this one", async () => {
    const count = openHome();
    await waitFor(() => expect(count('/sessions')).toBe(1));
    const socket = await openedSocket();
    socket.open();
    socket.receive({
      type: 'RemoteSessionChanged',
      channel: householdChannel(OTHER_HOUSEHOLD),
      partnerDeviceSessionId: SESSION,
      deviceId: THERMOSTAT,
      change: 'Requested',
    });
    socket.receive({
      type: 'DeviceAlertChanged',
      channel: householdChannel(HOUSEHOLD),
      alertId: '6f1c2b3a-0000-4000-8000-0000000000a1',
      change: 'Opened',
      severity: 'Urgent',
    });
    // Past the burst: a refresh would have gone out by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(count('/sessions')).toBe(1);
  });

  it('with REAL_TIME_MESSAGING off no socket opens, and the sessions are asked for again in time', async () => {
    // Only the poll's clock is the test's: the screens' own timers run as in a browser.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const count = openHome({ REAL_TIME_MESSAGING: false });
      await waitFor(() => expect(count('/sessions')).toBe(1));
      expect(TestWebSocket.instances).toEqual([]);
      vi.advanceTimersByTime(NOTIFICATIONS_POLL_MS);
      await waitFor(() => expect(count('/sessions')).toBe(2));
      expect(TestWebSocket.instances).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows a partner's request on its device, as soon as the home has it", async () => {
    refused = /^$/;
    openHome({}, [...LOADED_HOME, [householdSessionsKey(HOUSEHOLD), connectionOf([sessionOf()])]]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lake house' })).toBeTruthy();
    expect(
      screen.getByText(
        'Northwind HVAC (Jane Smith, Technician) asks to work on your Living room thermostat for 60 minutes.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'Approve the session of Northwind HVAC on Living room thermostat',
      }),
    ).toBeTruthy();
  });

  it('says when the sessions failed to load, and asks again on Try again', async () => {
    refused = /\/sessions$/;
    const user = userEvent.setup();
    const count = openHome({}, LOADED_HOME);
    const alert = await screen.findByText('We could not load the remote sessions on your devices.');
    expect(count('/sessions')).toBe(1);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(count('/sessions')).toBe(2));
  });
});
