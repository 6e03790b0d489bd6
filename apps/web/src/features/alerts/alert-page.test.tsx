import type { DeviceAlertInfo, HvacRuntime, TelemetrySeries } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertPage, AlertView } from '@/features/alerts/components/AlertPage';
import { RuntimeFigure } from '@/features/alerts/components/RuntimeChart';
import { SeriesFigure } from '@/features/alerts/components/SeriesChart';
import {
  ACCOUNT,
  ALERT,
  alertOf,
  CUSTOMER,
  DEVICE,
  infoOf,
  readingsOf,
  requestsTo,
} from '@/features/alerts/test-fixtures';
import { formatDateTime } from '@/shared/lib/dates';
import { recordRequests, stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';

const PAGE = `/mybusiness/alerts/dashboard/${ALERT}`;

function openPage() {
  return renderRoutes(
    [
      {
        path: '/mybusiness/alerts/dashboard/:alertId',
        element: <AlertPage partnerAccountId={ACCOUNT} roles={['OWNER']} />,
      },
    ],
    PAGE,
  );
}

function showAlert(info: DeviceAlertInfo, canDismiss = true) {
  return renderRoutes(
    [
      {
        path: '*',
        element: <AlertView partnerAccountId={ACCOUNT} info={info} canDismiss={canDismiss} />,
      },
    ],
    PAGE,
  );
}

const section = (name: string) => screen.getByRole('region', { name });
/** A fact's value under its term. */
const fact = (where: HTMLElement, term: string) =>
  within(where).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe("an alert's page while it loads or fails", () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the alert in the viewer’s language, with a loader meanwhile', async () => {
    const sent = recordRequests();
    openPage();
    expect(screen.getByRole('status')).toBeTruthy();
    await waitFor(() => expect(requestsTo(sent, `/alerts/${ALERT}/info`)).toHaveLength(1));
    expect(requestsTo(sent, `/alerts/${ALERT}/info`)[0]?.url.search).toBe('?language=en');
  });

  it('is not found for an alert of another company or none', async () => {
    stubFetchFailing(404);
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('says when the alert could not be loaded, and offers to try again', async () => {
    stubFetchFailing(403);
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alert' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe("an alert's page", () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says what, where, since when and what the company set for it', () => {
    stubFetchPending();
    showAlert(infoOf());
    expect(screen.getByRole('heading', { level: 1, name: 'High indoor temperature' })).toBeTruthy();
    expect(screen.getByText('Warning')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    const details = section('Details');
    expect(
      within(details)
        .getByRole('link', { name: 'Olivia Anderson: open the account' })
        .getAttribute('href'),
    ).toBe(`/mybusiness/customers/account-lookup/${CUSTOMER}/${DEVICE}`);
    expect(fact(details, 'Home')).toBe('Lake house');
    expect(fact(details, 'Device')).toBe('Hall thermostatA4:E1:00:00:00:06');
    expect(fact(details, 'Opened')).toBe(formatDateTime('2025-03-07T14:05:00.000Z'));
    expect(fact(details, 'Condition')).toBe('Ongoing');
    expect(fact(details, 'Threshold')).toBe('85 °F');
    expect(fact(details, 'Observed time')).toBe('30 minutes');
    expect(fact(details, 'Reading that opened it')).toBe('86.4 °F');
    expect(fact(details, 'Latest reading')).toBe('88 °F');
    expect(within(section('Recommended action')).getByText(/Call the homeowner/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Back to the alerts dashboard' }).getAttribute('href'),
    ).toBe('/mybusiness/alerts/dashboard');
  });

  it('tells its history, oldest first', () => {
    stubFetchPending();
    showAlert(infoOf());
    const items = within(section('History')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Opened at 86.4 °F${formatDateTime('2025-03-07T14:05:00.000Z')}`,
      `Mailed to the alert recipients${formatDateTime('2025-03-07T14:06:00.000Z')}owner@northwind-hvac.example`,
    ]);
  });

  it('shows the device now: last reading, connection, battery and signal in words, its measurements', () => {
    stubFetchPending();
    showAlert(
      infoOf(
        alertOf(),
        readingsOf({ online: false, batteryPercent: 8, batteryLevel: 'Critical', leak: true }),
      ),
    );
    const device = section('The device now');
    expect(fact(device, 'Connection')).toBe('Offline');
    expect(fact(device, 'Battery')).toBe('8 % (Critical)');
    expect(fact(device, 'Signal')).toBe('Good');
    expect(fact(device, 'Temperature')).toBe('88 °F');
    expect(fact(device, 'Humidity')).toBe('41 %');
    expect(fact(device, 'Water leak')).toBe('Leak detected');
    expect(within(device).queryByText('VOCs')).toBeNull();
  });

  it('asks for its charts over the last 24 hours, then over the last 7 days', async () => {
    const sent = recordRequests();
    showAlert(infoOf());
    const charts = section('Readings');
    await waitFor(() => expect(within(charts).getAllByRole('status')).toHaveLength(3));
    const tzOffset = String(-new Date().getTimezoneOffset());
    const asked = () => sent.map(({ path }) => path.replace(`/api/v1/proAccounts/${ACCOUNT}`, ''));
    expect(asked()).toEqual([
      `/alerts/${ALERT}/insights/Last24Hours?tzOffset=${tzOffset}`,
      `/alerts/${ALERT}/humidityLevels/Last24Hours?tzOffset=${tzOffset}`,
      `/devices/${DEVICE}/hvacRuntime/Last24Hours?tzOffset=${tzOffset}`,
    ]);
    await userEvent.setup().click(within(charts).getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(asked()).toHaveLength(6));
    expect(asked().slice(3)).toEqual([
      `/alerts/${ALERT}/insights/Last7Days?tzOffset=${tzOffset}`,
      `/alerts/${ALERT}/humidityLevels/Last7Days?tzOffset=${tzOffset}`,
      `/devices/${DEVICE}/hvacRuntime/Last7Days?tzOffset=${tzOffset}`,
    ]);
  });

  it('asks where a filter stands for a filter reminder', async () => {
    const sent = recordRequests();
    showAlert(
      infoOf(alertOf({ telemetryType: 'Replaceable', category: 'Reminder', threshold: '7' })),
    );
    await waitFor(() =>
      expect(requestsTo(sent, `/alerts/${ALERT}/replacementLifetime`)).toHaveLength(1),
    );
    expect(screen.getByRole('heading', { name: 'Replacement' })).toBeTruthy();
  });

  it('dismisses the alert after asking', async () => {
    const sent = recordRequests();
    showAlert(infoOf());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this alert?' });
    expect(
      within(dialog).getByText(/High indoor temperature on Hall thermostat leaves the work queue/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss alert' }));
    await waitFor(() =>
      expect(
        requestsTo(sent, `/alerts/${ALERT}`).map(({ method, body }) => ({ method, body })),
      ).toEqual([{ method: 'PUT', body: { status: 'Dismissed' } }]),
    );
  });

  it('cannot be dismissed twice: the button says who did it', () => {
    stubFetchPending();
    showAlert(
      infoOf(
        alertOf({
          status: 'Dismissed',
          dismissedAt: '2025-03-08T09:30:00.000Z',
          dismissedBy: { id: '6f1c2b3a-0000-4000-8000-0000000000b1', name: 'Theo Technician' },
        }),
      ),
    );
    const button = screen.getByRole('button', {
      name: 'Dismiss alert',
      description: `Dismissed ${formatDateTime('2025-03-08T09:30:00.000Z')} by Theo Technician.`,
    });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('Dismissed')).toBeTruthy();
  });

  it('says why a member may not dismiss it', () => {
    stubFetchPending();
    showAlert(infoOf(), false);
    const button = screen.getByRole('button', {
      name: 'Dismiss alert',
      description: 'Your role may read alerts but not dismiss them.',
    });
    expect(button).toHaveProperty('disabled', true);
  });
});

const HOURS = ['2025-03-07T13:00:00.000Z', '2025-03-07T14:00:00.000Z', '2025-03-07T15:00:00.000Z'];

/** A chart query as the figure reads it, settled on this data. */
const settled = <Data,>(data: Data) => ({
  isPending: false,
  isError: false,
  data,
  refetch: () => {},
});

describe("an alert's charts", () => {
  const series: TelemetrySeries = {
    interval: 'Last24Hours',
    telemetryType: 'Temperature',
    unit: 'FAHRENHEIT',
    mock: false,
    from: '2025-03-06T16:00:00.000Z',
    to: '2025-03-07T16:00:00.000Z',
    threshold: 85,
    points: HOURS.map((time, index) => ({
      time,
      min: 80 + index,
      avg: 83.5 + index,
      max: 86 + index,
    })),
  };
  const show = (element: React.ReactNode) => renderRoutes([{ path: '*', element }], PAGE);

  it('names the measurement, says where the threshold is and gives every hour as a table', async () => {
    show(
      <SeriesFigure query={settled(series)} interval="Last24Hours" title="The alert's readings" />,
    );
    expect(screen.getByRole('heading', { name: 'Temperature' })).toBeTruthy();
    expect(screen.getByText("The dashed line is the alert's threshold, 85 °F.")).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Temperature' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'TimeLowestAverageHighest',
      `${formatDateTime(HOURS[0] ?? '')}80 °F83.5 °F86 °F`,
      `${formatDateTime(HOURS[1] ?? '')}81 °F84.5 °F87 °F`,
      `${formatDateTime(HOURS[2] ?? '')}82 °F85.5 °F88 °F`,
    ]);
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Show as table' }));
    expect(screen.getByRole('switch', { name: 'Show as table' })).toHaveProperty('checked', true);
  });

  it('says so when the period has no readings', () => {
    show(
      <SeriesFigure
        query={settled({ ...series, points: [] })}
        interval="Last24Hours"
        title="The alert's readings"
      />,
    );
    expect(screen.getByText('No readings in this period.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('gives the HVAC runtime in minutes an hour with the totals', () => {
    const runtime: HvacRuntime = {
      interval: 'Last24Hours',
      mock: false,
      from: '2025-03-06T16:00:00.000Z',
      to: '2025-03-07T16:00:00.000Z',
      points: HOURS.map((time) => ({
        time,
        heatSeconds: 0,
        coolSeconds: 1_800,
        fanSeconds: 2_100,
      })),
      totals: { heatSeconds: 0, coolSeconds: 5_400, fanSeconds: 6_300 },
    };
    show(<RuntimeFigure query={settled(runtime)} interval="Last24Hours" />);
    expect(screen.getByText('In all: heating 0 min, cooling 90 min, fan 105 min.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'HVAC runtime' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe(
      `${formatDateTime(HOURS[0] ?? '')}0 min30 min35 min`,
    );
  });

  it('names each day over the last 7 days, in the table as on the axis', () => {
    // Daily buckets start at the viewer's midnight.
    const days = [new Date(2025, 2, 6), new Date(2025, 2, 7)].map((day) => day.toISOString());
    const runtime: HvacRuntime = {
      interval: 'Last7Days',
      mock: false,
      from: days[0] ?? '',
      to: '2025-03-08T16:00:00.000Z',
      points: days.map((time) => ({ time, heatSeconds: 0, coolSeconds: 5_400, fanSeconds: 7_200 })),
      totals: { heatSeconds: 0, coolSeconds: 10_800, fanSeconds: 14_400 },
    };
    show(<RuntimeFigure query={settled(runtime)} interval="Last7Days" />);
    const table = screen.getByRole('table', { name: 'HVAC runtime' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Thu, 03/060 hr1.5 hr2 hr', 'Fri, 03/070 hr1.5 hr2 hr']);
  });
});
