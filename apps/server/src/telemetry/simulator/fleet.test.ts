import { connect, schema, seedDemoData } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { and, eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, expectError } from '../../test/helper';
import { brokerSettings } from '../../test/mqtt';
import { alertsOf } from '../../test/telemetry';
import { BACKFILL_SPAN_MS } from './backfill';
import { HOUR_MS, MINUTE_MS } from './clock';
import { LOW_BATTERY_PERCENT } from './models';

const { telemetryReadings } = schema;

// The demo fleet against the embedded broker (or MQTT_URL's, in CI's second run): the demo
// data seeded, the simulator on with its scripted faults, as `npm start` runs it.
const databaseUrl = await createTestDatabase();
const seeding = connect(databaseUrl, { max: 1 });
await seedDemoData(seeding.db);
await seeding.close();
const { app, db } = await buildTestApp(
  { SIMULATOR: 'true', SIMULATOR_FAULTS: 'true', ...brokerSettings() },
  { databaseUrl },
);
const fleet = app.simulator.fleet;
if (!fleet) throw new Error('the simulator did not start');
const { startedAt } = fleet;
// Another app on a database of its own, with the simulator left as tests have it: off.
const off = await buildTestApp(brokerSettings());

/** How long a reading may take from the device to the database. */
const WAIT = { timeout: 5_000, interval: 100 };

/** The demo devices of the scripted faults (faults.ts), by MAC address. */
const DEMO = {
  leaking: 'A4:E1:00:00:07:00',
  hot: 'A4:E1:00:00:02:02',
  pollutedAir: 'A4:E1:00:00:02:00',
  lowBattery: 'A4:E1:00:00:11:02',
  offline: 'A4:E1:00:00:0C:00',
};
const deviceId = (macAddress: string): string => {
  const id = fleet.find({ macAddress })?.device.id;
  if (!id) throw new Error(`no demo device ${macAddress} in the fleet`);
  return id;
};
/** Their ids. */
const ID = {
  leaking: deviceId(DEMO.leaking),
  hot: deviceId(DEMO.hot),
  pollutedAir: deviceId(DEMO.pollutedAir),
  lowBattery: deviceId(DEMO.lowBattery),
  offline: deviceId(DEMO.offline),
};

/** Per fleet device: how many readings are stored, the oldest and newest device time. */
async function storedByDevice() {
  const rows = await db
    .select({
      deviceId: telemetryReadings.deviceId,
      readings: sql<number>`count(*)::int`,
      oldest: sql<string>`min(${telemetryReadings.recordedAt})`,
      newest: sql<string>`max(${telemetryReadings.recordedAt})`,
    })
    .from(telemetryReadings)
    .groupBy(telemetryReadings.deviceId);
  return new Map(
    rows.map((row) => [
      row.deviceId,
      { ...row, oldest: Date.parse(row.oldest), newest: Date.parse(row.newest) },
    ]),
  );
}

function readingsSince(id: string, since: number) {
  return db
    .select()
    .from(telemetryReadings)
    .where(
      and(eq(telemetryReadings.deviceId, id), gte(telemetryReadings.recordedAt, new Date(since))),
    )
    .orderBy(telemetryReadings.recordedAt);
}

