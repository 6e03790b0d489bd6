import { MAX_TELEMETRY_MESSAGE_BYTES, telemetryTopic } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, captureLogs } from '../test/helper';
import { createHomeDevice } from '../test/homeowners';
import {
  brokerSettings,
  connectDevice,
  counters,
  countersMoved,
  minutesAgo,
  publishTelemetry,
  telemetryDevice,
} from '../test/mqtt';
import { createIngest } from './ingest';
import type { PendingReading } from './store-readings';
import { createTelemetryStats } from './telemetry-stats';

// Readings over MQTT into PostgreSQL, through the broker of the run: embedded, or MQTT_URL's.

const logs = captureLogs();
const { app, db } = await buildTestApp(
  { ...brokerSettings(), LOG_LEVEL: 'warn' },
  { logStream: logs.stream },
);

async function readingsOf(deviceId: string) {
  return db
    .select()
    .from(schema.telemetryReadings)
    .where(eq(schema.telemetryReadings.deviceId, deviceId))
    .orderBy(schema.telemetryReadings.recordedAt);
}

async function stateOf(deviceId: string) {
  const [state] = await db
    .select()
    .from(schema.deviceTelemetryState)
    .where(eq(schema.deviceTelemetryState.deviceId, deviceId));
  return state;
}

/** The warn line the ingest wrote about the device, if any. */
function droppedLine(deviceId: string): { reason?: string } | undefined {
  return logs.lines
    .map((line) => JSON.parse(line) as { deviceId?: string; msg?: string; reason?: string })
    .find((line) => line.deviceId === deviceId && line.msg === 'telemetry dropped');
}

/** The start of the hour before this one, plus the minutes: readings in one closed hour. */
function inLastHour(minutes: number): string {
  const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000;
  return new Date(hour + minutes * 60_000).toISOString();
}

