import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '@portal/db';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../database-unavailable';
import { isTransactionConflict } from '../errors';
import { type PendingReading, storeReadings } from './store-readings';
import type { TelemetryStatsRecorder } from './telemetry-stats';
import type { ReadingsEvaluator } from './types';

export type BatchWriterOptions = {
  db: Database;
  evaluate: ReadingsEvaluator;
  stats: TelemetryStatsRecorder;
  log: FastifyBaseLogger;
  /** Write when this many readings wait... */
  batchRows: number;
  /** ...or when the oldest has waited this long. */
  batchMs: number;
};

export type BatchWriter = {
  /**
   * Queues readings for the next batch. Resolves at once while the queue is short, and only
   * once it has room when it is long: the transport acknowledges a message after this, so a
   * database that falls behind slows the devices' publishing (MQTT QoS 1) instead of filling
   * this process's memory.
   */
  add(readings: PendingReading[]): Promise<void>;
  /** Writes and evaluates everything queued; called on shutdown after the transport closed. */
  close(): Promise<void>;
};

/** Batches queued before add() waits. */
const QUEUED_BATCHES = 4;
/**
 * The waits before a batch's second and third tries. Only a deadlock with another writer of the
 * same devices, a serialization failure or a lost connection (PostgreSQL restarting) is tried
 * again: they pass once the other transaction or the restart is done, where a bad batch would
 * fail the same way every time.
 */
const RETRY_WAITS_MS = [250, 1000];

function isTransient(error: unknown): boolean {
  return isTransactionConflict(error) || isDatabaseUnavailable(error);
}

/**
 * Buffers readings and writes them in batches, one batch at a time: each batch is one
 * transaction (store-readings.ts), then the evaluator gets the readings it stored, so readings
 * reach the evaluator in the order they were written and never two batches at once.
 */
export function createBatchWriter(options: BatchWriterOptions): BatchWriter {
  const { batchRows, batchMs, stats, log } = options;
  const highWater = batchRows * QUEUED_BATCHES;
  const queue: PendingReading[] = [];
  let waiting: (() => void)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<void> | undefined;

  function releaseWaiting() {
    if (queue.length >= highWater) return;
    const released = waiting;
    waiting = [];
    for (const resume of released) resume();
  }

  async function store(batch: PendingReading[]) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await storeReadings(options.db, batch);
      } catch (error) {
        const wait = RETRY_WAITS_MS[attempt - 1];
        if (wait === undefined || !isTransient(error)) throw error;
        log.warn({ err: error, attempt }, 'telemetry batch not written, trying again');
        await sleep(wait);
      }
    }
  }

  async function writeAndEvaluate(batch: PendingReading[]) {
    let stored: Awaited<ReturnType<typeof storeReadings>>;
    try {
      stored = await store(batch);
    } catch (error) {
      log.error({ err: error, readings: batch.length }, 'telemetry batch lost');
      stats.count('failed', batch.length);
      return;
    }
    stats.count('stored', stored.length);
    stats.count('duplicates', batch.length - stored.length);
    stats.count('late', stored.filter((reading) => reading.late).length);
    if (stored.length === 0) return;
    try {
      await options.evaluate(stored);
    } catch (error) {
      log.error({ err: error, readings: stored.length }, 'telemetry batch not evaluated');
      stats.count('evaluationFailed', stored.length);
      return;
    }
    stats.count('evaluatedBatches');
    stats.count('evaluatedReadings', stored.length);
    const now = Date.now();
    for (const reading of stored) {
      if (!reading.late) stats.recordLag(now - reading.recordedAt.getTime());
    }
  }

  async function writeQueued() {
    // Readings that came while a batch was written go next, without waiting for batchMs.
    while (queue.length > 0) {
      const batch = queue.splice(0, batchRows);
      releaseWaiting();
      await writeAndEvaluate(batch);
    }
  }

  function drain(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    draining ??= writeQueued().finally(() => {
      draining = undefined;
      // Readings queued between the loop's last look and now.
      if (queue.length > 0) schedule();
    });
    return draining;
  }

  function schedule() {
    if (queue.length >= batchRows) void drain();
    else timer ??= setTimeout(drain, batchMs);
  }

  return {
    add(readings) {
      queue.push(...readings);
      schedule();
      if (queue.length < highWater) return Promise.resolve();
      return new Promise((resume) => waiting.push(resume));
    },
    async close() {
      while (queue.length > 0 || draining) await drain();
      clearTimeout(timer);
    },
  };
}
