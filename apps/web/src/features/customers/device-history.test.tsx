import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DeviceHistoryDrawer,
  HistoryTable,
} from '@/features/customers/components/DeviceHistoryDrawer';
import { customerAbilities } from '@/features/customers/components/device-rules';
import { HomeSection } from '@/features/customers/components/HomeSection';
import { formatDateTime } from '@/shared/lib/dates';
import { historyEntryOf } from '@/test/devices';
import { recordRequests, stubFetchFailing } from '@/test/fetch';
import { renderRoutes, renderWithProviders } from '@/test/render';
import { storeTestSession } from '@/test/session';
import { ACCOUNT, CUSTOMER, companyRequests, DEVICE, deviceOf, homeOf, MAC } from './test-fixtures';

beforeEach(() => {
  storeTestSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the history of a device', () => {
  it('shows the work of a remote session: who, for which company, and each change', () => {
    renderWithProviders(
      <HistoryTable
        device={deviceOf()}
        entries={[
          historyEntryOf(1, {
            event: 'DEVICE_STATE_CHANGED',
            actor: 'Theo Technician',
            actorCompany: 'Northwind Heating & Cooling',
            partnerDeviceSessionId: '6f1c2b3a-0000-4000-8000-000000000999',
            changes: [{ field: 'heatSetpoint', before: 68, after: 72 }],
          }),
          historyEntryOf(2, { event: 'SESSION_ENTERED', actor: 'Theo Technician' }),
        ]}
        hasMore={false}
        loadingMore={false}
        onLoadMore={() => {}}
      />,
    );
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      [
        'Settings changed',
        'Heat setpoint: 68 → 72 °F',
        'Theo Technician (Northwind Heating & Cooling)',
      ],
      ['Technician started working', '—', 'Theo Technician'],
    ]);
  });

  it('lists the events in words, in the order the server gives (newest first)', () => {
    const entries = [
      historyEntryOf(1, { event: 'SERVICE_ACCEPTED', detail: 'RemoteAccess', actor: 'Ann Lee' }),
      historyEntryOf(2, { event: 'PRE_REGISTERED' }),
      historyEntryOf(3, { event: 'FIRMWARE_UPDATED' }),
    ];
    renderWithProviders(
      <HistoryTable
        device={deviceOf()}
        entries={entries}
        hasMore={false}
        loadingMore={false}
        onLoadMore={() => {}}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [formatDateTime(entries[0]?.at ?? ''), 'Service accepted', 'RemoteAccess', 'Ann Lee'],
      [formatDateTime(entries[1]?.at ?? ''), 'Pre-registered', '—', '—'],
      [formatDateTime(entries[2]?.at ?? ''), 'FIRMWARE_UPDATED', '—', '—'],
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers "Load more" while older events remain', async () => {
    const loadMore = vi.fn();
    renderWithProviders(
      <HistoryTable
        device={deviceOf()}
        entries={[historyEntryOf(1)]}
        hasMore
        loadingMore={false}
        onLoadMore={loadMore}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('keeps "Load more" busy while the next page loads', () => {
    renderWithProviders(
      <HistoryTable
        device={deviceOf()}
        entries={[historyEntryOf(1)]}
        hasMore
        loadingMore
        onLoadMore={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Load more' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when nothing was recorded yet', () => {
    renderWithProviders(
      <HistoryTable
        device={deviceOf()}
        entries={[]}
        hasMore={false}
        loadingMore={false}
        onLoadMore={() => {}}
      />,
    );
    expect(screen.getByText('Nothing has been recorded for this device yet.')).toBeTruthy();
  });

  it('opens from the device row in a panel titled with its model and MAC, asking for the first page', async () => {
    const sent = recordRequests();
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <HomeSection
              partnerAccountId={ACCOUNT}
              customerId={CUSTOMER}
              home={homeOf()}
              customerEmail={null}
              abilities={customerAbilities(['SALES'])}
              focusDeviceId={undefined}
            />
          ),
        },
      ],
      '/',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: `History for ${MAC}` }));
    const drawer = await screen.findByRole('dialog', { name: `History of T10 Pro (${MAC})` });
    expect(within(drawer).getByText('Loading…')).toBeTruthy();
    await waitFor(() =>
      expect(companyRequests(sent)).toEqual([
        {
          method: 'GET',
          path: `/api/v1/proAccounts/${ACCOUNT}/devices/${DEVICE}/history?first=15`,
          body: undefined,
        },
      ]),
    );
  });

  it('says when the history failed to load, and offers to try again', async () => {
    stubFetchFailing(403);
    renderWithProviders(
      <DeviceHistoryDrawer partnerAccountId={ACCOUNT} device={deviceOf()} onClose={() => {}} />,
    );
    const drawer = await screen.findByRole('dialog', { name: `History of T10 Pro (${MAC})` });
    expect(
      await within(drawer).findByText('We could not load this page. Please try again.'),
    ).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
