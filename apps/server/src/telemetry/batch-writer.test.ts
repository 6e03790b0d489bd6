import type { TelemetryReading } from '@portal/contracts';
import { connect, schema } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../test/helper';
import { createHome, createHomeDevice, createHousehold } from '../test/homeowners';
import { createBatchWriter } from './batch-writer';
import { ensurePartitions } from './partitions';
import { createTelemetryStats } from './telemetry-stats';
import type { StoredReading } from './types';

// The batch writer against PostgreSQL with an evaluator of the test's own that records what
// it gets: batching, the order and late flags the evaluator sees, and failures that neither
// stop the writer nor lose more than their own batch.

const database = connect(await createTestDatabase(), { max: 4 });
afterAll(() => database.close());
const { db } = database;
await ensurePartitions(db, new Date(), 90);

const MINUTE = 60_000;
const start = Date.now();
const at = (minutesAgo: number) => new Date(start - minutesAgo * MINUTE);

async function device() {
  return createHomeDevice(db, await createHome(db, await createHousehold(db)));
}

function pending(deviceId: string, time: Date, values: Partial<TelemetryReading> = {}) {
  return { deviceId, recordedAt: time, reading: { time: time.toISOString(), ...values } };
}

/** A writer whose evaluator records each batch, or fails while `failing` says so. */
function writer(options: { batchRows?: number; batchMs?: number } = {}) {
  const batches: StoredReading[][] = [];
  const logs = captureLogs();
  const stats = createTelemetryStats();
  const control = { failing: false };
  const batchWriter = createBatchWriter({
    db,
    stats,
    log: pino({ level: 'warn' }, logs.stream),
    batchRows: options.batchRows ?? 500,
    batchMs: options.batchMs ?? 5,
    evaluate: async (readings) => {
      if (control.failing) throw new Error('engine down');
      batches.push(readings);
    },
  });
  afterAll(() => batchWriter.close());
  return { writer: batchWriter, batches, stats, logs, control };
}

const summary = (readings: StoredReading[]) =>
  readings.map((r) => [r.deviceId, r.reading.temperature, r.late]);

describe('telemetry batch writer', () => {
  it('hands the evaluator what it stored, by device then device time, with late flags', async () => {
    const [first, second] = [await device(), await device()].sort((a, b) =>
      a.id.localeCompare(b.id),
    );
    if (!first || !second) throw new Error('no devices');
    const { writer: w, batches, stats } = writer();
    await w.add([pending(first.id, at(10), { temperature: 70 })]);
    await expect.poll(() => batches.length).toBe(1);

    await w.add([
      pending(second.id, at(3), { temperature: 3 }),
      pending(first.id, at(2), { temperature: 72 }),
      pending(first.id, at(12), { temperature: 68 }),
      pending(second.id, at(4), { temperature: 4 }),
      pending(first.id, at(10), { temperature: 99 }),
    ]);
    await expect.poll(() => batches.length).toBe(2);

    expect(summary(batches[1] ?? [])).toEqual([
      [first.id, 68, true],
      [first.id, 72, false],
      [second.id, 4, false],
      [second.id, 3, false],
    ]);
    expect(stats.snapshot()).toMatchObject({
      stored: 5,
      duplicates: 1,
      late: 1,
      evaluatedReadings: 5,
    });
  });

  it('writes a batch when batchRows readings wait, and the rest after batchMs', async () => {
    const { id } = await device();
    const { writer: w, batches } = writer({ batchRows: 3, batchMs: 50 });

    await w.add([1, 2, 3, 4, 5, 6, 7].map((minutes) => pending(id, at(minutes))));
    await expect.poll(() => batches.flat().length).toBe(7);

    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 1]);
  });

  it('makes a publisher wait while four batches are queued', async () => {
    const { id } = await device();
    const { writer: w, stats } = writer({ batchRows: 1 });

    await w.add(Array.from({ length: 10 }, (_, minutes) => pending(id, at(minutes + 1))));

    // Resumed once fewer than four readings wait: seven were taken, six of them written.
    expect(stats.snapshot().stored).toBeGreaterThanOrEqual(6);
    await expect.poll(() => stats.snapshot().stored).toBe(10);
  });

  it('counts a batch it cannot write as failed, logs it, and writes the next', async () => {
    const { id } = await device();
    const { writer: w, batches, stats, logs } = writer();
    // No partition holds a reading a month ahead.
    const monthAhead = new Date(Date.now() + 30 * 86_400_000);

    await w.add([pending(id, monthAhead), pending(id, at(1))]);
    await expect.poll(() => stats.snapshot().failed, { timeout: 10_000 }).toBe(2);
    await w.add([pending(id, at(2))]);
    await expect.poll(() => batches.length).toBe(1);

    expect(logs.lines.some((line) => line.includes('telemetry batch lost'))).toBe(true);
    expect(stats.snapshot()).toMatchObject({ stored: 1, failed: 2 });
  });

  it('counts readings the evaluator failed on, and evaluates the next batch', async () => {
    const { id } = await device();
    const { writer: w, batches, stats, control } = writer();
    control.failing = true;

    await w.add([pending(id, at(5))]);
    await expect.poll(() => stats.snapshot().evaluationFailed).toBe(1);
    control.failing = false;
    await w.add([pending(id, at(4))]);
    await expect.poll(() => batches.length).toBe(1);

    expect(stats.snapshot()).toMatchObject({
      stored: 2,
      evaluatedReadings: 1,
      evaluationFailed: 1,
    });
  });

  it('stores the readings of a device deleted meanwhile without giving it a state', async () => {
    const gone = await device();
    await db.delete(schema.devices).where(eq(schema.devices.id, gone.id));
    const { writer: w, stats } = writer();

    await w.add([pending(gone.id, at(1), { temperature: 70 })]);
    await expect.poll(() => stats.snapshot().stored).toBe(1);

    const states = await db
      .select()
      .from(schema.deviceTelemetryState)
      .where(eq(schema.deviceTelemetryState.deviceId, gone.id));
    expect(states).toEqual([]);
  });

  it('writes and evaluates everything queued when closed', async () => {
    const { id } = await device();
    const { writer: w, batches } = writer({ batchMs: 5000 });

    await w.add([pending(id, at(2)), pending(id, at(1))]);
    await w.close();

    expect(batches.flat()).toHaveLength(2);
  });
});
