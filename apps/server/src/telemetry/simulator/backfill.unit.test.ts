import {
  MAX_READINGS_PER_MESSAGE,
  MAX_TELEMETRY_MESSAGE_BYTES,
  readingsOf,
  TelemetryMessage,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { BACKFILL_STEP_MS, backfillMessages, backfillTimes } from './backfill';
import { DAY_MS, MINUTE_MS } from './clock';
import { modelOf, readingAt } from './models';

const NOW = Date.parse('2026-11-24T12:07:31Z');

describe('backfill', () => {
  it('fills a week on the quarter hours on first start', () => {
    const times = backfillTimes(undefined, NOW);
    expect(times).toHaveLength(7 * 96);
    expect(new Date(times[0] ?? 0).toISOString()).toBe('2026-11-17T12:15:00.000Z');
    expect(new Date(times.at(-1) ?? 0).toISOString()).toBe('2026-11-24T12:00:00.000Z');
    for (let k = 1; k < times.length; k++) {
      expect((times[k] ?? 0) - (times[k - 1] ?? 0)).toBe(BACKFILL_STEP_MS);
    }
  });

  it('resumes after the newest stored reading, so a restart leaves no gap and no duplicate', () => {
    const newest = Date.parse('2026-11-24T10:31:02Z');
    expect(backfillTimes(newest, NOW).map((t) => new Date(t).toISOString())).toEqual([
      '2026-11-24T10:45:00.000Z',
      '2026-11-24T11:00:00.000Z',
      '2026-11-24T11:15:00.000Z',
      '2026-11-24T11:30:00.000Z',
      '2026-11-24T11:45:00.000Z',
      '2026-11-24T12:00:00.000Z',
    ]);
    expect(backfillTimes(NOW - MINUTE_MS, NOW)).toEqual([]);
    // A device silent for a month fills the last week only.
    expect(backfillTimes(NOW - 30 * DAY_MS, NOW)).toHaveLength(7 * 96);
  });

  it('reports the moment a change happens as well, within the span', () => {
    const newest = Date.parse('2026-11-24T11:31:02Z');
    const change = Date.parse('2026-11-24T11:27:31Z');
    const later = Date.parse('2026-11-24T11:52:10Z');
    expect(
      backfillTimes(newest, NOW, [change, later, NOW + 1]).map((t) => new Date(t).toISOString()),
    ).toEqual(['2026-11-24T11:45:00.000Z', '2026-11-24T11:52:10.000Z', '2026-11-24T12:00:00.000Z']);
    // A change on a quarter hour is one reading.
    expect(backfillTimes(newest, NOW, [Date.parse('2026-11-24T12:00:00Z')])).toHaveLength(2);
  });

  it('uploads in messages the ingest accepts: at most 100 readings and under the size limit', () => {
    // A thermostat's readings are the largest: setpoints, runtime, filter and humidifier pad.
    const model = modelOf('A4:E1:00:00:0C:00', 'HoudiniThermostat');
    const times = backfillTimes(undefined, NOW);
    const readings = times.map((at) => readingAt(model, at, at - BACKFILL_STEP_MS, {}));
    const messages = backfillMessages(readings);
    expect(messages).toHaveLength(Math.ceil(times.length / MAX_READINGS_PER_MESSAGE));
    for (const message of messages) {
      expect(Buffer.byteLength(message)).toBeLessThanOrEqual(MAX_TELEMETRY_MESSAGE_BYTES);
      expect(TelemetryMessage.safeParse(JSON.parse(message)).success).toBe(true);
    }
    const sent = messages.flatMap((m) => readingsOf(TelemetryMessage.parse(JSON.parse(m))));
    expect(sent).toEqual(readings);
  });
});