describe('the demo fleet', () => {
  it('is every installed demo device that reports telemetry, each on its own connection', async () => {
    const expected = await db.execute<{ mac_address: string }>(sql`
      select d.mac_address from devices d join products p on p.id = d.product_id
      where p.device_type in ('WiFiThermostat', 'HoudiniThermostat', 'WaterLeakDetector3', 'SmokeDetector')
        and d.state <> 'InPreRegistration' order by d.mac_address`);
    expect(fleet.devices.map((d) => d.device.macAddress)).toEqual(
      expected.rows.map((r) => r.mac_address),
    );
    expect(fleet.devices.length).toBeGreaterThan(20);
    // Cameras and the home waiting in pre-registration say nothing.
    expect(fleet.find({ macAddress: 'A4:E1:00:00:03:00' })).toBeUndefined();
    expect(fleet.find({ macAddress: 'A4:E1:00:00:18:00' })).toBeUndefined();
  });

  it('stores a week of history for every device within seconds of start', async () => {
    await fleet.backfilled;
    await vi.waitFor(
      async () => {
        const stored = await storedByDevice();
        for (const { device } of fleet.devices) {
          const mine = stored.get(device.id);
          expect(mine, device.macAddress).toBeDefined();
          if (!mine) return;
          expect(mine.oldest).toBeLessThan(startedAt - BACKFILL_SPAN_MS + 15 * MINUTE_MS);
          const silence = device.id === ID.offline ? 5 * HOUR_MS : 15 * MINUTE_MS;
          expect(mine.newest).toBeGreaterThan(startedAt - silence - 15 * MINUTE_MS);
          expect(mine.readings).toBeGreaterThanOrEqual(device.id === ID.offline ? 600 : 670);
        }
      },
      { timeout: 20_000, interval: 250 },
    );
  });

  it('backfills the scripted faults: a hot home, polluted air, a low battery and a silent thermostat', async () => {
    const hot = await readingsSince(ID.hot, startedAt - 40 * MINUTE_MS);
    expect(hot.length).toBeGreaterThanOrEqual(2);
    for (const reading of hot) expect(reading.temperature).toBeGreaterThan(85);
    const before = await readingsSince(ID.hot, startedAt - 2 * HOUR_MS);
    expect(before[0]?.temperature).toBeLessThan(82);

    const air = await readingsSince(ID.pollutedAir, startedAt - 3 * HOUR_MS);
    expect(air.length).toBeGreaterThanOrEqual(11);
    for (const reading of air) expect(reading.vocs).toBeGreaterThanOrEqual(660);

    const battery = await readingsSince(ID.lowBattery, startedAt - 6 * HOUR_MS);
    expect(battery.length).toBeGreaterThanOrEqual(23);
    for (const reading of battery) expect(reading.battery).toBe(LOW_BATTERY_PERCENT);

    expect(await readingsSince(ID.offline, startedAt - 5 * HOUR_MS)).toEqual([]);
  });

  it('opens the alerts of the scripted faults for Northwind, in device time', async () => {
    const expected = [
      ['hot', 'HighIndoorTemperature'],
      ['pollutedAir', 'HighVocLevel'],
      ['lowBattery', 'LowBattery'],
    ] as const;
    // The silent thermostat's DeviceOffline waits for the engine's sweep, once a minute.
    await vi.waitFor(
      async () => {
        for (const [device, alertName] of expected) {
          const open = (await alertsOf(db, ID[device])).find((a) => a.alertName === alertName);
          expect(open?.partnerAccountId, `${alertName} on ${DEMO[device]}`).toBeTruthy();
          expect(open?.clearedAt).toBeNull();
        }
      },
      { timeout: 10_000, interval: 250 },
    );
  });

  it('reports live, and customer 7 has a leak 20 to 30 seconds after start', async () => {
    await vi.waitFor(
      async () => {
        const stored = await storedByDevice();
        for (const { device } of fleet.devices) {
          if (device.id !== ID.offline)
            expect(stored.get(device.id)?.newest, device.macAddress).toBeGreaterThanOrEqual(
              startedAt,
            );
        }
        const leaks = await db
          .select({ at: telemetryReadings.recordedAt })
          .from(telemetryReadings)
          .where(and(eq(telemetryReadings.deviceId, ID.leaking), eq(telemetryReadings.leak, true)));
        expect(leaks.length).toBeGreaterThan(0);
        const first = Math.min(...leaks.map((l) => l.at.getTime()));
        expect(first - startedAt).toBeGreaterThanOrEqual(20_000);
        // The reading reaches the database a moment after the device sent it.
        expect(first - startedAt).toBeLessThan(31_000);
      },
      { timeout: 40_000, interval: 500 },
    );
    expect(await readingsSince(ID.offline, startedAt)).toEqual([]);
  }, 45_000);
});

