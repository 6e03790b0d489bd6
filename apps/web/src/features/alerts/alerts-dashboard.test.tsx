import type { DeviceAlert, PartnerRole } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertsDashboardPage } from '@/features/alerts/components/AlertsDashboardPage';
import { AlertsTable } from '@/features/alerts/components/AlertsTable';
import {
  ACCOUNT,
  ALERT,
  alertOf,
  CUSTOMER,
  OTHER_ALERT,
  requestsTo,
} from '@/features/alerts/test-fixtures';
import { formatDateTime } from '@/shared/lib/dates';
import type { CursorPages } from '@/shared/lib/paging';
import { recordRequests, type SentRequest, stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';

const DASHBOARD = '/mybusiness/alerts/dashboard';

/** A filter's field by its label: the browser's selects and Mantine's searchable inputs alike. */
const field = (name: string) => screen.getByRole('combobox', { name });

function openDashboard(roles: PartnerRole[] = ['OWNER'], search = '') {
  return renderRoutes(
    [
      {
        path: DASHBOARD,
        element: <AlertsDashboardPage partnerAccountId={ACCOUNT} roles={roles} />,
      },
    ],
    `${DASHBOARD}${search}`,
  );
}

/** The query of the newest list request: what the dashboard asked the server for. */
async function lastListQuery(sent: SentRequest[]) {
  await waitFor(() => expect(requestsTo(sent, '/alerts').length).toBeGreaterThan(0));
  return Object.fromEntries(requestsTo(sent, '/alerts').at(-1)?.url.searchParams ?? []);
}

describe('the alerts dashboard asks for the work queue', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows its title, filters and a loader while the first page loads', async () => {
    stubFetchPending();
    openDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Alerts dashboard' })).toBeTruthy();
    for (const label of ['Severity', 'Alert type', 'Status', 'Customer', 'Order']) {
      expect(field(label)).toBeTruthy();
    }
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it('asks for active alerts, newest first, 15 a page, titles in the viewer’s language', async () => {
    const sent = recordRequests();
    openDashboard();
    expect(await lastListQuery(sent)).toEqual({
      first: '15',
      filterBy: 'status:Active',
      orderBy: 'TimestampDesc',
      language: 'en',
    });
  });

  it('asks again with each filter chosen, and keeps the filters in the address', async () => {
    const sent = recordRequests();
    const { router } = openDashboard();
    const user = userEvent.setup();
    await user.selectOptions(field('Status'), 'Dismissed');
    await user.selectOptions(field('Order'), 'Oldest first');
    await user.click(field('Severity'));
    await user.click(await screen.findByRole('option', { name: 'Urgent', hidden: true }));
    await waitFor(async () =>
      expect(await lastListQuery(sent)).toEqual({
        first: '15',
        filterBy: 'status:Dismissed,severity:Urgent',
        orderBy: 'TimestampAsc',
        language: 'en',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'Dismissed',
      order: 'TimestampAsc',
      severity: 'Urgent',
    });
  });

  it('opens on the filters its address holds (Back from an alert keeps the queue)', async () => {
    const sent = recordRequests();
    openDashboard(
      ['TECHNICIAN'],
      `?severity=Urgent,Warning&type=WaterLeakDetected&customer=${CUSTOMER}&order=TimestampAsc`,
    );
    expect(await lastListQuery(sent)).toEqual({
      first: '15',
      filterBy: `status:Active,severity:Urgent|Warning,alertName:WaterLeakDetected,customerId:${CUSTOMER}`,
      orderBy: 'TimestampAsc',
      language: 'en',
    });
    // The customer filter names the chosen customer, and Clear filters starts over.
    expect(field('Customer')).toHaveProperty('value', 'The chosen customer');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect((await lastListQuery(sent)).filterBy).toBe('status:Active'));
  });

  it('searches the customers on the server as the contractor types', async () => {
    const sent = recordRequests();
    openDashboard();
    await userEvent.setup().type(field('Customer'), 'ander');
    await waitFor(() =>
      expect(requestsTo(sent, '/customers').at(-1)?.url.searchParams.get('filterBy')).toBe('ander'),
    );
    expect(requestsTo(sent, '/customers').at(-1)?.url.searchParams.get('first')).toBe('15');
  });

  it('says when the list could not be loaded, and offers to try again', async () => {
    stubFetchFailing(403);
    openDashboard();
    expect(await screen.findByText('We could not load this page. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('links to the alert settings for those who manage them only', () => {
    stubFetchPending();
    openDashboard(['OWNER']);
    expect(screen.getByRole('link', { name: 'Alert settings' }).getAttribute('href')).toBe(
      '/mybusiness/alerts/alert-settings',
    );
  });

  it('has no settings link for a technician', () => {
    stubFetchPending();
    openDashboard(['TECHNICIAN']);
    expect(screen.queryByRole('link', { name: 'Alert settings' })).toBeNull();
  });
});

const noPages: CursorPages = {
  after: undefined,
  hasPrevious: false,
  next: () => {},
  previous: () => {},
  reset: () => {},
};

/** A list query as the table reads it, settled on these alerts. */
function listed(nodes: DeviceAlert[]) {
  return {
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    data: {
      nodes,
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      totalCount: nodes.length,
    },
    refetch: () => {},
  };
}

const leak = alertOf({
  id: OTHER_ALERT,
  alertName: 'WaterLeakDetected',
  title: 'Water leak detected',
  category: 'State',
  telemetryType: 'None',
  severity: 'Urgent',
  clearedAt: '2025-03-07T16:00:00.000Z',
  device: {
    ...alertOf().device,
    id: '6f1c2b3a-0000-4000-8000-000000000007',
    name: 'Basement leak detector',
  },
});

function showTable(nodes: DeviceAlert[], canDismiss = true) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <AlertsTable
            partnerAccountId={ACCOUNT}
            query={listed(nodes)}
            pages={noPages}
            canDismiss={canDismiss}
            empty="No active alerts: all your customers' homes are fine."
          />
        ),
      },
    ],
    DASHBOARD,
  );
}

