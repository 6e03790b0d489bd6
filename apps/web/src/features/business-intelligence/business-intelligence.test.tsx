import type { DashboardInsights } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertInsightsView } from '@/features/business-intelligence/components/AlertInsightsSection';
import { ServiceInsightsView } from '@/features/business-intelligence/components/ServiceInsightsSection';
import { BusinessIntelligenceRoute } from '@/features/business-intelligence/routes/business-intelligence';
import { recordRequests, type SentRequest, stubFetchPending } from '@/test/fetch';
import { dashboardInsightsOf, metric } from '@/test/insights';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';
import { SeededViewer, TEST_COMPANY_ID, testViewer } from '@/test/viewer';
import { alertInsightsOf } from './test-fixtures';

const BI = '/mybusiness/business-intelligence';
const INSIGHTS = `/api/v1/proAccounts/${TEST_COMPANY_ID}/insights`;

function openBusinessIntelligence(path: string) {
  return renderRoutes(
    [
      {
        path: `${BI}/*`,
        element: (
          <SeededViewer viewer={testViewer()}>
            <BusinessIntelligenceRoute />
          </SeededViewer>
        ),
      },
    ],
    path,
  );
}

function render(ui: ReactNode, path = `${BI}/alerts`) {
  return renderRoutes([{ path: '*', element: ui }], path);
}

/** The insight calls sent, as `name?interval`. */
const insightCalls = (sent: SentRequest[]) =>
  sent
    .filter(({ path }) => path.startsWith(INSIGHTS))
    .map(({ path }) => {
      const url = new URL(path, 'http://portal');
      const period = url.searchParams.get('interval') ?? url.searchParams.get('timePeriod');
      return `${url.pathname.slice(INSIGHTS.length + 1)}?${period}`;
    });

const sectionLinks = () =>
  within(screen.getByRole('navigation', { name: 'Business intelligence sections' })).getAllByRole(
    'link',
  );

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** Catches the CSV the page saves: its name and its text, the byte order mark apart. */
function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    blob = object as Blob;
    return 'blob:csv';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (blob !== undefined) saved.push({ name: this.download, blob });
  });
  return async () => {
    const last = saved.at(-1);
    if (last === undefined) throw new Error('nothing was saved');
    const bytes = new Uint8Array(await last.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return { name: last.name, text: new TextDecoder().decode(bytes.slice(3)) };
  };
}

const today = () => {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
};

