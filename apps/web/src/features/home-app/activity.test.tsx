import type { AuditEntry, ConsumerUserRole } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditTrailOptions } from '@/features/home-app/api/get-audit-trail';
import { deviceSessionsOptions } from '@/features/home-app/api/get-device-sessions';
import { AuditTrailTable } from '@/features/home-app/components/AuditTrailTable';
import { HomeDevices } from '@/features/home-app/components/HomeDevices';
import { PastSessionsTable } from '@/features/home-app/components/PastSessionsTable';
import {
  approvedSession,
  HOUSEHOLD,
  sessionOf,
  THERMOSTAT,
  thermostat,
} from '@/features/home-app/test/sessions';
import { formatDateTime } from '@/shared/lib/dates';
import { historyEntryOf } from '@/test/devices';
import { recordRequests, stubFetchFailing } from '@/test/fetch';
import { renderRoutes, renderWithProviders } from '@/test/render';
import { SeededQueries } from '@/test/seed';
import { storeTestSession } from '@/test/session';

const DEVICE_PATH = `/api/v1/accounts/${HOUSEHOLD}/devices/${THERMOSTAT}`;
const ACTIVITY = 'Activity on Living room thermostat';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const table = (entries: AuditEntry[], hasMore = false, onLoadMore = () => {}) =>
  renderWithProviders(
    <AuditTrailTable
      deviceName="Living room thermostat"
      entries={entries}
      hasMore={hasMore}
      loadingMore={false}
      onLoadMore={onLoadMore}
    />,
  );

/** The home page's device section, with these answers already in the query client. */
const openDevice = (answers: Parameters<typeof SeededQueries>[0]['answers'] = []) =>
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <SeededQueries answers={answers}>
            <HomeDevices
              consumerAccountId={HOUSEHOLD}
              role={GUEST}
              devices={[thermostat()]}
              sessions={[]}
            />
          </SeededQueries>
        ),
      },
    ],
    '/home-app/homes/household/home',
  );

const GUEST: ConsumerUserRole = 'GUEST';

