import { randomUUID } from 'node:crypto';
import { ReportSeries, RuntimeReport, RuntimeSummary } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { alertsCompany, insertHourly } from '../../test/alerts';
import { buildTestApp, expectError } from '../../test/helper';
import {
  createHome,
  createHomeDevice,
  createHousehold,
  householdUser,
} from '../../test/homeowners';

// The homeowner's reports (spec 001 §7.13) from telemetry_hourly rows whose figures the test
// sets: HVAC runtime per device and over all thermostats, humidity, VOC and CO2 levels.

const { app, db } = await buildTestApp();

type Headers = { authorization: string };
const get = (headers: Headers, path: string) => app.inject({ url: `/api/${path}`, headers });
async function ok(headers: Headers, path: string) {
  const response = await get(headers, path);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json();
}
const at = (iso: string) => new Date(iso);

/**
 * A homeowner with a partner's thermostat and one of their own (Upstairs) in their home, a
 * thermostat that never ran and a leak detector; another household's thermostat.
 */
async function world() {
  const made = await alertsCompany(app, db);
  const upstairs = await createHomeDevice(db, made.home, { name: 'Upstairs' });
  const idle = await createHomeDevice(db, made.home, { name: 'Garage' });
  const leak = await createHomeDevice(db, made.home, { sku: 'AWLD3001' });
  const otherHousehold = await createHousehold(db);
  const outsider = await householdUser(app, db, otherHousehold, 'ADMIN');
  const theirs = await createHomeDevice(db, await createHome(db, otherHousehold));
  const runtime = (deviceId: string, hour: string, heat: number, cool: number, fan: number) =>
    insertHourly(db, {
      deviceId,
      hour: at(hour),
      readings: 1,
      heatSeconds: heat,
      coolSeconds: cool,
      fanSeconds: fan,
    });
  // Monday 2 February 2026 and on.
  await runtime(made.device.id, '2026-02-02T10:00:00Z', 600, 0, 600);
  await runtime(made.device.id, '2026-02-02T11:00:00Z', 300, 0, 300);
  await runtime(made.device.id, '2026-02-03T09:00:00Z', 100, 50, 150);
  await runtime(made.device.id, '2026-02-10T08:00:00Z', 0, 900, 900);
  await runtime(made.device.id, '2026-03-05T12:00:00Z', 60, 0, 60);
  await runtime(upstairs.id, '2026-02-02T10:00:00Z', 1000, 0, 1000);
  await runtime(theirs.id, '2026-02-02T10:00:00Z', 3000, 0, 3000);
  await runtime(leak.id, '2026-02-02T10:00:00Z', 7, 7, 7);
  return { ...made, upstairs, idle, leak, outsider, theirs };
}

const point = (time: string, heatSeconds: number, coolSeconds: number, fanSeconds: number) => ({
  time,
  heatSeconds,
  coolSeconds,
  fanSeconds,
});