beforeEach(() => {
  storeTestSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the parts of business intelligence, each at its own address', () => {
  it('opens on the alerts insights, with the sub-navigation marking it', async () => {
    const sent = recordRequests();
    const { router } = openBusinessIntelligence(BI);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business intelligence' }),
    ).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`${BI}/alerts`));
    expect(sectionLinks().map((link) => link.textContent)).toEqual([
      'Alerts',
      'Services',
      'Builders',
    ]);
    expect(screen.getByRole('link', { name: 'Alerts' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Alerts insights' })).toBeTruthy();
    await vi.waitFor(() => expect(insightCalls(sent)).toEqual(['alerts?LastThirtyDays']));
  });

  it('goes from part to part with the period kept, each asking for its own figures', async () => {
    const sent = recordRequests();
    const { router } = openBusinessIntelligence(`${BI}/alerts?interval=LastWeek`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Services' }));
    expect(router.state.location.pathname).toBe(`${BI}/services`);
    expect(router.state.location.search).toBe('?interval=LastWeek');
    expect(screen.getByRole('heading', { level: 2, name: 'Service insights' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await user.click(screen.getByRole('link', { name: 'Builders' }));
    expect(router.state.location.pathname).toBe(`${BI}/builders`);
    expect(screen.getByRole('heading', { level: 2, name: 'Builders' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(insightCalls(sent)).toEqual([
        'alerts?LastWeek',
        'dashboard?LastWeek',
        'rncDashboard?LastWeek',
      ]),
    );
    expect(sent.some(({ path }) => path.includes(`${TEST_COMPANY_ID}/associates?first=15`))).toBe(
      true,
    );
  });

  it('asks again for the period picked, and the links take it along', async () => {
    const sent = recordRequests();
    const { router } = openBusinessIntelligence(`${BI}/alerts`);
    await userEvent
      .setup()
      .selectOptions(await screen.findByRole('combobox', { name: 'Period' }), 'Year to date');
    expect(router.state.location.search).toBe('?interval=YearToDate');
    await vi.waitFor(() =>
      expect(insightCalls(sent)).toEqual(['alerts?LastThirtyDays', 'alerts?YearToDate']),
    );
    expect(screen.getByRole('link', { name: 'Builders' }).getAttribute('href')).toBe(
      `${BI}/builders?interval=YearToDate`,
    );
  });

  it('a part it does not have is not found', async () => {
    stubFetchPending();
    openBusinessIntelligence(`${BI}/reports`);
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeTruthy();
  });

  it('while the alerts load, a loader in their place', async () => {
    stubFetchPending();
    openBusinessIntelligence(`${BI}/alerts`);
    const alerts = await screen.findByRole('region', { name: 'Alerts insights' });
    expect(await within(alerts).findByText('Loading…')).toBeTruthy();
  });

  it('when they fail, says so and asks again on Try again', async () => {
    const sent = recordRequests({ statusCode: 403 });
    openBusinessIntelligence(`${BI}/alerts`);
    const alerts = await screen.findByRole('region', { name: 'Alerts insights' });
    const retry = await within(alerts).findByRole('button', { name: 'Try again' });
    expect(within(alerts).getByText('We could not load this page. Please try again.')).toBeTruthy();
    const before = insightCalls(sent).length;
    await userEvent.setup().click(retry);
    await vi.waitFor(() => expect(insightCalls(sent).length).toBe(before + 1));
  });
});

describe('alerts insights', () => {
  it('count the alerts by severity and by type, in words and in the language’s numbers', () => {
    render(<AlertInsightsView insights={alertInsightsOf()} />);
    expect(screen.getByText('1,234 alerts opened in this period.')).toBeTruthy();
    expect(rowsOf(screen.getByRole('table', { name: 'Alerts by severity' }))).toEqual([
      ['Severity', 'Alerts opened'],
      ['Notice', '1,000'],
      ['Warning', '200'],
      ['Urgent', '34'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Alerts by type' }))).toEqual([
      ['Alert type', 'Alerts opened'],
      ['Low battery', '900'],
      ['High indoor temperature', '334'],
    ]);
  });

  it('show how long alerts took to be acknowledged and resolved, or that it is not yet known', () => {
    render(<AlertInsightsView insights={alertInsightsOf()} />);
    expect(
      rowsOf(screen.getByRole('table', { name: 'Time to acknowledge and to resolve' })),
    ).toEqual([
      ['Step', 'Alerts', 'Median time', '90th percentile'],
      ['Acknowledged', '1,100', '42 minutes', '3 hours'],
      ['Resolved', '0', 'Not yet known', 'Not yet known'],
    ]);
  });

  it('rank the devices and homes with the most alerts, each customer a link to their account', () => {
    render(<AlertInsightsView insights={alertInsightsOf()} />);
    expect(rowsOf(screen.getByRole('table', { name: 'Devices with the most alerts' }))).toEqual([
      ['Device', 'MAC address', 'Home', 'Customer', 'Alerts opened'],
      ['Hall thermostat', 'A4:E1:00:00:00:01', 'Lake house, "north"', 'Liam Brooks', '12'],
    ]);
    const homes = screen.getByRole('table', { name: 'Homes with the most alerts' });
    expect(within(homes).getByRole('link', { name: 'Liam Brooks' }).getAttribute('href')).toBe(
      '/mybusiness/customers/7a1c2b3a-0000-4000-8000-000000000001',
    );
  });

  it('with no alert in the period, say so instead of empty charts', () => {
    render(
      <AlertInsightsView
        insights={alertInsightsOf({
          opened: 0,
          bySeverity: [],
          byType: [],
          repeatOffenders: { devices: [], homes: [] },
        })}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'No alert opened in this period. Choose a longer period to see earlier alerts.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('save every table as CSV: localized headings, the rows shown, escaped, named by the period', async () => {
    const downloaded = catchDownloads();
    render(
      <AlertInsightsView insights={alertInsightsOf()} />,
      `${BI}/alerts?interval=LastSixMonths`,
    );
    const user = userEvent.setup();
    const buttons = screen.getAllByRole('button', { name: /^Download CSV of / });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Download CSV of Alerts by severity',
      'Download CSV of Alerts by type',
      'Download CSV of Time to acknowledge and to resolve',
      'Download CSV of Devices with the most alerts',
      'Download CSV of Homes with the most alerts',
    ]);
    expect(buttons.every((button) => button.textContent === 'Download CSV')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Download CSV of Alerts by severity' }));
    expect(await downloaded()).toEqual({
      name: `alerts-by-severity-last-six-months-${today()}.csv`,
      text: 'Severity,Alerts opened\r\nNotice,"1,000"\r\nWarning,200\r\nUrgent,34\r\n',
    });

    await user.click(
      screen.getByRole('button', { name: 'Download CSV of Homes with the most alerts' }),
    );
    expect(await downloaded()).toEqual({
      name: `repeat-offender-homes-last-six-months-${today()}.csv`,
      text: 'Home,Customer,Alerts opened\r\n"Lake house, ""north""",Liam Brooks,15\r\n',
    });
  });
});

describe('service insights', () => {
  const insights = (fields: Partial<DashboardInsights> = {}) =>
    dashboardInsightsOf({
      serviceRequests: [
        {
          serviceType: 'InstallationPartnerDeviceService',
          sent: metric(5, 0),
          accepted: metric(3, 0),
        },
        {
          serviceType: 'BrandingPartnerDeviceService',
          sent: metric(1200, 900),
          accepted: metric(6, 3),
        },
        {
          serviceType: 'ProAlertsPartnerDeviceService',
          sent: metric(0, 4),
          accepted: metric(0, 1),
        },
      ],
      ...fields,
    });

  it('list each service’s requests sent and accepted, now and in the period before', () => {
    render(<ServiceInsightsView insights={insights()} />);
    expect(rowsOf(screen.getByRole('table', { name: 'Service requests by service' }))).toEqual([
      [
        'Service',
        'Requests sent',
        'Requests accepted',
        'Sent, previous period',
        'Accepted, previous period',
      ],
      ['Installation', '5', '3', '0', '0'],
      ['Branding', '1,200', '6', '900', '3'],
      ['Pro Alerts', '0', '0', '4', '1'],
    ]);
  });

  it('for Lifetime, without the period before', () => {
    const lifetime = (current: number) => ({ current, previous: null, change: null });
    render(
      <ServiceInsightsView
        insights={insights({
          interval: 'Lifetime',
          previousPeriod: null,
          serviceRequests: [
            {
              serviceType: 'BrandingPartnerDeviceService',
              sent: lifetime(40),
              accepted: lifetime(18),
            },
          ],
        })}
      />,
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Service requests by service' }))).toEqual([
      ['Service', 'Requests sent', 'Requests accepted'],
      ['Branding', '40', '18'],
    ]);
  });

  it('with no request sent or answered, say so', () => {
    render(
      <ServiceInsightsView
        insights={insights({
          serviceRequests: insights().serviceRequests.map((request) => ({
            ...request,
            sent: metric(0, 3),
            accepted: metric(0, 1),
          })),
        })}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'No service request was sent or answered in this period.',
    );
  });
});