describe('the work queue’s table', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each alert with its severity in words, customer, home, device, since and condition', () => {
    stubFetchPending();
    showTable([alertOf(), leak]);
    const table = screen.getByRole('table', { name: '2 alerts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        [...row.querySelectorAll('td')].slice(1, 8).map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Warning',
        'High indoor temperature',
        'Olivia Anderson',
        'Lake house',
        'Hall thermostat',
        formatDateTime('2025-03-07T14:05:00.000Z'),
        'Ongoing',
      ],
      [
        'Urgent',
        'Water leak detected',
        'Olivia Anderson',
        'Lake house',
        'Basement leak detector',
        formatDateTime('2025-03-07T14:05:00.000Z'),
        `Back to normal since ${formatDateTime('2025-03-07T16:00:00.000Z')}`,
      ],
    ]);
    expect(
      within(table).getByRole('link', { name: 'Water leak detected' }).getAttribute('href'),
    ).toBe(`${DASHBOARD}/${OTHER_ALERT}`);
  });

  it('says the homes are fine when nothing is active', () => {
    stubFetchPending();
    showTable([]);
    expect(screen.getByRole('status').textContent).toBe(
      "No active alerts: all your customers' homes are fine.",
    );
  });

  it('dismisses one alert from its row, after asking', async () => {
    const sent = recordRequests();
    showTable([alertOf(), leak]);
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: 'Dismiss Water leak detected on Basement leak detector' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this alert?' });
    expect(requestsTo(sent, `/alerts/${OTHER_ALERT}`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss alert' }));
    await waitFor(() =>
      expect(
        requestsTo(sent, `/alerts/${OTHER_ALERT}`).map(({ method, body }) => ({ method, body })),
      ).toEqual([{ method: 'PUT', body: { status: 'Dismissed' } }]),
    );
  });

  it('dismisses the selected alerts at once, after asking', async () => {
    const sent = recordRequests();
    showTable([alertOf(), leak]);
    const user = userEvent.setup();
    const dismissSelected = () => screen.getByRole('button', { name: /selected$/ });
    expect(dismissSelected()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(dismissSelected().textContent).toBe('Dismiss 2 selected');
    await user.click(
      screen.getByRole('checkbox', { name: 'Select High indoor temperature on Hall thermostat' }),
    );
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveProperty(
      'indeterminate',
      true,
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Select High indoor temperature on Hall thermostat' }),
    );
    await user.click(dismissSelected());
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss 2 alerts?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss 2 alerts' }));
    await waitFor(() =>
      expect(
        requestsTo(sent, '/alerts')
          .filter(({ method }) => method === 'PUT')
          .map(({ body }) => body),
      ).toEqual([{ alertIds: [ALERT, OTHER_ALERT], status: 'Dismissed' }]),
    );
  });

  it('says when a dismissal is refused, and keeps the question open to try again', async () => {
    recordRequests({ statusCode: 403 });
    showTable([alertOf()]);
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: 'Dismiss High indoor temperature on Hall thermostat' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this alert?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss alert' }));
    expect(
      await screen.findByText('The alert could not be dismissed. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Dismiss this alert?' })).toBeTruthy();
  });

  it('offers no selection and no Dismiss to a role that may not dismiss', () => {
    stubFetchPending();
    showTable([alertOf(), leak], false);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Dismiss/ })).toBeNull();
  });

  it('offers no Dismiss on dismissed alerts, and says who dismissed them', () => {
    stubFetchPending();
    showTable([
      alertOf({
        status: 'Dismissed',
        dismissedAt: '2025-03-08T09:30:00.000Z',
        dismissedBy: { id: '6f1c2b3a-0000-4000-8000-0000000000b1', name: 'Theo Technician' },
      }),
    ]);
    expect(
      screen.getByText(
        `Dismissed ${formatDateTime('2025-03-08T09:30:00.000Z')} by Theo Technician`,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Dismiss/ })).toBeNull();
  });
});
