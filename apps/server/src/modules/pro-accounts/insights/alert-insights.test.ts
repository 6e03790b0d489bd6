import { AlertInsights } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertAlert } from '../../../test/alerts';
import { buildTestApp } from '../../../test/helper';
import { at, customerAddedAt, fixedNow, homeWithDevices } from '../../../test/insights';
import { createCompany, member } from '../../../test/partners';

// The alert insights of a company whose alerts have known dates, read at a fixed now
// (2026-03-18 15:00 UTC): LastWeek is from 03-12, LastThirtyDays from 02-17.

const { app, db } = await buildTestApp();
const NOW = fixedNow('2026-03-18T15:00:00Z');

const company = await createCompany(db);
const other = await createCompany(db);
const { headers } = await member(app, db, company, ['MEMBER']);

const read = async (interval: string) => {
  const response = await app.inject({
    url: `/api/v1/proAccounts/${company.id}/insights/alerts?interval=${interval}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return AlertInsights.parse(response.json());
};

/** A customer of the company named so, with a home named so and its devices. */
async function customerHome(
  companyId: string,
  name: [string, string],
  locationName: string,
  devices: number,
) {
  const customer = await customerAddedAt(db, companyId, at('2025-01-01T00:00'));
  await db
    .update(schema.partnerCustomers)
    .set({ firstName: name[0], lastName: name[1] })
    .where(eq(schema.partnerCustomers.id, customer.id));
  const { home, devices: made } = await homeWithDevices(db, customer, devices);
  await db
    .update(schema.partnerDeviceLocations)
    .set({ locationName })
    .where(eq(schema.partnerDeviceLocations.id, home.id));
  return { customer, home, devices: made };
}

const lake = await customerHome(company.id, ['Ann', 'Lee'], 'Lake house', 2);
const main = await customerHome(company.id, ['Bob', 'Ray'], 'Main house', 1);
// A device the company once served, now at another company's customer's home.
const elsewhere = await customerHome(other.id, ['Cy', 'Doe'], 'Cabin', 1);
const [x1, x2] = lake.devices;
const [y1] = main.devices;
const [z1] = elsewhere.devices;
if (!x1 || !x2 || !y1 || !z1) throw new Error('devices not made');
await db
  .update(schema.devices)
  .set({ name: 'Hall thermostat' })
  .where(eq(schema.devices.id, x1.id));
await db.update(schema.devices).set({ name: 'Attic sensor' }).where(eq(schema.devices.id, x2.id));
await db.update(schema.devices).set({ name: 'Basement' }).where(eq(schema.devices.id, y1.id));

beforeAll(async () => {
  const alert = (
    device: { id: string },
    alertName: string,
    severity: 'Notice' | 'Warning' | 'Urgent',
    opened: string,
    ended: { cleared?: string; dismissed?: string } = {},
    partnerAccountId = company.id,
  ) =>
    insertAlert(db, {
      deviceId: device.id,
      partnerAccountId,
      alertName,
      severity,
      openedAt: at(opened),
      clearedAt: ended.cleared ? at(ended.cleared) : null,
      dismissedAt: ended.dismissed ? at(ended.dismissed) : null,
      status: ended.dismissed ? 'Dismissed' : 'Active',
    });
  // x1: a leak dismissed after 30 min; humidity cleared after 120 min; humidity cleared after
  // 60 min and dismissed after 180.
  await alert(x1, 'WaterLeakDetected', 'Urgent', '2026-03-13T10:00', {
    dismissed: '2026-03-13T10:30',
  });
  await alert(x1, 'HighIndoorHumidity', 'Warning', '2026-03-14T00:00', {
    cleared: '2026-03-14T02:00',
  });
  await alert(x1, 'HighIndoorHumidity', 'Warning', '2026-03-15T00:00', {
    cleared: '2026-03-15T01:00',
    dismissed: '2026-03-15T03:00',
  });
  // x2: still open.
  await alert(x2, 'LowIndoorTemperature', 'Notice', '2026-03-16T00:00');
  // y1: humidity dismissed after 90 min; a leak on 03-10, before LastWeek, still open.
  await alert(y1, 'HighIndoorHumidity', 'Warning', '2026-03-17T00:00', {
    dismissed: '2026-03-17T01:30',
  });
  await alert(y1, 'WaterLeakDetected', 'Urgent', '2026-03-10T00:00');
  // z1: the company's alert on a device no longer at its homes; and another company's alert.
  await alert(z1, 'WaterLeakDetected', 'Urgent', '2026-03-13T00:00');
  await alert(z1, 'SmokeAlarm', 'Urgent', '2026-03-13T00:00', {}, other.id);
});

const home = (place: typeof lake) => ({
  locationId: place.home.id,
  locationName: place === lake ? 'Lake house' : 'Main house',
  customerId: place.customer.id,
  customerFirstName: place === lake ? 'Ann' : 'Bob',
  customerLastName: place === lake ? 'Lee' : 'Ray',
});

describe('the alert insights, counted by hand', () => {
  it('LastWeek: by severity and type, times to acknowledge and resolve', async () => {
    const body = await read('LastWeek');
    expect(body.period).toEqual({
      from: at('2026-03-12T00:00').toISOString(),
      to: NOW.toISOString(),
    });
    // x1's three, x2's, y1's humidity and z1's leak.
    expect(body.opened).toBe(6);
    expect(body.bySeverity).toEqual([
      { severity: 'Notice', opened: 1 }, // x2
      { severity: 'Warning', opened: 3 }, // x1 twice, y1
      { severity: 'Urgent', opened: 2 }, // x1, z1
    ]);
    expect(body.byType).toEqual([
      { alertName: 'HighIndoorHumidity', opened: 3 },
      { alertName: 'WaterLeakDetected', opened: 2 },
      { alertName: 'LowIndoorTemperature', opened: 1 },
    ]);
    // Dismissed after 30, 180 and 90 minutes: the median 90; the 90th percentile between 90 and
    // 180, at 0.8 of the way (position 0.9 × 2 = 1.8): 162.
    expect(body.timeToAcknowledge).toEqual({ count: 3, medianMinutes: 90, p90Minutes: 162 });
    // Resolved after 30 (dismissed), 120 (cleared), 60 (cleared before its dismissal) and 90:
    // the median (60 + 90) / 2 = 75; the 90th percentile at position 2.7 of 30, 60, 90, 120: 111.
    expect(body.timeToResolve).toEqual({ count: 4, medianMinutes: 75, p90Minutes: 111 });
  });

  it('LastWeek: repeat offenders are devices and homes at the company’s homes, most first', async () => {
    const body = await read('LastWeek');
    // x2 and y1 have one each: the lower id first.
    const named = new Map([
      [x1.id, { deviceName: 'Hall thermostat', place: lake }],
      [x2.id, { deviceName: 'Attic sensor', place: lake }],
      [y1.id, { deviceName: 'Basement', place: main }],
    ]);
    const device = (d: { id: string; macAddress: string }, alerts: number) => {
      const { deviceName, place } = named.get(d.id) ?? { deviceName: '', place: lake };
      return { deviceId: d.id, deviceName, macAddress: d.macAddress, ...home(place), alerts };
    };
    const [first, second] = [x2, y1].sort((a, b) => (a.id < b.id ? -1 : 1));
    if (!first || !second) throw new Error('devices not sorted');
    expect(body.repeatOffenders.devices).toEqual([
      device(x1, 3),
      device(first, 1),
      device(second, 1),
    ]);
    // Lake house: x1's three and x2's one; Main house: y1's one. z1 is at no home of theirs.
    expect(body.repeatOffenders.homes).toEqual([
      { ...home(lake), alerts: 4 },
      { ...home(main), alerts: 1 },
    ]);
  });

  it("LastThirtyDays adds y1's leak of 03-10", async () => {
    const body = await read('LastThirtyDays');
    expect(body.opened).toBe(7);
    expect(body.bySeverity.find((row) => row.severity === 'Urgent')?.opened).toBe(3);
    expect(body.repeatOffenders.devices.map((d) => [d.deviceId, d.alerts])).toEqual([
      [x1.id, 3],
      [y1.id, 2],
      [x2.id, 1],
    ]);
    expect(body.repeatOffenders.homes.map((h) => [h.locationId, h.alerts])).toEqual([
      [lake.home.id, 4],
      [main.home.id, 2],
    ]);
    // The leak is not resolved: the same four as in LastWeek.
    expect(body.timeToResolve.count).toBe(4);
  });

  it('an interval without alerts answers zeros, every severity, and no durations', async () => {
    await db
      .delete(schema.deviceAlerts)
      .where(eq(schema.deviceAlerts.partnerAccountId, company.id));
    const body = await read('LastSixMonths');
    expect(body).toMatchObject({
      opened: 0,
      bySeverity: [
        { severity: 'Notice', opened: 0 },
        { severity: 'Warning', opened: 0 },
        { severity: 'Urgent', opened: 0 },
      ],
      byType: [],
      timeToAcknowledge: { count: 0, medianMinutes: null, p90Minutes: null },
      timeToResolve: { count: 0, medianMinutes: null, p90Minutes: null },
      repeatOffenders: { devices: [], homes: [] },
    });
  });
});
