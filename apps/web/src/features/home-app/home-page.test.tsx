import type { ConsumerDevice, ConsumerDeviceService, ConsumerUserRole } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeDevices } from '@/features/home-app/components/HomeDevices';
import { stubConflict } from '@/features/home-app/test/requests';
import { HOUSEHOLD, PARTNER, THERMOSTAT, thermostat } from '@/features/home-app/test/sessions';
import { recordRequests, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';

const DETECTOR = '6f1c2b3a-0000-4000-8000-000000000032';
const REMOTE = '6f1c2b3a-0000-4000-8000-000000000041';
const ALERTS = '6f1c2b3a-0000-4000-8000-000000000042';
const BRANDING = '6f1c2b3a-0000-4000-8000-000000000043';

const service = (
  id: string,
  deviceId: string,
  fields: Partial<ConsumerDeviceService>,
): ConsumerDeviceService => ({
  id,
  deviceId,
  serviceType: 'RemoteAccess',
  consentStatus: 'PENDING',
  requestedAt: '2030-03-07T14:05:00.000Z',
  respondedAt: null,
  partner: PARTNER,
  ...fields,
});

const DEVICES = [
  thermostat({
    services: [
      service(REMOTE, THERMOSTAT, {}),
      service(BRANDING, THERMOSTAT, {
        serviceType: 'BrandingPartnerDeviceService',
        consentStatus: 'ACCEPTED',
        respondedAt: '2030-03-08T09:30:00.000Z',
      }),
    ],
  }),
  thermostat({
    id: DETECTOR,
    name: 'Hall smoke detector',
    services: [service(ALERTS, DETECTOR, { serviceType: 'ProAlertsPartnerDeviceService' })],
  }),
];

const open = (role: ConsumerUserRole, devices: ConsumerDevice[] = DEVICES) =>
  renderRoutes(
    [
      {
        path: '*',
        element: <HomeDevices consumerAccountId={HOUSEHOLD} role={role} devices={devices} />,
      },
    ],
    '/home-app/homes/household/home',
  );

const ACCEPT_REMOTE = 'Accept Remote access for Northwind HVAC on Living room thermostat';

beforeEach(() => {
  storeTestSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a home's devices and the partners' requests", () => {
  it('shows each device with its requests, their answers and dates', async () => {
    stubFetchPending();
    open('MEMBER');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Living room thermostat' }),
    ).toBeTruthy();
    const table = screen.getByRole('table', {
      name: 'Service requests for Living room thermostat',
    });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Remote access')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Pending')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/^Requested 03\/07\/2030 at/)).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Accepted')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText(/^Answered 03\/08\/2030 at/)).toBeTruthy();
    // Only a waiting request can be answered.
    expect(within(rows[2] as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.getAllByText('Online')).toHaveLength(2);
    expect(screen.getByText('2 requests are waiting for your answer.')).toBeTruthy();
  });

  it('accepts one request, showing its progress', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    open('MEMBER');
    await user.click(await screen.findByRole('button', { name: ACCEPT_REMOTE }));
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: `/api/v1/accounts/${HOUSEHOLD}/devices/${THERMOSTAT}/services/${REMOTE}/accept`,
        body: undefined,
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: ACCEPT_REMOTE }).hasAttribute('data-loading')).toBe(
        true,
      ),
    );
  });

  it('declines one request', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    open('ADMIN');
    await user.click(
      await screen.findByRole('button', {
        name: 'Decline Pro Alerts for Northwind HVAC on Hall smoke detector',
      }),
    );
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `PUT /api/v1/accounts/${HOUSEHOLD}/devices/${DETECTOR}/services/${ALERTS}/reject`,
    ]);
  });

  it('accepts every waiting request at once, after asking', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    open('MEMBER');
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept every waiting request?' });
    expect(requests).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Accept them all' }));
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: `/api/v1/accounts/${HOUSEHOLD}/services/accept`,
        body: { partnerDeviceServiceIds: [REMOTE, ALERTS] },
      },
    ]);
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('button', { name: 'Accept them all' })
          .hasAttribute('data-loading'),
      ).toBe(true),
    );
  });

  it('declines every waiting request at once, after asking', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    open('ADMIN');
    await user.click(await screen.findByRole('button', { name: 'Decline all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline every waiting request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline them all' }));
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: `/api/v1/accounts/${HOUSEHOLD}/services/reject`,
        body: { partnerDeviceServiceIds: [REMOTE, ALERTS] },
      },
    ]);
  });

  it('a guest sees the requests but no buttons', async () => {
    stubFetchPending();
    open('GUEST');
    expect(await screen.findAllByText('Pending')).toHaveLength(2);
    expect(
      screen.getByText(
        'As a guest of this household you can see the requests, but only its members and admins can answer them.',
      ),
    ).toBeTruthy();
    // Only the devices' activity, which a guest may read.
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Activity on Living room thermostat', 'Activity on Hall smoke detector']);
  });

  it('a request answered meanwhile says so', async () => {
    stubConflict('INVITE_ALREADY_COMPLETED');
    const user = userEvent.setup();
    open('MEMBER');
    await user.click(await screen.findByRole('button', { name: ACCEPT_REMOTE }));
    expect(
      await screen.findByText(
        'A request was answered already, so nothing was changed. The page now shows the current answers.',
      ),
    ).toBeTruthy();
  });

  it('without waiting requests there is nothing to answer at once', async () => {
    stubFetchPending();
    const answered = DEVICES.map((one) => ({
      ...one,
      services: one.services.map((request) => ({ ...request, consentStatus: 'REJECTED' as const })),
    }));
    open('ADMIN', answered);
    await screen.findByRole('heading', { level: 2, name: 'Hall smoke detector' });
    expect(screen.queryByRole('button', { name: 'Accept all' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('a home without devices says so', async () => {
    stubFetchPending();
    open('ADMIN', []);
    expect(await screen.findByText('This home has no devices yet.')).toBeTruthy();
  });
});
