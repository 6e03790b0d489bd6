import { DashboardInsights, RncDashboard } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertAlert } from '../../../test/alerts';
import { buildTestApp } from '../../../test/helper';
import { at, customerAddedAt, fixedNow, homeWithDevices } from '../../../test/insights';
import { createCompany, member } from '../../../test/partners';

// The insights' read model (insight_counts, counts.ts) against the rows it counts: a viewer
// whose midnight is not on a UTC hour (India, UTC+5:30) at a now that is not on one either, so
// both ends of every span cut an hour, and every change to a counted row (delete, update, a
// device going online, an alert resolved, the company deleted) shows in the next answer.

const { app, db } = await buildTestApp();
fixedNow('2026-03-18T15:40:00Z');
const INDIA = 330;

async function companyReading() {
  const company = await createCompany(db);
  const { headers } = await member(app, db, company, ['OWNER']);
  const read = async () => {
    const response = await app.inject({
      url: `/api/v1/proAccounts/${company.id}/insights/dashboard?interval=LastWeek&tzOffset=${INDIA}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return DashboardInsights.parse(response.json());
  };
  return { company, headers, read };
}

describe('a week in India, cut inside the hours', () => {
  it('counts the rows on each side of a bound within its hour', async () => {
    const { company, read } = await companyReading();
    // Today in India began 03-17 18:30 UTC, the week 03-11 18:30 UTC; the period is 6 days
    // 21 h 10 min long, so the previous one began 03-04 21:20 UTC.
    for (const iso of [
      '2026-03-04T21:10', // before the previous period
      '2026-03-04T21:30', // previous
      '2026-03-11T18:15', // previous: the week's first minute is 18:30
      '2026-03-11T18:45', // the week's first day
      '2026-03-18T15:20', // today
      '2026-03-18T15:50', // after now
    ]) {
      await customerAddedAt(db, company.id, at(iso));
    }
    const body = await read();
    expect(body.period.from).toBe(at('2026-03-11T18:30').toISOString());
    expect(body.previousPeriod?.from).toBe(at('2026-03-04T21:20').toISOString());
    expect(body.customersAdded).toEqual({ current: 2, previous: 2, change: 0 });
    expect(body.series.points.map((point) => point.customersAdded)).toEqual([1, 0, 0, 0, 0, 0, 1]);
  });

  it('follows deleted and changed rows', async () => {
    const { company, read } = await companyReading();
    const first = await customerAddedAt(db, company.id, at('2026-03-11T18:45'));
    const moved = await customerAddedAt(db, company.id, at('2026-03-12T10:00'));
    await customerAddedAt(db, company.id, at('2026-03-18T15:35'));
    expect((await read()).series.points.map((point) => point.customersAdded)).toEqual([
      2, 0, 0, 0, 0, 0, 1,
    ]);
    await db.delete(schema.partnerCustomers).where(eq(schema.partnerCustomers.id, first.id));
    await db
      .update(schema.partnerCustomers)
      .set({ createdAt: at('2026-03-15T12:00') })
      .where(eq(schema.partnerCustomers.id, moved.id));
    const body = await read();
    expect(body.series.points.map((point) => point.customersAdded)).toEqual([0, 0, 0, 1, 0, 0, 1]);
    expect(body.customersAdded.current).toBe(2);
  });

  it('counts devices going online and alerts being resolved', async () => {
    const { company, read } = await companyReading();
    const customer = await customerAddedAt(db, company.id, at('2026-03-12T10:00'));
    const { devices } = await homeWithDevices(db, customer, 2, {
      addedAt: at('2026-03-12T10:00'),
      installedAt: at('2026-03-12T11:00'),
    });
    const [thermostat] = devices;
    if (!thermostat) throw new Error('no device');
    const alert = await insertAlert(db, {
      deviceId: thermostat.id,
      partnerAccountId: company.id,
      openedAt: at('2026-03-17T18:35'),
      status: 'Active',
    });
    let body = await read();
    expect(body.devicesOnline).toEqual({ online: 0, total: 2 });
    expect(body.alertsOpened.current).toBe(1);
    expect(body.series.points.at(-1)?.alertsOpened).toBe(1);
    expect(body.alertsResolved.current).toBe(0);

    await db
      .update(schema.devices)
      .set({ online: true })
      .where(eq(schema.devices.id, thermostat.id));
    await db
      .update(schema.deviceAlerts)
      .set({ status: 'Dismissed', dismissedAt: at('2026-03-18T15:39') })
      .where(eq(schema.deviceAlerts.id, alert.id));
    body = await read();
    expect(body.devicesOnline).toEqual({ online: 1, total: 2 });
    expect(body.alertsResolved.current).toBe(1);

    await db.delete(schema.devices).where(eq(schema.devices.id, thermostat.id));
    body = await read();
    expect(body.devicesOnline).toEqual({ online: 0, total: 1 });
    expect(body.alertsOpened.current).toBe(0);
  });

  it("dates a builder's home commissioned by its first device, as devices come, go and move", async () => {
    const { company, headers } = await companyReading();
    const [builder] = await db
      .insert(schema.partnerAssociates)
      .values({ partnerAccountId: company.id, name: 'Oak Homes' })
      .returning();
    if (!builder) throw new Error('no builder');
    const customer = await customerAddedAt(db, company.id, at('2026-03-12T10:00'));
    const { home, devices } = await homeWithDevices(db, customer, 2, {
      addedAt: at('2026-03-12T10:00'),
      installedAt: at('2026-03-13T10:00'),
      associateId: builder.id,
    });
    const [first, second] = devices;
    if (!first || !second) throw new Error('no devices');
    const builders = async () => {
      const response = await app.inject({
        url: `/api/v1/proAccounts/${company.id}/insights/rncDashboard?timePeriod=LastWeek&tzOffset=${INDIA}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const [figures] = RncDashboard.parse(response.json()).builders;
      return {
        homes: figures?.homes,
        preRegistered: figures?.preRegistered.current,
        commissioned: figures?.points.map((point) => point.commissioned),
      };
    };
    const commissionedAt = async () => {
      const [row] = await db
        .select({ at: schema.partnerDeviceLocations.commissionedAt })
        .from(schema.partnerDeviceLocations)
        .where(eq(schema.partnerDeviceLocations.id, home.id));
      return row?.at?.toISOString() ?? null;
    };
    expect(await commissionedAt()).toBe(at('2026-03-13T10:00').toISOString());
    expect(await builders()).toEqual({
      homes: 1,
      preRegistered: 1,
      commissioned: [0, 1, 0, 0, 0, 0, 0],
    });

    // The first device is re-dated later than the second, then the second leaves for another home.
    await db
      .update(schema.devices)
      .set({ createdAt: at('2026-03-16T10:00') })
      .where(eq(schema.devices.id, first.id));
    await db
      .update(schema.devices)
      .set({ createdAt: at('2026-03-14T10:00') })
      .where(eq(schema.devices.id, second.id));
    expect(await commissionedAt()).toBe(at('2026-03-14T10:00').toISOString());
    const elsewhere = await homeWithDevices(db, customer, 0, { addedAt: at('2026-03-12T10:00') });
    await db
      .update(schema.devices)
      .set({ locationId: elsewhere.home.id })
      .where(eq(schema.devices.id, second.id));
    expect(await commissionedAt()).toBe(at('2026-03-16T10:00').toISOString());
    expect((await builders()).commissioned).toEqual([0, 0, 0, 0, 1, 0, 0]);

    await db.delete(schema.devices).where(eq(schema.devices.id, first.id));
    expect(await commissionedAt()).toBeNull();
    expect(await builders()).toEqual({
      homes: 1,
      preRegistered: 1,
      commissioned: [0, 0, 0, 0, 0, 0, 0],
    });
  });

  it('lets a company with counts be deleted, and its counts go with it', async () => {
    const { company } = await companyReading();
    await customerAddedAt(db, company.id, at('2026-03-12T10:00'));
    await db.delete(schema.partnerAccounts).where(eq(schema.partnerAccounts.id, company.id));
    const left = await db
      .select()
      .from(schema.insightCounts)
      .where(eq(schema.insightCounts.partnerAccountId, company.id));
    expect(left).toEqual([]);
  });
});
