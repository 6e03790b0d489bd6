import type { HomeownerAlert } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertsPanel, AlertsSection } from '@/features/home-app/components/AlertsSection';
import { formatDateTime } from '@/shared/lib/dates';
import type { CursorPages } from '@/shared/lib/paging';
import type { ConnectionQuery } from '@/shared/ui/PagedTable';
import { recordRequests, stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';

const LEAK = '6f1c2b3a-0000-4000-8000-000000000071';
const SMOKE = '6f1c2b3a-0000-4000-8000-000000000072';
const DETECTOR = '6f1c2b3a-0000-4000-8000-000000000031';
const IN_AN_HOUR = new Date(Date.now() + 3_600_000).toISOString();
const AN_HOUR_AGO = new Date(Date.now() - 3_600_000).toISOString();

const alertOf = (fields: Partial<HomeownerAlert>): HomeownerAlert => ({
  id: LEAK,
  alertName: 'WaterLeakDetected',
  title: 'Water leak detected',
  message: 'Your leak detector senses water. Turn off the water supply and call your installer.',
  severity: 'Urgent',
  active: true,
  openedAt: '2030-03-07T14:05:00.000Z',
  openedAtLocal: '03/07/2030 at 08:05 AM',
  clearedAt: null,
  snoozedUntil: null,
  device: { id: DETECTOR, name: 'Kitchen leak detector', deviceType: 'WaterLeakDetector3' },
  home: { id: '6f1c2b3a-0000-4000-8000-000000000061', locationName: 'Home' },
  ...fields,
});

const pageInfo = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };

function queryOf(
  nodes: HomeownerAlert[],
  fields: Partial<ConnectionQuery<HomeownerAlert>> = {},
): ConnectionQuery<HomeownerAlert> {
  return {
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    data: { nodes, pageInfo, totalCount: nodes.length },
    refetch: () => {},
    ...fields,
  };
}

const firstPage: CursorPages = {
  after: undefined,
  hasPrevious: false,
  next: () => {},
  previous: () => {},
  reset: () => {},
};

const openPanel = (query: ConnectionQuery<HomeownerAlert>, pages = firstPage) =>
  renderRoutes([{ path: '*', element: <AlertsPanel query={query} pages={pages} /> }], '/home-app');

const alertCard = (title: string) => {
  const heading = screen.getByRole('heading', { level: 3, name: title });
  const card = heading.closest('li');
  if (card === null) throw new Error(`no card for ${title}`);
  return card;
};

const SNOOZE_LEAK = 'Snooze Water leak detected on Kitchen leak detector';

beforeEach(() => {
  storeTestSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the homeowner's alerts", () => {
  it('asks for the first page in the portal language and the browser time zone', async () => {
    const requests = recordRequests();
    renderRoutes([{ path: '*', element: <AlertsSection /> }], '/home-app');
    await waitFor(() => expect(requests).toHaveLength(1));
    const url = new URL(requests[0]?.path ?? '', 'http://portal.test');
    expect(url.pathname).toBe('/api/v1/users/my/alerts');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      first: '15',
      language: 'en',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    const section = screen.getByRole('region', { name: 'Alerts' });
    expect(within(section).getByText('Loading…')).toBeTruthy();
  });

  it('says when they failed to load, and offers to try again', async () => {
    stubFetchFailing(400);
    renderRoutes([{ path: '*', element: <AlertsSection /> }], '/home-app');
    const section = screen.getByRole('region', { name: 'Alerts' });
    expect(
      await within(section).findByText('We could not load this page. Please try again.'),
    ).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('without alerts, says that the devices report nothing unusual', () => {
    stubFetchPending();
    openPanel(queryOf([]));
    expect(screen.getByRole('status').textContent).toBe(
      'No alerts: your devices report nothing unusual',
    );
  });

  it('shows each alert: what, where, since when, active or cleared, snoozed until', () => {
    stubFetchPending();
    openPanel(
      queryOf([
        alertOf({ snoozedUntil: IN_AN_HOUR }),
        alertOf({
          id: SMOKE,
          alertName: 'SmokeDetected',
          title: 'Smoke detected',
          message: 'Your smoke alarm sensed smoke.',
          severity: 'Warning',
          active: false,
          clearedAt: '2030-03-07T15:00:00.000Z',
          // A snooze that ended is not mentioned.
          snoozedUntil: AN_HOUR_AGO,
          device: { id: DETECTOR, name: 'Hall smoke alarm', deviceType: 'SmokeDetector' },
        }),
      ]),
    );
    const leak = within(alertCard('Water leak detected'));
    expect(leak.getByText('Urgent')).toBeTruthy();
    expect(leak.getByText('Active')).toBeTruthy();
    expect(leak.getByText(/^Your leak detector senses water/)).toBeTruthy();
    expect(leak.getByText('Kitchen leak detector in Home')).toBeTruthy();
    expect(leak.getByText('Since 03/07/2030 at 08:05 AM')).toBeTruthy();
    expect(leak.getByText(`Snoozed until ${formatDateTime(IN_AN_HOUR)}`)).toBeTruthy();
    expect(leak.getByRole('button', { name: SNOOZE_LEAK })).toBeTruthy();

    const smoke = within(alertCard('Smoke detected'));
    expect(smoke.getByText('Warning')).toBeTruthy();
    expect(smoke.getByText('Cleared')).toBeTruthy();
    expect(smoke.queryByText(/^Snoozed until/)).toBeNull();
    // Over already: nothing to snooze.
    expect(smoke.queryByRole('button')).toBeNull();
  });

  it('offers the snooze durations in words and snoozes for the one chosen', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    openPanel(queryOf([alertOf({})]));
    await user.click(screen.getByRole('button', { name: SNOOZE_LEAK }));
    // jsdom lays nothing out, so Mantine hides the menu it cannot place: look among hidden ones.
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual([
      '1 hour',
      '4 hours',
      '24 hours',
      '7 days',
    ]);
    await user.click(screen.getByRole('menuitem', { name: '24 hours', hidden: true }));
    expect(requests).toEqual([
      {
        method: 'POST',
        path: `/api/v1/users/my/devices/${DETECTOR}/alerts/${LEAK}/snooze`,
        body: { duration: 'PT24H' },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: SNOOZE_LEAK }).hasAttribute('data-loading')).toBe(
        true,
      ),
    );
  });

  it('a refused snooze says that something went wrong', async () => {
    stubFetchFailing(404);
    const user = userEvent.setup();
    openPanel(queryOf([alertOf({})]));
    await user.click(screen.getByRole('button', { name: SNOOZE_LEAK }));
    await user.click(await screen.findByRole('menuitem', { name: '1 hour', hidden: true }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/is snoozed for/)).toBeNull();
  });

  it('pages with Previous and Next when there are more', async () => {
    stubFetchPending();
    const next = vi.fn();
    const user = userEvent.setup();
    openPanel(
      queryOf([alertOf({})], {
        data: {
          nodes: [alertOf({})],
          pageInfo: { ...pageInfo, hasNextPage: true, endCursor: 'cursor-15' },
          totalCount: 16,
        },
      }),
      { ...firstPage, next },
    );
    const pager = screen.getByRole('navigation', { name: 'Pages of my alerts' });
    expect(
      within(pager).getByRole('button', { name: 'Previous page' }).hasAttribute('disabled'),
    ).toBe(true);
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(next).toHaveBeenCalledWith('cursor-15');
  });
});