describe('telemetry ingest', () => {
  it('stores a reading, folds it into its hour, moves the state and marks the device online', async () => {
    const device = await telemetryDevice(db);
    const client = await connectDevice(app, device);
    const before = counters(app);
    const time = minutesAgo(1);

    await publishTelemetry(client, device.id, {
      time,
      temperature: 71.5,
      humidity: 40,
      battery: 8,
      rssi: -65,
    });
    await countersMoved(app, before, { received: 1, stored: 1, evaluatedReadings: 1 });

    const [row] = await readingsOf(device.id);
    expect(row).toMatchObject({ temperature: 71.5, humidity: 40, battery: 8, rssi: -65 });
    expect(row?.recordedAt.toISOString()).toBe(time);
    const [hourly] = await db
      .select()
      .from(schema.telemetryHourly)
      .where(eq(schema.telemetryHourly.deviceId, device.id));
    expect(hourly).toMatchObject({
      readings: 1,
      temperatureSum: 71.5,
      temperatureCount: 1,
      humidityMin: 40,
    });
    expect(await stateOf(device.id)).toMatchObject({
      temperature: 71.5,
      batteryPercent: 8,
      rssi: -65,
    });
    const [seen] = await db.select().from(schema.devices).where(eq(schema.devices.id, device.id));
    expect(seen?.online).toBe(true);
    expect(seen?.lastSeenAt?.toISOString()).toBe(time);
  });

  it('stores a batch of readings from one message, with their hourly sums and the newest state', async () => {
    const device = await telemetryDevice(db);
    const client = await connectDevice(app, device);
    const before = counters(app);
    const runtime = { heatSeconds: 300, coolSeconds: 0, fanSeconds: 60 };

    await publishTelemetry(client, device.id, {
      readings: [
        { time: inLastHour(10), temperature: 70, runtime, humidity: 35 },
        { time: inLastHour(30), temperature: 74, runtime, mode: 'Heat' },
        { time: inLastHour(20), temperature: 72, runtime },
      ],
    });
    await countersMoved(app, before, { stored: 3, evaluatedReadings: 3, late: 0 });

    expect((await readingsOf(device.id)).map((row) => row.temperature)).toEqual([70, 72, 74]);
    const [hourly] = await db
      .select()
      .from(schema.telemetryHourly)
      .where(eq(schema.telemetryHourly.deviceId, device.id));
    expect(hourly).toMatchObject({
      readings: 3,
      temperatureSum: 216,
      temperatureCount: 3,
      temperatureMin: 70,
      temperatureMax: 74,
      humidityCount: 1,
      heatSeconds: 900,
      fanSeconds: 180,
    });
    // The newest reading's fields, and the older ones' where the newest says nothing.
    const state = await stateOf(device.id);
    expect(state).toMatchObject({ temperature: 74, mode: 'Heat', humidity: 35 });
    expect(state?.readingAt.toISOString()).toBe(inLastHour(30));
  });

  it('stores and evaluates a reading sent twice once', async () => {
    const device = await telemetryDevice(db);
    const client = await connectDevice(app, device);
    const before = counters(app);
    const reading = { time: minutesAgo(2), temperature: 68 };

    await publishTelemetry(client, device.id, reading);
    await publishTelemetry(client, device.id, reading);
    await countersMoved(app, before, {
      received: 2,
      stored: 1,
      duplicates: 1,
      evaluatedReadings: 1,
    });

    expect(await readingsOf(device.id)).toHaveLength(1);
  });

  it('stores a reading older than the newest as late, without moving the state back', async () => {
    const device = await telemetryDevice(db);
    const client = await connectDevice(app, device);
    const before = counters(app);
    const newer = minutesAgo(1);

    await publishTelemetry(client, device.id, { time: newer, temperature: 75 });
    await countersMoved(app, before, { stored: 1 });
    await publishTelemetry(client, device.id, { time: minutesAgo(5), temperature: 60, leak: true });
    await countersMoved(app, before, { stored: 2, late: 1, evaluatedReadings: 2 });

    expect((await readingsOf(device.id)).map((row) => row.temperature)).toEqual([60, 75]);
    const state = await stateOf(device.id);
    expect(state?.readingAt.toISOString()).toBe(newer);
    expect(state).toMatchObject({ temperature: 75, leak: null });
  });

  describe('drops a bad message with a log line and keeps going', () => {
    const ahead = new Date(Date.now() + 10 * 60_000).toISOString();
    it.each([
      ['not JSON', '{"time": ', 'not JSON'],
      [
        'a schema error',
        { time: minutesAgo(1), temperature: 'warm' },
        'temperature: Invalid input',
      ],
      ['an unknown field', { time: minutesAgo(1), pressure: 1013 }, 'Unrecognized key: "pressure"'],
      [
        'too many readings',
        { readings: Array.from({ length: 101 }, () => ({ time: minutesAgo(1) })) },
        'readings: Too big',
      ],
      ['a message too big', 'x'.repeat(MAX_TELEMETRY_MESSAGE_BYTES + 1), 'larger than'],
      ['a clock far ahead', { readings: [{ time: minutesAgo(1) }, { time: ahead }] }, 's ahead'],
    ])('%s', async (_case, message, reason) => {
      const device = await telemetryDevice(db);
      const client = await connectDevice(app, device);
      const before = counters(app);

      await publishTelemetry(client, device.id, message);
      await countersMoved(app, before, { received: 1, malformed: 1 });
      expect(droppedLine(device.id)?.reason).toContain(reason);

      await publishTelemetry(client, device.id, { time: minutesAgo(1), temperature: 70 });
      await countersMoved(app, before, { received: 2, malformed: 1, stored: 1 });
      expect(await readingsOf(device.id)).toHaveLength(1);
    });
  });

  it('drops readings older than the retention and keeps the rest of the message', async () => {
    const device = await telemetryDevice(db);
    const client = await connectDevice(app, device);
    const before = counters(app);
    const longAgo = new Date(Date.now() - 91 * 86_400_000).toISOString();

    await publishTelemetry(client, device.id, {
      readings: [
        { time: longAgo, temperature: 50 },
        { time: minutesAgo(1), temperature: 70 },
      ],
    });
    await countersMoved(app, before, { tooOld: 1, stored: 1, malformed: 0 });

    expect((await readingsOf(device.id)).map((row) => row.temperature)).toEqual([70]);
    expect(droppedLine(device.id)?.reason).toBe('older than 90 days');
  });

  it('drops the readings of a device that is no longer known', async () => {
    const device = await telemetryDevice(db);
    const client = await connectDevice(app, device);
    await db.execute(sql`delete from devices where id = ${device.id}`);
    const before = counters(app);

    await publishTelemetry(client, device.id, { time: minutesAgo(1), temperature: 70 });
    await expect.poll(() => droppedLine(device.id)?.reason).toBe('unknown device');

    expect(counters(app).unknownDevice).toBeGreaterThan(before.unknownDevice);
    expect(await readingsOf(device.id)).toHaveLength(0);
  });

  it('asks about a device not found again after half a minute, and about one found after five', async () => {
    const written: PendingReading[][] = [];
    const stats = createTelemetryStats();
    const ingest = createIngest({
      db,
      stats,
      log: app.log,
      retentionDays: 90,
      writer: { add: async (readings) => void written.push(readings), close: async () => {} },
    });
    const device = await createHomeDevice(db, null);
    const byId = eq(schema.devices.id, device.id);
    const [row] = await db.select().from(schema.devices).where(byId);
    if (!row) throw new Error('no device');
    await db.delete(schema.devices).where(byId);
    const message = Buffer.from(JSON.stringify({ time: minutesAgo(1) }));
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now');
    const sendAfter = (ms: number) => {
      clock.mockReturnValue(start + ms);
      return ingest.handle(telemetryTopic(device.id), message);
    };
    try {
      await sendAfter(0);
      await db.insert(schema.devices).values(row);
      await sendAfter(29_000);
      expect(stats.snapshot().unknownDevice).toBe(2);

      await sendAfter(31_000);
      expect(written).toHaveLength(1);
      await db.delete(schema.devices).where(byId);
      await sendAfter(31_000 + 4 * 60_000);
      expect(written).toHaveLength(2);
      await sendAfter(31_000 + 6 * 60_000);
      expect(written).toHaveLength(2);
      expect(stats.snapshot().unknownDevice).toBe(3);
    } finally {
      clock.mockRestore();
    }
  });
});
