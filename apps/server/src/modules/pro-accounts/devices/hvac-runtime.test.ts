import { randomUUID } from 'node:crypto';
import { HvacRuntime } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { alertsCompany, deviceAt, hourAgo, insertHourly } from '../../../test/alerts';
import { buildTestApp, expectError } from '../../../test/helper';
import { member } from '../../../test/partners';

// GET devices/{deviceId}/hvacRuntime/{interval}: the runtime seconds of telemetry_hourly rows
// the test writes, per hour or per day of the viewer, or a generated sample.

const { app, db } = await buildTestApp();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type World = Awaited<ReturnType<typeof alertsCompany>>;
const runtime = (world: World, deviceId: string, path: string, headers = world.owner.headers) =>
  app.inject({
    url: `/api/v1/proAccounts/${world.company.id}/devices/${deviceId}/hvacRuntime/${path}`,
    headers,
  });
async function runtimeOf(world: World, deviceId: string, path: string) {
  const response = await runtime(world, deviceId, path);
  expect(response.statusCode, response.body).toBe(200);
  return HvacRuntime.parse(response.json());
}

/** Midnight of the day `at` falls in, for a viewer `tzOffset` minutes from UTC. */
const midnight = (at: number, tzOffset: number) =>
  Math.floor((at + tzOffset * 60_000) / DAY) * DAY - tzOffset * 60_000;

const run = (hour: Date, heatSeconds: number, coolSeconds: number, fanSeconds: number) => ({
  hour,
  readings: 4,
  heatSeconds,
  coolSeconds,
  fanSeconds,
});

describe('the HVAC runtime of a device', () => {
  it('answers the running seconds hour by hour over the last 24 hours, with their totals', async () => {
    const now = Date.now();
    const world = await alertsCompany(app, db);
    const deviceId = world.device.id;
    await insertHourly(db, { deviceId, ...run(hourAgo(2, now), 600, 0, 600) });
    await insertHourly(db, { deviceId, ...run(hourAgo(1, now), 300, 120, 420) });
    await insertHourly(db, { deviceId, ...run(hourAgo(30, now), 999, 999, 999) });
    const day = await runtimeOf(world, deviceId, 'Last24Hours');
    expect(day).toMatchObject({ interval: 'Last24Hours', mock: false });
    expect(day.points).toEqual([
      { time: hourAgo(2, now).toISOString(), heatSeconds: 600, coolSeconds: 0, fanSeconds: 600 },
      { time: hourAgo(1, now).toISOString(), heatSeconds: 300, coolSeconds: 120, fanSeconds: 420 },
    ]);
    expect(day.totals).toEqual({ heatSeconds: 900, coolSeconds: 120, fanSeconds: 1020 });
  });

  it("adds the hours up per day of the viewer over the last 7 days, tzOffset deciding each hour's day", async () => {
    const world = await alertsCompany(app, db);
    const deviceId = world.device.id;
    // Chicago's midnight today (UTC-5), and three hours before it: two yesterday, one the day before.
    const today = midnight(Date.now(), -300);
    const hours = [
      run(new Date(today - HOUR), 100, 0, 100),
      run(new Date(today - 2 * HOUR), 200, 30, 230),
      run(new Date(today - 25 * HOUR), 400, 0, 400),
    ];
    for (const hour of hours) await insertHourly(db, { deviceId, ...hour });

    const chicago = await runtimeOf(world, deviceId, 'Last7Days?tzOffset=-300');
    expect(chicago.from).toBe(new Date(today - 6 * DAY).toISOString());
    expect(chicago.points).toEqual([
      {
        time: new Date(today - 2 * DAY).toISOString(),
        heatSeconds: 400,
        coolSeconds: 0,
        fanSeconds: 400,
      },
      {
        time: new Date(today - DAY).toISOString(),
        heatSeconds: 300,
        coolSeconds: 30,
        fanSeconds: 330,
      },
    ]);
    expect(chicago.totals).toEqual({ heatSeconds: 700, coolSeconds: 30, fanSeconds: 730 });

    // In UTC, 04:00 and 03:00 belong to the day of Chicago's midnight (05:00 UTC).
    const utc = await runtimeOf(world, deviceId, 'Last7Days');
    const utcDay = (hour: Date) => new Date(midnight(hour.getTime(), 0)).toISOString();
    expect(utc.points.map((point) => point.time)).toEqual([
      utcDay(new Date(today - 25 * HOUR)),
      utcDay(new Date(today - HOUR)),
    ]);
    expect(utc.points.map((point) => point.heatSeconds)).toEqual([400, 300]);
  });

  it('answers a generated sample with mock=true, for a device that shares nothing too', async () => {
    const world = await alertsCompany(app, db);
    const asked = await deviceAt(
      db,
      world.company.id,
      world.partnerHome,
      world.home,
      undefined,
      'PENDING',
    );
    const day = await runtimeOf(world, asked.id, 'Last24Hours?mock=true');
    expect(day.mock).toBe(true);
    expect(day.points).toHaveLength(24);
    const week = await runtimeOf(world, asked.id, 'Last7Days?mock=true&tzOffset=60');
    expect(week.points).toHaveLength(7);
    expect(week.totals.heatSeconds).toBe(week.points.reduce((sum, p) => sum + p.heatSeconds, 0));
    for (const point of week.points) {
      expect(point.fanSeconds).toBe(point.heatSeconds + point.coolSeconds);
      expect(point.heatSeconds + point.coolSeconds).toBeLessThanOrEqual(24 * 1800);
    }
    const again = await runtimeOf(world, asked.id, 'Last7Days?mock=true&tzOffset=60');
    expect(again.points.slice(0, 6)).toEqual(week.points.slice(0, 6));
  });

  it("refuses the readings of a device whose homeowner has not accepted the company's Pro Alerts (403)", async () => {
    const world = await alertsCompany(app, db);
    const asked = await deviceAt(
      db,
      world.company.id,
      world.partnerHome,
      world.home,
      undefined,
      'PENDING',
    );
    expect(expectError(await runtime(world, asked.id, 'Last24Hours'), 403).message).toBe(
      "The homeowner has not shared this device's data with your company: its Pro Alerts service is not accepted.",
    );
  });

  it("answers 404 for another company's device, 403 for a role without alerts:read, 400 for a bad interval", async () => {
    const world = await alertsCompany(app, db);
    const other = await alertsCompany(app, db);
    for (const deviceId of [other.device.id, randomUUID()]) {
      expect(expectError(await runtime(world, deviceId, 'Last24Hours'), 404).message).toBe(
        'No device with this id.',
      );
    }
    const sales = await member(app, db, world.company, ['SALES']);
    expectError(await runtime(world, world.device.id, 'Last24Hours', sales.headers), 403);
    const bad = expectError(await runtime(world, world.device.id, 'LastMonth'), 400);
    expect(bad.fields?.map((f) => f.field)).toEqual(['params.interval']);
  });
});
