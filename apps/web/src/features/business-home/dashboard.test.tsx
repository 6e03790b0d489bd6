import type { PartnerRole } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BusinessDashboard,
  DashboardFigures,
} from '@/features/business-home/components/BusinessDashboard';
import { BusinessHomeRoute } from '@/features/business-home/routes/home';
import { i18n } from '@/shared/lib/i18n/i18n';
import { recordRequests, stubFetchPending } from '@/test/fetch';
import { dashboardInsightsOf, metric } from '@/test/insights';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';
import { SeededViewer, TEST_COMPANY_ID, testViewer } from '@/test/viewer';

const HOME = '/mybusiness/home';
const DASHBOARD_CALL = `/api/v1/proAccounts/${TEST_COMPANY_ID}/insights/dashboard`;

const NOTHING = metric(0, 0);
const NEW_COMPANY = dashboardInsightsOf({
  customersAdded: NOTHING,
  homesAdded: NOTHING,
  devicesInstalled: NOTHING,
  devicesOnline: { online: 0, total: 0 },
  serviceRequests: dashboardInsightsOf().serviceRequests.map((request) => ({
    ...request,
    sent: NOTHING,
    accepted: NOTHING,
  })),
  remoteSessions: NOTHING,
  alertsOpened: NOTHING,
  alertsResolved: NOTHING,
});

function render(ui: ReactNode, path = HOME) {
  return renderRoutes([{ path: '*', element: ui }], path);
}

const openDashboard = (path = HOME) =>
  render(<BusinessDashboard partnerAccountId={TEST_COMPANY_ID} canOpenCustomers />, path);

/** Each tile's term with what its descriptions say: the figure, then the change when there is one. */
const tiles = () =>
  Object.fromEntries(
    [...document.querySelectorAll('dt')].map((term) => {
      const said = [];
      for (
        let next = term.nextElementSibling;
        next?.tagName === 'DD';
        next = next.nextElementSibling
      ) {
        said.push(next.textContent);
      }
      return [term.textContent, said];
    }),
  );

const dashboardCalls = (sent: { path: string }[]) =>
  sent
    .filter(({ path }) => path.startsWith(DASHBOARD_CALL))
    .map(({ path }) => new URL(path, 'http://portal').searchParams);

beforeEach(() => {
  storeTestSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the interval picker (spec 000 §3)', () => {
  it('offers every interval, starts at the last 30 days and asks for it', async () => {
    const sent = recordRequests();
    openDashboard();
    const picker = screen.getByRole('combobox', { name: 'Period' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Last week',
      'Last 30 days',
      'Last 60 days',
      'Last 3 months',
      'Last 6 months',
      'Year to date',
      'Lifetime',
    ]);
    expect(picker).toHaveProperty('value', 'LastThirtyDays');
    await vi.waitFor(() => expect(dashboardCalls(sent)).toHaveLength(1));
    const [query] = dashboardCalls(sent);
    expect(query?.get('interval')).toBe('LastThirtyDays');
    expect(query?.get('tzOffset')).toBe(String(-new Date().getTimezoneOffset()));
  });

  it('keeps the choice in the address and asks for each interval chosen', async () => {
    const sent = recordRequests();
    const { router } = openDashboard();
    const user = userEvent.setup();
    for (const [label, interval] of [
      ['Last week', 'LastWeek'],
      ['Year to date', 'YearToDate'],
      ['Lifetime', 'Lifetime'],
    ] as const) {
      await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), label);
      expect(router.state.location.search).toBe(`?interval=${interval}`);
      await vi.waitFor(() => expect(dashboardCalls(sent).at(-1)?.get('interval')).toBe(interval));
    }
    expect(dashboardCalls(sent).map((query) => query.get('interval'))).toEqual([
      'LastThirtyDays',
      'LastWeek',
      'YearToDate',
      'Lifetime',
    ]);
  });

  it('opens on the interval of the address, as after a reload', async () => {
    const sent = recordRequests();
    openDashboard(`${HOME}?interval=LastSixMonths`);
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveProperty(
      'value',
      'LastSixMonths',
    );
    await vi.waitFor(() => expect(dashboardCalls(sent)[0]?.get('interval')).toBe('LastSixMonths'));
  });

  it('reads an interval it does not know as the default', async () => {
    const sent = recordRequests();
    openDashboard(`${HOME}?interval=LastDecade`);
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveProperty(
      'value',
      'LastThirtyDays',
    );
    await vi.waitFor(() => expect(dashboardCalls(sent)[0]?.get('interval')).toBe('LastThirtyDays'));
  });
});