describe('POST /api/dev/simulator/faults', () => {
  const post = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/dev/simulator/faults', payload });

  it('clears a device and makes it leak again at once, and the alert opens for Northwind', async () => {
    const id = ID.leaking;
    const cleared = await post({ deviceId: id, fault: 'clear' });
    expect(cleared.statusCode, cleared.body).toBe(202);
    expect(cleared.json()).toEqual({ deviceId: id, fault: 'clear' });
    const clearedAt = Date.now() - 1_000;
    await vi.waitFor(async () => {
      const [latest] = (await readingsSince(id, clearedAt)).slice(-1);
      expect(latest?.leak).toBe(false);
    }, WAIT);

    const leak = await post({ macAddress: 'a4-e1-00-00-07-00', fault: 'leak' });
    expect(leak.statusCode, leak.body).toBe(202);
    expect(leak.json()).toEqual({ deviceId: id, fault: 'leak' });
    const leakAt = Date.now() - 1_000;
    await vi.waitFor(async () => {
      const [latest] = (await readingsSince(id, leakAt)).slice(-1);
      expect(latest?.leak).toBe(true);
    }, WAIT);
    await vi.waitFor(async () => {
      const leak = (await alertsOf(db, id)).find(
        (a) => a.alertName === 'WaterLeakDetected' && a.clearedAt === null,
      );
      expect(leak?.partnerAccountId).toBeTruthy();
    }, WAIT);
  });

  it('accepts offline, and clear ends every fault at once: the hot home reports, back to normal', async () => {
    const id = ID.hot;
    expect((await post({ deviceId: id, fault: 'offline' })).statusCode).toBe(202);
    const clearedAt = Date.now();
    expect((await post({ deviceId: id, fault: 'clear' })).statusCode).toBe(202);
    await vi.waitFor(async () => expect(await readingsSince(id, clearedAt)).not.toEqual([]), WAIT);
    const [back] = await readingsSince(id, clearedAt);
    expect(back?.temperature).toBeLessThan(82);
  });

  it('answers 404 for a device outside the fleet and 400 for a fault it cannot have', async () => {
    expectError(await post({ macAddress: '00:11:22:33:44:55', fault: 'leak' }), 404);
    // A camera is a device, but no telemetry device of the fleet.
    expectError(await post({ macAddress: 'A4:E1:00:00:03:00', fault: 'leak' }), 404);
    const smoke = expectError(await post({ macAddress: DEMO.leaking, fault: 'smoke' }), 400);
    expect(smoke.fields).toEqual([
      { field: 'body.fault', message: 'A WaterLeakDetector3 has no sensor for smoke.' },
    ]);
    const unknown = expectError(await post({ macAddress: DEMO.leaking, fault: 'flood' }), 400);
    expect(unknown.fields?.[0]?.field).toBe('body.fault');
    const neither = expectError(await post({ fault: 'leak' }), 400);
    expect(neither.fields?.[0]?.field).toBe('body.deviceId');
    const both = expectError(
      await post({
        deviceId: ID.leaking,
        macAddress: DEMO.leaking,
        fault: 'leak',
      }),
      400,
    );
    expect(both.fields?.[0]?.field).toBe('body.deviceId');
    expectError(await post({ macAddress: 'not a mac', fault: 'leak' }), 400);
  });
});

describe('the simulator switched off', () => {
  it('starts no fleet in tests, and the fault endpoint answers 409', async () => {
    expect(off.app.simulator.fleet).toBeUndefined();
    const response = await off.app.inject({
      method: 'POST',
      url: '/api/dev/simulator/faults',
      payload: { macAddress: DEMO.leaking, fault: 'leak' },
    });
    expect(expectError(response, 409).reasonCode).toBe('SERVICE_NOT_CONFIGURED');
  });
});