beforeEach(() => {
  storeTestSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a device's audit trail", () => {
  it('says when, who for whom, what in words, and what changed from what to what', () => {
    const entries = [
      historyEntryOf(1, {
        event: 'DEVICE_STATE_CHANGED',
        actor: 'Jane Smith',
        actorCompany: 'Northwind HVAC',
        changes: [
          { field: 'heatSetpoint', before: 68, after: 70 },
          { field: 'mode', before: 'Heat', after: 'EmergencyHeat' },
        ],
      }),
      historyEntryOf(2, {
        event: 'SCHEDULE_CHANGED',
        actor: 'Jane Smith',
        actorCompany: 'Northwind HVAC',
        changes: [
          { field: 'days', before: [{ day: 'Monday' }], after: [{ day: 'Monday' }] },
          { field: 'status', before: 'Off', after: 'On' },
        ],
      }),
      historyEntryOf(3, {
        event: 'SMART_AWAY_CHANGED',
        actor: 'Dana Lee',
        actorCompany: 'Lee household',
        changes: [
          { field: 'enabled', before: false, after: true },
          { field: 'mode', before: 'Balanced', after: 'PrioritizeSavings' },
        ],
      }),
      historyEntryOf(4, {
        event: 'ISU_SETTINGS_CHANGED',
        actor: 'Jane Smith',
        changes: [
          { field: 'accessories', before: [], after: ['Humidifier', 'Dehumidifier'] },
          { field: 'minCycleOffMinutes', before: 5, after: 7 },
          { field: 'futureSetting', before: null, after: 'x' },
        ],
      }),
      historyEntryOf(5, { event: 'SESSION_APPROVED', actor: 'Dana Lee', detail: '60 minutes' }),
      historyEntryOf(6, { event: 'FIRMWARE_UPDATED' }),
    ];
    table(entries);
    const trail = screen.getByRole('table', {
      name: 'What happened on Living room thermostat, newest first',
    });
    expect(rowsOf(trail)).toEqual([
      [
        formatDateTime(entries[0]?.at ?? ''),
        'Jane Smith (Northwind HVAC)',
        'Settings changed',
        'Heat setpoint: 68 → 70 °FMode: Heat → Emergency heat',
      ],
      [
        formatDateTime(entries[1]?.at ?? ''),
        'Jane Smith (Northwind HVAC)',
        'Schedule changed',
        'Weekly schedule changedSchedule: Off → On',
      ],
      [
        formatDateTime(entries[2]?.at ?? ''),
        'Dana Lee (Lee household)',
        'Smart Away changed',
        'Smart Away: Off → OnSmart Away mode: Balanced → PrioritizeSavings',
      ],
      [
        formatDateTime(entries[3]?.at ?? ''),
        'Jane Smith',
        'Installer set-up changed',
        'Accessories: — → Humidifier, DehumidifierMinimum off time: 5 → 7 minfutureSetting: — → x',
      ],
      [formatDateTime(entries[4]?.at ?? ''), 'Dana Lee', 'Session approved60 minutes', '—'],
      [formatDateTime(entries[5]?.at ?? ''), '—', 'FIRMWARE_UPDATED', '—'],
    ]);
    // Each change is an item of its own list.
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Heat setpoint: 68 → 70 °F');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers "Load more" while older lines remain', async () => {
    const loadMore = vi.fn();
    table([historyEntryOf(1)], true, loadMore);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('says when nothing was recorded yet', () => {
    table([]);
    expect(screen.getByRole('status').textContent).toBe(
      'Nothing has been recorded on this device yet.',
    );
  });
});

describe("a device's past sessions", () => {
  it('says who asked, when, for how long, and how each went', () => {
    const sessions = [
      approvedSession(30, { status: 'InProgress' }),
      sessionOf({
        partnerDeviceSessionId: '6f1c2b3a-0000-4000-8000-0000000000e2',
        status: null,
        durationMinutes: 120,
        endedAt: '2030-03-08T09:30:00.000Z',
        endReason: 'EndedByHomeowner',
      }),
      sessionOf({
        partnerDeviceSessionId: '6f1c2b3a-0000-4000-8000-0000000000e3',
        status: null,
        endedAt: '2030-03-07T09:30:00.000Z',
        endReason: 'Declined',
      }),
    ];
    renderWithProviders(
      <PastSessionsTable
        deviceName="Living room thermostat"
        sessions={sessions}
        hasMore
        loadingMore={false}
        onLoadMore={() => {}}
      />,
    );
    expect(
      rowsOf(
        screen.getByRole('table', { name: 'Sessions on Living room thermostat, newest first' }),
      ),
    ).toEqual([
      [
        formatDateTime(sessions[0]?.requestedAt ?? ''),
        'Northwind HVAC (Jane Smith, Technician)',
        '60 minutes',
        'In progress',
      ],
      [
        formatDateTime(sessions[1]?.requestedAt ?? ''),
        'Northwind HVAC (Jane Smith, Technician)',
        '120 minutes',
        `Ended by the household, ${formatDateTime('2030-03-08T09:30:00.000Z')}`,
      ],
      [
        formatDateTime(sessions[2]?.requestedAt ?? ''),
        'Northwind HVAC (Jane Smith, Technician)',
        '60 minutes',
        `Declined, ${formatDateTime('2030-03-07T09:30:00.000Z')}`,
      ],
    ]);
    expect(screen.getByRole('button', { name: 'Load more sessions' })).toBeTruthy();
  });

  it('says when no partner asked yet', () => {
    renderWithProviders(
      <PastSessionsTable
        deviceName="Living room thermostat"
        sessions={[]}
        hasMore={false}
        loadingMore={false}
        onLoadMore={() => {}}
      />,
    );
    expect(screen.getByText('No partner has asked for a session on this device yet.')).toBeTruthy();
  });
});

describe("a device's activity panel", () => {
  it('opens from the device, also for a guest, asking for the first page of each list', async () => {
    const sent = recordRequests();
    const user = userEvent.setup();
    openDevice();
    await user.click(await screen.findByRole('button', { name: ACTIVITY }));
    const panel = await screen.findByRole('dialog', { name: ACTIVITY });
    expect(within(panel).getAllByText('Loading…')).toHaveLength(2);
    expect(within(panel).getByRole('heading', { level: 3, name: 'Audit trail' })).toBeTruthy();
    expect(within(panel).getByRole('heading', { level: 3, name: 'Sessions' })).toBeTruthy();
    await waitFor(() =>
      expect(sent.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
        `GET ${DEVICE_PATH}/auditTrail?first=15`,
        `GET ${DEVICE_PATH}/sessions?first=15`,
      ]),
    );
  });

  it('gives focus back to the Activity button when it closes', async () => {
    recordRequests();
    const user = userEvent.setup();
    openDevice();
    const activity = await screen.findByRole('button', { name: ACTIVITY });
    await user.click(activity);
    await screen.findByRole('dialog', { name: ACTIVITY });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(activity));
  });

  it('says when the lists failed to load, and offers to try again', async () => {
    stubFetchFailing(404);
    const user = userEvent.setup();
    openDevice();
    await user.click(await screen.findByRole('button', { name: ACTIVITY }));
    const panel = await screen.findByRole('dialog', { name: ACTIVITY });
    await waitFor(() =>
      expect(
        within(panel).getAllByText('We could not load this page. Please try again.'),
      ).toHaveLength(2),
    );
    expect(within(panel).getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });

  it('"Load more" asks for the lines after the last one loaded, keeping those on screen', async () => {
    const sent = recordRequests();
    const user = userEvent.setup();
    const firstPage = {
      nodes: [historyEntryOf(1, { event: 'SESSION_REQUESTED', actor: 'Jane Smith' })],
      pageInfo: {
        hasNextPage: true,
        hasPreviousPage: false,
        startCursor: 'c1',
        endCursor: 'c1',
      },
      totalCount: 2,
    };
    const infinite = (page: object) => ({ pages: [page], pageParams: [undefined] });
    openDevice([
      [auditTrailOptions(HOUSEHOLD, THERMOSTAT).queryKey, infinite(firstPage)],
      [
        deviceSessionsOptions(HOUSEHOLD, THERMOSTAT).queryKey,
        infinite({ ...firstPage, nodes: [], totalCount: 0 }),
      ],
    ]);
    await user.click(await screen.findByRole('button', { name: ACTIVITY }));
    const panel = await screen.findByRole('dialog', { name: ACTIVITY });
    expect(within(panel).getByText('Session requested')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(sent.map(({ path }) => path)).toContain(`${DEVICE_PATH}/auditTrail?first=15&after=c1`),
    );
    expect(within(panel).getByText('Session requested')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(panel).getByRole('button', { name: 'Load more' }).hasAttribute('data-loading'),
      ).toBe(true),
    );
  });
});
