import { TelemetrySeries } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  alertsCompany,
  hourAgo,
  insertAlert,
  insertHourly,
  withdrawProAlerts,
} from '../../../test/alerts';
import { buildTestApp, expectError } from '../../../test/helper';

// The charts of an alert (insights, co2Levels, vocsLevels, humidityLevels per interval): hourly
// buckets read from telemetry_hourly rows whose figures the test sets, or a generated series.

const { app, db } = await buildTestApp();

const MINUTE = 60_000;

type World = Awaited<ReturnType<typeof alertsCompany>>;
const chart = (world: World, alertId: string, path: string) =>
  app.inject({
    url: `/api/v1/proAccounts/${world.company.id}/alerts/${alertId}/${path}`,
    headers: world.owner.headers,
  });
async function series(world: World, alertId: string, path: string) {
  const response = await chart(world, alertId, path);
  expect(response.statusCode, response.body).toBe(200);
  return TelemetrySeries.parse(response.json());
}

/** The first hour of a window of `hours` hours, as it was before and after the call. */
async function windowStart<T>(hours: number, call: () => Promise<T>) {
  const before = hourAgo(hours - 1).toISOString();
  const answer = await call();
  return { answer, starts: [before, hourAgo(hours - 1).toISOString()] };
}

describe('the alert charts', () => {
  it("answer the alert's own measurement hour by hour over the last 24 hours or 7 days, with its threshold", async () => {
    const now = Date.now();
    const world = await alertsCompany(app, db);
    const alert = await insertAlert(db, {
      deviceId: world.device.id,
      partnerAccountId: world.company.id,
      alertName: 'HighIndoorHumidity',
      severity: 'Warning',
      threshold: '60',
    });
    const deviceId = world.device.id;
    // Three readings of 38, 40 and 42 %; three of 42, 43.5 and 45; one of 50 a day ago.
    await insertHourly(db, {
      deviceId,
      hour: hourAgo(3, now),
      readings: 3,
      humiditySum: 120,
      humidityCount: 3,
      humidityMin: 38,
      humidityMax: 42,
    });
    await insertHourly(db, {
      deviceId,
      hour: hourAgo(1, now),
      readings: 3,
      humiditySum: 130.5,
      humidityCount: 3,
      humidityMin: 42,
      humidityMax: 45,
    });
    await insertHourly(db, {
      deviceId,
      hour: hourAgo(30, now),
      readings: 1,
      humiditySum: 50,
      humidityCount: 1,
      humidityMin: 50,
      humidityMax: 50,
    });
    // An hour with a temperature only is no humidity bucket.
    await insertHourly(db, {
      deviceId,
      hour: hourAgo(2, now),
      readings: 1,
      temperatureSum: 71,
      temperatureCount: 1,
      temperatureMin: 71,
      temperatureMax: 71,
    });

    const day = await windowStart(24, () => series(world, alert.id, 'insights/Last24Hours'));
    expect(day.starts).toContain(day.answer.from);
    expect(day.answer).toMatchObject({
      interval: 'Last24Hours',
      telemetryType: 'Humidity',
      unit: 'PERCENT',
      mock: false,
      threshold: 60,
    });
    expect(day.answer.points).toEqual([
      { time: hourAgo(3, now).toISOString(), min: 38, avg: 40, max: 42 },
      { time: hourAgo(1, now).toISOString(), min: 42, avg: 43.5, max: 45 },
    ]);
    const week = await windowStart(168, () => series(world, alert.id, 'humidityLevels/Last7Days'));
    expect(week.starts).toContain(week.answer.from);
    expect(week.answer.points.map((point) => point.avg)).toEqual([50, 40, 43.5]);
    expect(week.answer.threshold).toBe(60);
    const temperature = await series(world, alert.id, 'vocsLevels/Last24Hours');
    expect(temperature).toMatchObject({ telemetryType: 'Vocs', unit: 'PPB', threshold: null });
    expect(temperature.points).toEqual([]);
  });

  it('draw a VOC or CO2 level as the reading where it starts, and chart temperature for a state alert', async () => {
    const now = Date.now();
    const world = await alertsCompany(app, db);
    const mine = { deviceId: world.device.id, partnerAccountId: world.company.id };
    const co2 = await insertAlert(db, { ...mine, alertName: 'HighCo2Level', threshold: 'High' });
    const vocs = await insertAlert(db, {
      ...mine,
      alertName: 'HighVocLevel',
      threshold: 'VeryHigh',
    });
    const leak = await insertAlert(db, mine);
    await insertHourly(db, {
      deviceId: world.device.id,
      hour: hourAgo(2, now),
      readings: 2,
      co2Sum: 2500,
      co2Count: 2,
      co2Min: 1000,
      co2Max: 1500,
      temperatureSum: 141,
      temperatureCount: 2,
      temperatureMin: 70.2,
      temperatureMax: 70.8,
    });
    expect(await series(world, co2.id, 'insights/Last24Hours')).toMatchObject({
      telemetryType: 'Co2',
      unit: 'PPM',
      threshold: 1200,
      points: [{ time: hourAgo(2, now).toISOString(), min: 1000, avg: 1250, max: 1500 }],
    });
    expect((await series(world, co2.id, 'co2Levels/Last7Days')).threshold).toBe(1200);
    expect((await series(world, vocs.id, 'vocsLevels/Last24Hours')).threshold).toBe(2200);
    expect((await series(world, vocs.id, 'co2Levels/Last24Hours')).threshold).toBeNull();
    expect(await series(world, leak.id, 'insights/Last24Hours')).toMatchObject({
      telemetryType: 'Temperature',
      unit: 'FAHRENHEIT',
      threshold: null,
      points: [{ time: hourAgo(2, now).toISOString(), min: 70.2, avg: 70.5, max: 70.8 }],
    });
  });

  it("start the buckets on the viewer's hours with tzOffset", async () => {
    const now = Date.now();
    const world = await alertsCompany(app, db);
    const alert = await insertAlert(db, {
      deviceId: world.device.id,
      partnerAccountId: world.company.id,
      alertName: 'HighIndoorTemperature',
    });
    await insertHourly(db, {
      deviceId: world.device.id,
      hour: hourAgo(3, now),
      readings: 1,
      temperatureSum: 72,
      temperatureCount: 1,
      temperatureMin: 72,
      temperatureMax: 72,
    });
    // India (UTC+5:30): its hours start at half past the UTC hour.
    const india = await series(world, alert.id, 'insights/Last24Hours?tzOffset=330');
    expect(india.points).toEqual([
      {
        time: new Date(hourAgo(3, now).getTime() - 30 * MINUTE).toISOString(),
        min: 72,
        avg: 72,
        max: 72,
      },
    ]);
    expect(new Date(india.from).getUTCMinutes()).toBe(30);
    const chicago = await series(world, alert.id, 'insights/Last24Hours?tzOffset=-300');
    expect(chicago.points[0]?.time).toBe(hourAgo(3, now).toISOString());
  });

  it('answer a generated series with mock=true, the same at each call and different for another alert', async () => {
    const world = await alertsCompany(app, db);
    const mine = { deviceId: world.device.id, partnerAccountId: world.company.id };
    const one = await insertAlert(db, { ...mine, alertName: 'HighIndoorTemperature' });
    const two = await insertAlert(db, { ...mine, alertName: 'LowIndoorTemperature' });
    const day = await series(world, one.id, 'insights/Last24Hours?mock=true');
    expect(day).toMatchObject({ mock: true, telemetryType: 'Temperature', unit: 'FAHRENHEIT' });
    expect(day.points).toHaveLength(24);
    expect(day.points[0]?.time).toBe(day.from);
    for (const point of day.points) {
      expect(point.min).toBeLessThanOrEqual(point.avg);
      expect(point.avg).toBeLessThanOrEqual(point.max);
      expect(point.avg).toBeGreaterThan(60);
      expect(point.avg).toBeLessThan(80);
    }
    const again = await series(world, one.id, 'insights/Last24Hours?mock=true');
    // An hour may have begun between the calls: the hours both hold are the same.
    const shared = again.points.filter((point) => day.points.some((p) => p.time === point.time));
    expect(shared.length).toBeGreaterThanOrEqual(23);
    for (const point of shared) expect(day.points).toContainEqual(point);
    const other = await series(world, two.id, 'insights/Last24Hours?mock=true');
    expect(other.points.map((p) => p.avg)).not.toEqual(day.points.map((p) => p.avg));
    const week = await series(world, one.id, 'co2Levels/Last7Days?mock=true');
    expect(week.points).toHaveLength(168);
    expect(week.unit).toBe('PPM');
  });

  it("answer 403 once the homeowner no longer shares the device's data, a generated series still", async () => {
    const world = await alertsCompany(app, db);
    const alert = await insertAlert(db, {
      deviceId: world.device.id,
      partnerAccountId: world.company.id,
      alertName: 'HighIndoorHumidity',
    });
    await insertHourly(db, {
      deviceId: world.device.id,
      hour: hourAgo(1),
      readings: 1,
      humiditySum: 45,
      humidityCount: 1,
      humidityMin: 45,
      humidityMax: 45,
    });
    const shared = await series(world, alert.id, 'insights/Last24Hours?mock=false');
    expect(shared.points).toHaveLength(1);
    await withdrawProAlerts(db, world.company.id, world.device.id);
    for (const path of ['insights', 'co2Levels', 'vocsLevels', 'humidityLevels']) {
      expect(expectError(await chart(world, alert.id, `${path}/Last24Hours`), 403).message).toBe(
        "The homeowner has not shared this device's data with your company: its Pro Alerts service is not accepted.",
      );
    }
    expect((await series(world, alert.id, 'insights/Last7Days?mock=true')).mock).toBe(true);
  });

  it.each([
    ['insights/Last30Days', 'params.interval'],
    ['co2Levels/Last24Hours?tzOffset=900', 'querystring.tzOffset'],
    ['vocsLevels/Last24Hours?tzOffset=east', 'querystring.tzOffset'],
    ['humidityLevels/Last7Days?mock=maybe', 'querystring.mock'],
  ])('%s answers 400 naming %s', async (path, field) => {
    const world = await alertsCompany(app, db);
    const alert = await insertAlert(db, {
      deviceId: world.device.id,
      partnerAccountId: world.company.id,
    });
    const refused = expectError(await chart(world, alert.id, path), 400);
    expect(refused.fields?.map((f) => f.field)).toEqual([field]);
  });
});