describe("a device's HVAC runtime report", () => {
  it('adds the hours up per day, week, month or year, over the days asked', async () => {
    const w = await world();
    const device = `v1/reports/hvacRuntime/devices/${w.device.id}`;
    const daily = RuntimeReport.parse(
      await ok(w.homeowner.headers, `${device}/DAILY?startDate=2026-02-02&endDate=2026-02-10`),
    );
    expect(daily).toEqual({
      deviceId: w.device.id,
      interval: 'DAILY',
      from: '2026-02-02T00:00:00.000Z',
      to: '2026-02-11T00:00:00.000Z',
      points: [
        point('2026-02-02T00:00:00.000Z', 900, 0, 900),
        point('2026-02-03T00:00:00.000Z', 100, 50, 150),
        point('2026-02-10T00:00:00.000Z', 0, 900, 900),
      ],
      totals: { heatSeconds: 1000, coolSeconds: 950, fanSeconds: 1950 },
    });
    const hourly = RuntimeReport.parse(
      await ok(w.homeowner.headers, `${device}/HOURLY?startDate=2026-02-02`),
    );
    expect(hourly.to).toBe('2026-02-03T00:00:00.000Z');
    expect(hourly.points).toEqual([
      point('2026-02-02T10:00:00.000Z', 600, 0, 600),
      point('2026-02-02T11:00:00.000Z', 300, 0, 300),
    ]);
    const weekly = RuntimeReport.parse(
      await ok(w.homeowner.headers, `${device}/WEEKLY?startDate=2026-02-02&endDate=2026-03-08`),
    );
    expect(weekly.points).toEqual([
      point('2026-02-02T00:00:00.000Z', 1000, 50, 1050),
      point('2026-02-09T00:00:00.000Z', 0, 900, 900),
      point('2026-03-02T00:00:00.000Z', 60, 0, 60),
    ]);
    const monthly = RuntimeReport.parse(
      await ok(w.homeowner.headers, `${device}/MONTHLY?startDate=2026-02-01`),
    );
    expect(monthly.to).toBe('2027-02-01T00:00:00.000Z');
    expect(monthly.points.map((p) => [p.time, p.heatSeconds])).toEqual([
      ['2026-02-01T00:00:00.000Z', 1000],
      ['2026-03-01T00:00:00.000Z', 60],
    ]);
    const yearly = RuntimeReport.parse(
      await ok(w.homeowner.headers, `${device}/YEARLY?startDate=2026-01-01`),
    );
    expect(yearly.points).toEqual([point('2026-01-01T00:00:00.000Z', 1060, 950, 2010)]);
  });

  it("is for the devices of the caller's households only", async () => {
    const w = await world();
    for (const id of [w.theirs.id, randomUUID()]) {
      const refused = expectError(
        await get(
          w.homeowner.headers,
          `v1/reports/hvacRuntime/devices/${id}/DAILY?startDate=2026-02-02`,
        ),
        404,
      );
      expect(refused.message).toBe('No device with this id.');
    }
    const guest = await householdUser(app, db, w.household, 'GUEST');
    await ok(
      guest.headers,
      `v1/reports/hvacRuntime/devices/${w.device.id}/DAILY?startDate=2026-02-02`,
    );
    expectError(
      await app.inject({
        url: `/api/v1/reports/hvacRuntime/devices/${w.device.id}/DAILY?startDate=2026-02-02`,
      }),
      401,
    );
  });
});

describe("the summary of the homeowner's thermostats", () => {
  it('adds up every thermostat of theirs per bucket (v1), and gives each one its totals (v2)', async () => {
    const w = await world();
    const query = 'startDate=2026-02-02&endDate=2026-02-03';
    const v1 = await ok(w.homeowner.headers, `v1/reports/hvacRuntime/DAILY/summary?${query}`);
    expect(v1).not.toHaveProperty('devices');
    expect(RuntimeReport.parse(v1)).toEqual({
      deviceId: null,
      interval: 'DAILY',
      from: '2026-02-02T00:00:00.000Z',
      to: '2026-02-04T00:00:00.000Z',
      points: [
        point('2026-02-02T00:00:00.000Z', 1900, 0, 1900),
        point('2026-02-03T00:00:00.000Z', 100, 50, 150),
      ],
      totals: { heatSeconds: 2000, coolSeconds: 50, fanSeconds: 2050 },
    });
    const v2 = RuntimeSummary.parse(
      await ok(w.homeowner.headers, `v2/reports/hvacRuntime/DAILY/summary?${query}`),
    );
    expect(v2.totals).toEqual(RuntimeReport.parse(v1).totals);
    expect(v2.devices).toEqual([
      {
        deviceId: w.device.id,
        name: 'Aeris T6 Wi-Fi Thermostat',
        totals: { heatSeconds: 1000, coolSeconds: 50, fanSeconds: 1050 },
      },
      {
        deviceId: w.upstairs.id,
        name: 'Upstairs',
        totals: { heatSeconds: 1000, coolSeconds: 0, fanSeconds: 1000 },
      },
      {
        deviceId: w.idle.id,
        name: 'Garage',
        totals: { heatSeconds: 0, coolSeconds: 0, fanSeconds: 0 },
      },
    ]);
    const outsider = RuntimeSummary.parse(
      await ok(w.outsider.headers, `v2/reports/hvacRuntime/DAILY/summary?${query}`),
    );
    expect(outsider.totals.heatSeconds).toBe(3000);
    expect(outsider.devices.map((d) => d.deviceId)).toEqual([w.theirs.id]);
  });
});

