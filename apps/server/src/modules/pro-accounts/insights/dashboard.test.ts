import { DashboardInsights, type DashboardMetricsInterval } from '@portal/contracts';
import { schema } from '@portal/db';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertAlert } from '../../../test/alerts';
import { buildTestApp } from '../../../test/helper';
import { createHomeDevice } from '../../../test/homeowners';
import {
  at,
  customerAddedAt,
  fixedNow,
  homeWithDevices,
  serviceRequest,
} from '../../../test/insights';
import { createCompany, member } from '../../../test/partners';

// The dashboard of a company whose every figure has a known date, read at a fixed now: a
// Wednesday, 2026-03-18 15:00 UTC. Each interval's figures are counted by hand below from the
// dates, naming the rows that count in the period and in the previous one.

const { app, db } = await buildTestApp();
const NOW = fixedNow('2026-03-18T15:00:00Z');

const company = await createCompany(db);
const other = await createCompany(db);
const { headers } = await member(app, db, company, ['OWNER']);

type Interval = (typeof DashboardMetricsInterval)[number];
const read = async (interval: Interval, tzOffset?: number) => {
  const query = `interval=${interval}${tzOffset === undefined ? '' : `&tzOffset=${tzOffset}`}`;
  const response = await app.inject({
    url: `/api/v1/proAccounts/${company.id}/insights/dashboard?${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return DashboardInsights.parse(response.json());
};

beforeAll(async () => {
  // Customers A to G, each with a home added with it (A, B, D, F) or later (G's, 03-13).
  const customer = (iso: string) => customerAddedAt(db, company.id, at(iso));
  const a = await customer('2026-03-18T09:00');
  const b = await customer('2026-03-12T00:00');
  await customer('2026-03-11T23:00'); // C
  const d = await customer('2026-02-20T10:00');
  await customer('2026-01-10T10:00'); // E
  const f = await customer('2025-11-03T10:00');
  const g = await customer('2024-06-01T10:00');
  // Devices d1 at A's home, d2 and d3 at G's, d4 at D's, d5 at F's.
  const [d1] = (
    await homeWithDevices(db, a, 1, { addedAt: a.createdAt, installedAt: at('2026-03-18T10:00') })
  ).devices;
  await homeWithDevices(db, b, 0, { addedAt: b.createdAt });
  const [d2, d3] = (
    await homeWithDevices(db, g, 2, {
      addedAt: at('2026-03-13T10:00'),
      installedAt: at('2026-03-13T11:00'),
    })
  ).devices;
  const [d4] = (
    await homeWithDevices(db, d, 1, { addedAt: d.createdAt, installedAt: at('2026-02-21T00:00') })
  ).devices;
  const [d5] = (
    await homeWithDevices(db, f, 1, { addedAt: f.createdAt, installedAt: at('2025-11-04T00:00') })
  ).devices;
  if (!d1 || !d2 || !d3 || !d4 || !d5) throw new Error('devices not made');
  // d1 and d4 are connected now.
  await db
    .update(schema.devices)
    .set({ online: true })
    .where(inArray(schema.devices.id, [d1.id, d4.id]));

  const answered = (status: 'ACCEPTED' | 'REJECTED', requested: string, responded: string) => ({
    status,
    requestedAt: at(requested),
    respondedAt: at(responded),
  });
  await serviceRequest(db, d1, company.id, {
    status: 'PENDING',
    requestedAt: at('2026-03-18T11:00'),
    serviceType: 'RemoteAccess',
  });
  const remoteAccess = await serviceRequest(db, d3, company.id, {
    ...answered('ACCEPTED', '2026-03-10T12:00', '2026-03-10T13:00'),
    serviceType: 'RemoteAccess',
  });
  await serviceRequest(db, d2, company.id, {
    ...answered('ACCEPTED', '2026-03-13T12:00', '2026-03-14T12:00'),
    serviceType: 'ProAlertsPartnerDeviceService',
  });
  await serviceRequest(db, d4, company.id, {
    ...answered('ACCEPTED', '2026-02-21T12:00', '2026-03-12T08:00'),
    serviceType: 'ProAlertsPartnerDeviceService',
  });
  await serviceRequest(
    db,
    d5,
    company.id,
    answered('REJECTED', '2025-11-05T00:00', '2025-11-06T00:00'),
  );

  // Alerts a1 (open), a2 (cleared after 1 h, dismissed a day later), a3 (dismissed the next
  // day), a4 (cleared), a5 (dismissed): resolved when cleared or dismissed, the earlier.
  const alert = (
    deviceId: string,
    opened: string,
    ended: { cleared?: string; dismissed?: string },
  ) =>
    insertAlert(db, {
      deviceId,
      partnerAccountId: company.id,
      openedAt: at(opened),
      clearedAt: ended.cleared ? at(ended.cleared) : null,
      dismissedAt: ended.dismissed ? at(ended.dismissed) : null,
      status: ended.dismissed ? 'Dismissed' : 'Active',
    });
  await alert(d1.id, '2026-03-18T12:00', {});
  await alert(d2.id, '2026-03-13T08:00', {
    cleared: '2026-03-13T09:00',
    dismissed: '2026-03-14T08:00',
  });
  await alert(d2.id, '2026-03-11T20:00', { dismissed: '2026-03-12T02:00' });
  await alert(d4.id, '2026-02-21T13:00', { cleared: '2026-02-21T13:30' });
  await alert(d5.id, '2025-11-05T00:00', { dismissed: '2025-11-05T02:00' });

  // None of another company's figures count, nor a device a homeowner added without a company.
  const theirs = await customerAddedAt(db, other.id, at('2026-03-17T10:00'));
  const [theirDevice] = (
    await homeWithDevices(db, theirs, 1, {
      addedAt: theirs.createdAt,
      installedAt: at('2026-03-17T10:00'),
    })
  ).devices;
  if (!theirDevice) throw new Error('device not made');
  await insertAlert(db, {
    deviceId: theirDevice.id,
    partnerAccountId: other.id,
    openedAt: at('2026-03-17T11:00'),
  });
  const theirService = await serviceRequest(db, theirDevice, other.id, {
    status: 'PENDING',
    requestedAt: at('2026-03-17T12:00'),
  });

  // Remote sessions on d3, counted by when the homeowner approved them: s1 and s2 (asked the
  // evening before LastWeek began), s3, s4; s5 was never approved; another company's s6.
  const session = (
    partnerAccountId: string,
    deviceId: string,
    deviceServiceId: string,
    requested: string,
    approvedAt: string | null,
  ) => ({
    partnerAccountId,
    deviceId,
    deviceServiceId,
    durationMinutes: 60,
    requestedAt: at(requested),
    approvedAt: approvedAt ? at(approvedAt) : null,
    status: approvedAt ? ('Active' as const) : ('Pending' as const),
    expiresAt: at(approvedAt ?? requested),
    endedAt: at(approvedAt ?? requested),
    endReason: approvedAt ? ('Closed' as const) : ('Declined' as const),
  });
  await db
    .insert(schema.partnerDeviceSessions)
    .values([
      session(company.id, d3.id, remoteAccess.id, '2026-03-18T08:00', '2026-03-18T08:30'),
      session(company.id, d3.id, remoteAccess.id, '2026-03-11T22:00', '2026-03-12T01:00'),
      session(company.id, d3.id, remoteAccess.id, '2026-03-10T12:00', '2026-03-10T13:00'),
      session(company.id, d3.id, remoteAccess.id, '2026-02-20T10:00', '2026-02-20T11:00'),
      session(company.id, d3.id, remoteAccess.id, '2026-03-17T10:00', null),
      session(other.id, theirDevice.id, theirService.id, '2026-03-17T12:00', '2026-03-17T13:00'),
    ]);
  await createHomeDevice(db, null, {});
});

/** [in the period, in the previous one] */
type Pair = [number, number];
type Expected = {
  from: string;
  previousFrom: string;
  customers: Pair;
  homes: Pair;
  devices: Pair;
  opened: Pair;
  resolved: Pair;
  remoteAccess: { sent: Pair; accepted: Pair };
  proAlerts: { sent: Pair; accepted: Pair };
  branding: { sent: Pair; accepted: Pair };
  sessions: Pair;
};

// The period starts at the midnight of its first bucket; the previous period is as long (now −
// from) and ends at from.
const BY_INTERVAL: [Interval, Expected][] = [
  [
    'LastWeek',
    {
      from: '2026-03-12T00:00', // 6 days before today
      previousFrom: '2026-03-05T09:00', // 6 days 15 hours before
      customers: [2, 1], // A, B | C
      homes: [3, 0], // A's, B's, G's
      devices: [3, 0], // d1, d2, d3
      opened: [2, 1], // a1, a2 | a3
      resolved: [2, 0], // a2 (03-13), a3 (03-12)
      remoteAccess: { sent: [1, 1], accepted: [0, 1] }, // d1 | d3 sent and accepted 03-10
      proAlerts: { sent: [1, 0], accepted: [2, 0] }, // d2 | d2 and d4 accepted 03-14, 03-12
      branding: { sent: [0, 0], accepted: [0, 0] },
      sessions: [2, 1], // s1, s2 | s3
    },
  ],
  [
    'LastThirtyDays',
    {
      from: '2026-02-17T00:00',
      previousFrom: '2026-01-18T09:00',
      customers: [4, 0], // A to D | E came 01-10, before
      homes: [4, 0], // A's, B's, G's, D's
      devices: [4, 0], // d1 to d4
      opened: [4, 0], // a1 to a4
      resolved: [3, 0], // a2, a3, a4
      remoteAccess: { sent: [2, 0], accepted: [1, 0] },
      proAlerts: { sent: [2, 0], accepted: [2, 0] },
      branding: { sent: [0, 0], accepted: [0, 0] },
      sessions: [4, 0], // s1 to s4
    },
  ],
  [
    'LastSixtyDays',
    {
      from: '2026-01-18T00:00',
      previousFrom: '2025-11-19T09:00',
      customers: [4, 1], // A to D | E
      homes: [4, 0],
      devices: [4, 0],
      opened: [4, 0],
      resolved: [3, 0],
      remoteAccess: { sent: [2, 0], accepted: [1, 0] },
      proAlerts: { sent: [2, 0], accepted: [2, 0] },
      branding: { sent: [0, 0], accepted: [0, 0] },
      sessions: [4, 0], // s1 to s4
    },
  ],
  [
    'LastThreeMonths',
    {
      from: '2025-12-15T00:00', // the Monday of 2025-12-18's week
      previousFrom: '2025-09-12T09:00', // 93 days 15 hours before
      customers: [5, 1], // A to E | F
      homes: [4, 1], // A's, B's, G's, D's | F's
      devices: [4, 1], // d1 to d4 | d5
      opened: [4, 1], // a1 to a4 | a5
      resolved: [3, 1], // a2, a3, a4 | a5
      remoteAccess: { sent: [2, 0], accepted: [1, 0] },
      proAlerts: { sent: [2, 0], accepted: [2, 0] },
      branding: { sent: [0, 1], accepted: [0, 0] }, // | d5's, rejected
      sessions: [4, 0], // s1 to s4
    },
  ],
  [
    'LastSixMonths',
    {
      from: '2025-09-15T00:00', // the Monday of 2025-09-18's week
      previousFrom: '2025-03-14T09:00',
      customers: [6, 0], // A to F
      homes: [5, 0],
      devices: [5, 0],
      opened: [5, 0],
      resolved: [4, 0],
      remoteAccess: { sent: [2, 0], accepted: [1, 0] },
      proAlerts: { sent: [2, 0], accepted: [2, 0] },
      branding: { sent: [1, 0], accepted: [0, 0] },
      sessions: [4, 0], // s1 to s4
    },
  ],
  [
    'LastYear',
    {
      from: '2025-04-01T00:00', // the first of the month 11 months back
      previousFrom: '2024-04-14T09:00',
      customers: [6, 1], // A to F | G
      homes: [5, 0],
      devices: [5, 0],
      opened: [5, 0],
      resolved: [4, 0],
      remoteAccess: { sent: [2, 0], accepted: [1, 0] },
      proAlerts: { sent: [2, 0], accepted: [2, 0] },
      branding: { sent: [1, 0], accepted: [0, 0] },
      sessions: [4, 0], // s1 to s4
    },
  ],
  [
    'YearToDate',
    {
      from: '2026-01-01T00:00',
      previousFrom: '2025-10-16T09:00', // 76 days 15 hours before
      customers: [5, 1], // A to E | F
      homes: [4, 1],
      devices: [4, 1],
      opened: [4, 1],
      resolved: [3, 1],
      remoteAccess: { sent: [2, 0], accepted: [1, 0] },
      proAlerts: { sent: [2, 0], accepted: [2, 0] },
      branding: { sent: [0, 1], accepted: [0, 0] },
      sessions: [4, 0], // s1 to s4
    },
  ],
];

const metric = ([current, previous]: Pair) => ({
  current,
  previous,
  change: previous === 0 ? null : (current - previous) / previous,
});

describe('the dashboard of each interval, counted by hand', () => {
  it.each(BY_INTERVAL)('%s', async (interval, expected) => {
    const body = await read(interval);
    expect(body.period).toEqual({ from: at(expected.from).toISOString(), to: NOW.toISOString() });
    expect(body.previousPeriod).toEqual({
      from: at(expected.previousFrom).toISOString(),
      to: at(expected.from).toISOString(),
    });
    expect(body.customersAdded).toEqual(metric(expected.customers));
    expect(body.homesAdded).toEqual(metric(expected.homes));
    expect(body.devicesInstalled).toEqual(metric(expected.devices));
    expect(body.alertsOpened).toEqual(metric(expected.opened));
    expect(body.alertsResolved).toEqual(metric(expected.resolved));
    expect(body.serviceRequests).toEqual([
      {
        serviceType: 'InstallationPartnerDeviceService',
        sent: metric([0, 0]),
        accepted: metric([0, 0]),
      },
      {
        serviceType: 'BrandingPartnerDeviceService',
        sent: metric(expected.branding.sent),
        accepted: metric(expected.branding.accepted),
      },
      {
        serviceType: 'ProAlertsPartnerDeviceService',
        sent: metric(expected.proAlerts.sent),
        accepted: metric(expected.proAlerts.accepted),
      },
      {
        serviceType: 'RemoteAccess',
        sent: metric(expected.remoteAccess.sent),
        accepted: metric(expected.remoteAccess.accepted),
      },
    ]);
    // Now, whatever the interval: d1 and d4 of d1 to d5.
    expect(body.devicesOnline).toEqual({ online: 2, total: 5 });
    expect(body.remoteSessions).toEqual(metric(expected.sessions));
  });

  it('Lifetime counts everything since the month of the first customer, with no previous period', async () => {
    const body = await read('Lifetime');
    expect(body.period.from).toBe(at('2024-06-01T00:00').toISOString());
    expect(body.previousPeriod).toBeNull();
    const all = (current: number) => ({ current, previous: null, change: null });
    expect(body.customersAdded).toEqual(all(7));
    expect(body.homesAdded).toEqual(all(5));
    expect(body.devicesInstalled).toEqual(all(5));
    expect(body.alertsOpened).toEqual(all(5));
    expect(body.alertsResolved).toEqual(all(4));
    expect(body.serviceRequests.map((row) => [row.serviceType, row.sent, row.accepted])).toEqual([
      ['InstallationPartnerDeviceService', all(0), all(0)],
      ['BrandingPartnerDeviceService', all(1), all(0)],
      ['ProAlertsPartnerDeviceService', all(2), all(2)],
      ['RemoteAccess', all(2), all(1)],
    ]);
    expect(body.remoteSessions).toEqual(all(4));
    // 2024-06 to 2026-03: 22 months, G in the first, F and d5 and a5 in 2025-11.
    expect(body.series.bucket).toBe('MONTH');
    expect(body.series.points).toHaveLength(22);
    expect(body.series.points[0]).toEqual({
      start: at('2024-06-01T00:00').toISOString(),
      customersAdded: 1,
      devicesInstalled: 0,
      alertsOpened: 0,
    });
    expect(body.series.points[17]).toEqual({
      start: at('2025-11-01T00:00').toISOString(),
      customersAdded: 1,
      devicesInstalled: 1,
      alertsOpened: 1,
    });
  });
});

describe('the series', () => {
  const point = (day: string, customersAdded = 0, devicesInstalled = 0, alertsOpened = 0) => ({
    start: at(`${day}T00:00`).toISOString(),
    customersAdded,
    devicesInstalled,
    alertsOpened,
  });

  it('LastWeek has a point a day, today last', async () => {
    const body = await read('LastWeek');
    expect(body.series).toEqual({
      bucket: 'DAY',
      points: [
        point('2026-03-12', 1), // B
        point('2026-03-13', 0, 2, 1), // d2, d3; a2
        point('2026-03-14'),
        point('2026-03-15'),
        point('2026-03-16'),
        point('2026-03-17'),
        point('2026-03-18', 1, 1, 1), // A; d1; a1
      ],
    });
  });

  it('LastThreeMonths has a point a week, from Monday', async () => {
    const body = await read('LastThreeMonths');
    expect(body.series.bucket).toBe('WEEK');
    const weeks = body.series.points;
    expect(weeks).toHaveLength(14);
    expect(weeks.map((p) => p.start)).toEqual(
      Array.from({ length: 14 }, (_, i) =>
        new Date(at('2025-12-15T00:00').getTime() + i * 7 * 86_400_000).toISOString(),
      ),
    );
    const nonZero = weeks.filter((p) => p.customersAdded + p.devicesInstalled + p.alertsOpened > 0);
    expect(nonZero).toEqual([
      point('2026-01-05', 1), // E (Saturday 01-10)
      point('2026-02-16', 1, 1, 1), // D (Friday 02-20); d4, a4 (Saturday 02-21)
      point('2026-03-09', 2, 2, 2), // B, C; d2, d3; a2, a3
      point('2026-03-16', 1, 1, 1), // A; d1; a1
    ]);
  });

  it('YearToDate has a point a month', async () => {
    const body = await read('YearToDate');
    expect(body.series).toEqual({
      bucket: 'MONTH',
      points: [
        point('2026-01-01', 1), // E
        point('2026-02-01', 1, 1, 1), // D; d4; a4
        point('2026-03-01', 3, 3, 3), // A, B, C; d1, d2, d3; a1, a2, a3
      ],
    });
  });

  it("buckets and periods start on the viewer's midnight with tzOffset", async () => {
    // UTC-5: today starts at 05:00 UTC, so B (03-12 00:00 UTC) falls on 03-11 and leaves.
    const body = await read('LastWeek', -300);
    expect(body.tzOffset).toBe(-300);
    expect(body.period.from).toBe(at('2026-03-12T05:00').toISOString());
    // The previous period: 6 days 10 hours before, from 03-05 19:00 UTC: B and C.
    expect(body.customersAdded).toEqual(metric([1, 2]));
    expect(body.series.points.map((p) => p.start)).toEqual(
      Array.from({ length: 7 }, (_, i) => at(`2026-03-${12 + i}T05:00`).toISOString()),
    );
    expect(body.series.points.map((p) => p.customersAdded)).toEqual([0, 0, 0, 0, 0, 0, 1]);
  });
});
