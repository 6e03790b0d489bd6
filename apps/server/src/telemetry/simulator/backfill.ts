import { MAX_READINGS_PER_MESSAGE, type TelemetryReading } from '@portal/contracts';
import { DAY_MS, MINUTE_MS } from './clock';

/** A backfilled device has a reading every quarter of an hour over the past week at most. */
export const BACKFILL_STEP_MS = 15 * MINUTE_MS;
export const BACKFILL_SPAN_MS = 7 * DAY_MS;

/**
 * The times a device fills in at start: on every quarter hour after its newest stored reading,
 * or over the past week when that is older or there is none, up to now. So the charts have a
 * week of history on first start and no gap after a restart. A device also reports the moment
 * something changes: `changes` in that span (a fault starting) are reported then as well.
 */
export function backfillTimes(
  newestStored: number | undefined,
  now: number,
  changes: readonly number[] = [],
): number[] {
  const from = Math.max(newestStored ?? 0, now - BACKFILL_SPAN_MS - 1);
  const times = changes.filter((at) => at > from && at <= now);
  const first = (Math.floor(from / BACKFILL_STEP_MS) + 1) * BACKFILL_STEP_MS;
  for (let at = first; at <= now; at += BACKFILL_STEP_MS) times.push(at);
  return [...new Set(times)].sort((a, b) => a - b);
}

/**
 * The readings as `{ readings: [...] }` messages of at most MAX_READINGS_PER_MESSAGE, as a
 * device cloud uploads a backlog (a hundred of the models' readings stay well under the ingest's
 * size limit: the unit test measures it).
 */
export function backfillMessages(readings: readonly TelemetryReading[]): string[] {
  const messages: string[] = [];
  for (let k = 0; k < readings.length; k += MAX_READINGS_PER_MESSAGE) {
    messages.push(JSON.stringify({ readings: readings.slice(k, k + MAX_READINGS_PER_MESSAGE) }));
  }
  return messages;
}
