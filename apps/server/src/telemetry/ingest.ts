import {
  deviceIdOfTelemetryTopic,
  MAX_CLOCK_AHEAD_SECONDS,
  MAX_TELEMETRY_MESSAGE_BYTES,
  readingsOf,
  TelemetryMessage,
} from '@portal/contracts';
import { type Database, schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ZodError } from 'zod';
import type { BatchWriter } from './batch-writer';
import { retentionStart } from './partitions';
import type { TelemetryCounters, TelemetryStatsRecorder } from './telemetry-stats';

export type IngestOptions = {
  db: Database;
  writer: BatchWriter;
  stats: TelemetryStatsRecorder;
  log: FastifyBaseLogger;
  retentionDays: number;
};

/** Turns one MQTT message into readings for the batch writer, or drops it with a reason. */
export type Ingest = {
  /** Never rejects: a bad message is counted and logged, the next one is handled as usual. */
  handle(topic: string, payload: Buffer): Promise<void>;
};

/**
 * A device found stays known this long, so that a device reporting every few seconds costs no
 * query per message. A device deleted meanwhile has its readings stored for at most this long
 * (its state and online flag are not touched: store-readings.ts joins the devices table).
 */
const KNOWN_DEVICE_MS = 5 * 60_000;
/**
 * A device not found is asked about again after this: it may be registered meanwhile, and the
 * devices of another deployment on a shared broker cost a query per this, not per message.
 */
const UNKNOWN_DEVICE_MS = 30_000;
/** A reason or topic quoting the message is cut here: a log line is no payload dump. */
const MAX_REASON_LENGTH = 200;

/** The first problem of a message that is no TelemetryMessage, where it is and what. */
function reasonOf(error: ZodError, json: unknown): string {
  let [issue] = error.issues;
  // Neither shape fits: the problem of the one the message meant (a batch has `readings`).
  if (issue?.code === 'invalid_union') {
    const meant = typeof json === 'object' && json !== null && 'readings' in json ? 1 : 0;
    issue = issue.errors[meant]?.[0] ?? issue;
  }
  return `${issue?.path.join('.') || 'message'}: ${issue?.message}`;
}

export function createIngest({ db, writer, stats, log, retentionDays }: IngestOptions): Ingest {
  // The lookup itself is kept, pending or done, so that a device's messages wait on one
  // query and so reach the writer in the order they came.
  const known = new Map<string, { until: number; exists: Promise<boolean> }>();
  let forgottenAt = Date.now();

  /** Now and then: else the map would keep every device id ever seen, any deployment's. */
  function forgetExpired(now: number) {
    if (now - forgottenAt < KNOWN_DEVICE_MS) return;
    forgottenAt = now;
    for (const [deviceId, entry] of known) {
      if (entry.until <= now) known.delete(deviceId);
    }
  }

  function deviceExists(deviceId: string): Promise<boolean> {
    const now = Date.now();
    const cached = known.get(deviceId);
    if (cached && now < cached.until) return cached.exists;
    forgetExpired(now);
    const exists = db
      .select({ id: schema.devices.id })
      .from(schema.devices)
      .where(eq(schema.devices.id, deviceId))
      .then((rows) => rows.length > 0);
    const entry = { until: now + KNOWN_DEVICE_MS, exists };
    known.set(deviceId, entry);
    exists.then(
      (found) => {
        if (!found) entry.until = now + UNKNOWN_DEVICE_MS;
      },
      () => {
        if (known.get(deviceId) === entry) known.delete(deviceId);
      },
    );
    return exists;
  }

  function drop(
    counter: keyof TelemetryCounters,
    amount: number,
    context: { deviceId: string } | { topic: string },
    reason: string,
  ) {
    stats.count(counter, amount);
    log.warn({ ...context, reason: reason.slice(0, MAX_REASON_LENGTH) }, 'telemetry dropped');
  }

  async function handle(topic: string, payload: Buffer) {
    stats.count('received');
    const deviceId = deviceIdOfTelemetryTopic(topic);
    if (!deviceId) {
      return drop(
        'malformed',
        1,
        { topic: topic.slice(0, MAX_REASON_LENGTH) },
        'not a device telemetry topic',
      );
    }
    // Who sent it before what it says: on an external broker shared by several portals,
    // another portal's devices are unknown here, however they publish.
    if (!(await deviceExists(deviceId))) {
      return drop('unknownDevice', 1, { deviceId }, 'unknown device');
    }
    if (payload.length > MAX_TELEMETRY_MESSAGE_BYTES) {
      return drop('malformed', 1, { deviceId }, `larger than ${MAX_TELEMETRY_MESSAGE_BYTES} bytes`);
    }
    let json: unknown;
    try {
      json = JSON.parse(payload.toString('utf8'));
    } catch {
      return drop('malformed', 1, { deviceId }, 'not JSON');
    }
    const parsed = TelemetryMessage.safeParse(json);
    if (!parsed.success) return drop('malformed', 1, { deviceId }, reasonOf(parsed.error, json));
    const readings = readingsOf(parsed.data).map((reading) => ({
      deviceId,
      recordedAt: new Date(reading.time),
      reading,
    }));
    const now = Date.now();
    // A clock this far ahead makes every reading of the message suspect.
    if (
      readings.some(({ recordedAt }) => recordedAt.getTime() > now + MAX_CLOCK_AHEAD_SECONDS * 1000)
    ) {
      return drop(
        'malformed',
        1,
        { deviceId },
        `time more than ${MAX_CLOCK_AHEAD_SECONDS} s ahead`,
      );
    }
    // A device cloud's backlog may straddle the retention: its recent readings are kept.
    const oldestKept = retentionStart(now, retentionDays);
    const kept = readings.filter(({ recordedAt }) => recordedAt.getTime() >= oldestKept);
    if (kept.length < readings.length) {
      drop(
        'tooOld',
        readings.length - kept.length,
        { deviceId },
        `older than ${retentionDays} days`,
      );
    }
    if (kept.length > 0) await writer.add(kept);
  }

  return {
    async handle(topic, payload) {
      try {
        await handle(topic, payload);
      } catch (error) {
        // The device lookup failed (the database is away): the message is lost, not the ingest.
        log.error({ err: error, topic }, 'telemetry message not handled');
        stats.count('failed');
      }
    },
  };
}