describe('the dashboard while it loads or fails', () => {
  it('holds the tiles’ place while the figures load', async () => {
    stubFetchPending();
    openDashboard();
    expect(screen.getByRole('heading', { level: 2, name: 'Your business' })).toBeTruthy();
    expect(await screen.findByText('Loading your figures…')).toBeTruthy();
  });

  it('says the figures did not load, and asks again on Try again', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ statusCode: 403, error: 'Refused', message: 'Refused' }, { status: 403 }),
    );
    vi.stubGlobal('fetch', fetch);
    openDashboard();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('We could not load this page. Please try again.')).toBeTruthy();
    const before = fetch.mock.calls.length;
    await userEvent.setup().click(retry);
    await vi.waitFor(() => expect(fetch.mock.calls.length).toBe(before + 1));
  });
});

describe('the tiles', () => {
  it('show each figure with its change against the previous period, in words', () => {
    render(<DashboardFigures insights={dashboardInsightsOf()} canOpenCustomers />);
    expect(tiles()).toEqual({
      'Customers added': ['12', '↑ Up 50% from 8'],
      'Homes added': ['14', '→ No change from 14'],
      'Devices installed': ['30', '↓ Down 25% from 40'],
      'Devices online now': ['1,180 of 1,240'],
      'Installation requests sent': ['5', '↑ Up from none in the previous period'],
      'Installation requests accepted': ['0', '→ No change from 0'],
      'Branding requests sent': ['10', '↑ Up 100% from 5'],
      'Branding requests accepted': ['6', '↑ Up 100% from 3'],
      'Pro Alerts requests sent': ['2', '↓ Down 50% from 4'],
      'Pro Alerts requests accepted': ['1', '→ No change from 1'],
      'Alerts opened': ['40', '↓ Down 20% from 50'],
      'Alerts resolved': ['35', '↑ Up 16.7% from 30'],
      'Remote sessions': ['4', '↑ Up 33.3% from 3'],
    });
  });

  it('hide the arrow from screen readers: the words say it', () => {
    render(<DashboardFigures insights={dashboardInsightsOf()} canOpenCustomers />);
    const arrows = [...document.querySelectorAll('dd [aria-hidden]')].map(
      (arrow) => arrow.textContent,
    );
    expect(arrows).toContain('↑ ');
    expect(arrows).toContain('↓ ');
  });

  it('for Lifetime: the figures alone, there is no previous period', () => {
    const lifetime = (current: number) => ({ current, previous: null, change: null });
    render(
      <DashboardFigures
        insights={dashboardInsightsOf({
          interval: 'Lifetime',
          previousPeriod: null,
          customersAdded: lifetime(25),
          alertsOpened: lifetime(400),
        })}
        canOpenCustomers
      />,
    );
    expect(tiles()['Customers added']).toEqual(['25']);
    expect(tiles()['Alerts opened']).toEqual(['400']);
  });

  it('show the remote sessions held in the period', () => {
    render(
      <DashboardFigures
        insights={dashboardInsightsOf({ remoteSessions: metric(3, 2) })}
        canOpenCustomers
      />,
    );
    expect(tiles()['Remote sessions']).toEqual(['3', '↑ Up 50% from 2']);
  });

  it('write the figures as the language does', async () => {
    await i18n.changeLanguage('de');
    try {
      render(<DashboardFigures insights={dashboardInsightsOf()} canOpenCustomers />);
      expect(screen.getByText('1.180 of 1.240', { exact: false })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('the charts', () => {
  it('have a table per chart, a row per day', () => {
    render(<DashboardFigures insights={dashboardInsightsOf()} canOpenCustomers />);
    const growth = screen.getByRole('table', { name: 'Customers added and devices installed' });
    expect(
      within(growth)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayCustomers addedDevices installed', 'March 28, 202612', 'March 29, 20261,5000']);
    const alerts = screen.getByRole('table', { name: 'Alerts opened over time' });
    expect(
      within(alerts)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayAlerts opened', 'March 28, 20263', 'March 29, 20261']);
  });

  it('name weeks and months by their bucket', () => {
    render(
      <DashboardFigures
        insights={dashboardInsightsOf({
          series: {
            bucket: 'MONTH',
            points: [
              {
                start: '2026-01-01T00:00:00.000Z',
                customersAdded: 4,
                devicesInstalled: 9,
                alertsOpened: 0,
              },
            ],
          },
        })}
        canOpenCustomers
      />,
    );
    const growth = screen.getByRole('table', { name: 'Customers added and devices installed' });
    expect(
      within(growth)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MonthCustomers addedDevices installed', 'January 202649']);
  });
});

describe('a new company with nothing counted yet', () => {
  it('is told how to start instead of shown zeros, with the way to its customers', () => {
    render(<DashboardFigures insights={NEW_COMPANY} canOpenCustomers />);
    expect(screen.getByText('Your dashboard is ready')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your first customer' }).getAttribute('href')).toBe(
      '/mybusiness/customers',
    );
    expect(document.querySelector('dt')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('gets no link where the customer accounts do not open to it', () => {
    render(<DashboardFigures insights={NEW_COMPANY} canOpenCustomers={false} />);
    expect(screen.getByText('Your dashboard is ready')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a quiet period of a company with devices still shows its tiles', () => {
    render(
      <DashboardFigures
        insights={{ ...NEW_COMPANY, devicesOnline: { online: 3, total: 4 } }}
        canOpenCustomers
      />,
    );
    expect(screen.queryByText('Your dashboard is ready')).toBeNull();
    expect(tiles()['Devices online now']).toEqual(['3 of 4']);
  });
});

describe('who sees the dashboard on the home page', () => {
  function openHome(roles: PartnerRole[]) {
    const sent = recordRequests();
    render(
      <SeededViewer viewer={testViewer({ roles })}>
        <BusinessHomeRoute />
      </SeededViewer>,
    );
    return sent;
  }

  it.each([
    ['OWNER'],
    ['COMPANY_ADMIN'],
    ['MEMBER'],
    ['MARKETING'],
    ['SALES'],
    ['OPERATIONS'],
  ] as const)('a %s, who may read insights, sees it below the welcome', async (role) => {
    const sent = openHome([role]);
    expect(await screen.findByText('Welcome, Ada')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your business' })).toBeTruthy();
    await vi.waitFor(() => expect(dashboardCalls(sent)).toHaveLength(1));
  });

  it.each([['TECHNICIAN'], ['GUEST']] as const)(
    'a %s keeps the home page without the figures, and they are never asked for',
    async (role) => {
      const sent = openHome([role]);
      expect(await screen.findByText('Welcome, Ada')).toBeTruthy();
      expect(screen.getByText('Company: Northwind HVAC')).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Your business' })).toBeNull();
      expect(screen.queryByRole('combobox', { name: 'Period' })).toBeNull();
      expect(dashboardCalls(sent)).toEqual([]);
    },
  );

  it('the owner keeps the branding tile and the next steps beside it', async () => {
    openHome(['OWNER']);
    expect(await screen.findByRole('region', { name: 'Your brand' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your business' })).toBeTruthy();
  });
});