describe('the levels reports', () => {
  it("answer a measurement's minimum, average and maximum per bucket, hourly unless told", async () => {
    const w = await world();
    // Two readings of 44 and 46 % at 10:00, one of 50 % at 11:00; CO2 of 900 and 1100 ppm.
    await insertHourly(db, {
      deviceId: w.idle.id,
      hour: at('2026-02-02T10:00:00Z'),
      readings: 2,
      humiditySum: 90,
      humidityCount: 2,
      humidityMin: 44,
      humidityMax: 46,
      co2Sum: 2000,
      co2Count: 2,
      co2Min: 900,
      co2Max: 1100,
    });
    await insertHourly(db, {
      deviceId: w.idle.id,
      hour: at('2026-02-02T11:00:00Z'),
      readings: 1,
      humiditySum: 50,
      humidityCount: 1,
      humidityMin: 50,
      humidityMax: 50,
    });
    const humidity = `v1/reports/humidityLevels/devices/${w.idle.id}`;
    const hourly = ReportSeries.parse(
      await ok(w.homeowner.headers, `${humidity}?startDate=2026-02-02`),
    );
    expect(hourly).toEqual({
      deviceId: w.idle.id,
      telemetryType: 'Humidity',
      unit: 'PERCENT',
      interval: 'HOURLY',
      from: '2026-02-02T00:00:00.000Z',
      to: '2026-02-03T00:00:00.000Z',
      points: [
        { time: '2026-02-02T10:00:00.000Z', min: 44, avg: 45, max: 46 },
        { time: '2026-02-02T11:00:00.000Z', min: 50, avg: 50, max: 50 },
      ],
    });
    // (90 + 50) / 3 = 46.67, to one decimal.
    const daily = ReportSeries.parse(
      await ok(w.homeowner.headers, `${humidity}?startDate=2026-02-02&interval=DAILY`),
    );
    expect(daily.points).toEqual([
      { time: '2026-02-02T00:00:00.000Z', min: 44, avg: 46.7, max: 50 },
    ]);
    const co2 = ReportSeries.parse(
      await ok(
        w.homeowner.headers,
        `v1/reports/co2Levels/devices/${w.idle.id}?startDate=2026-02-02`,
      ),
    );
    expect(co2).toMatchObject({ telemetryType: 'Co2', unit: 'PPM' });
    expect(co2.points).toEqual([
      { time: '2026-02-02T10:00:00.000Z', min: 900, avg: 1000, max: 1100 },
    ]);
    const vocs = ReportSeries.parse(
      await ok(
        w.homeowner.headers,
        `v1/reports/vocsLevels/devices/${w.idle.id}?startDate=2026-02-02`,
      ),
    );
    expect(vocs).toMatchObject({ telemetryType: 'Vocs', unit: 'PPB', points: [] });
    expectError(
      await get(
        w.outsider.headers,
        `v1/reports/vocsLevels/devices/${w.idle.id}?startDate=2026-02-02`,
      ),
      404,
    );
  });
});

describe('bad input', () => {
  it.each([
    ['v1/reports/hvacRuntime/devices/{id}/DAILY', 'querystring.startDate'],
    ['v1/reports/hvacRuntime/devices/{id}/DAILY?startDate=2026-02-30', 'querystring.startDate'],
    [
      'v1/reports/hvacRuntime/devices/{id}/DAILY?startDate=2026-02-10&endDate=2026-02-09',
      'querystring.endDate',
    ],
    [
      'v1/reports/hvacRuntime/devices/{id}/HOURLY?startDate=2026-01-01&endDate=2026-02-01',
      'querystring.endDate',
    ],
    ['v1/reports/hvacRuntime/devices/{id}/MINUTELY?startDate=2026-02-02', 'params.interval'],
    [
      'v1/reports/hvacRuntime/devices/not-an-id/DAILY?startDate=2026-02-02',
      'params.consumerDeviceId',
    ],
    [
      'v2/reports/hvacRuntime/DAILY/summary?startDate=2026-02-02&endDate=2027-03-01',
      'querystring.endDate',
    ],
    [
      'v1/reports/humidityLevels/devices/{id}?startDate=2026-02-02&interval=WEEK',
      'querystring.interval',
    ],
    ['v1/reports/co2Levels/devices/{id}?startDate=yesterday', 'querystring.startDate'],
  ])('%s answers 400 naming %s', async (path, field) => {
    const w = await world();
    const refused = expectError(
      await get(w.homeowner.headers, path.replace('{id}', w.device.id)),
      400,
    );
    expect(refused.fields?.map((f) => f.field)).toEqual([field]);
  });
});
