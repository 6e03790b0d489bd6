import type { RuntimePoint, SeriesPoint } from '@portal/contracts';
import type { ReadingKind } from '../repositories/telemetry-series';
import { seedOf } from '../telemetry/simulator/random';
import { bucketStarts, type SeriesRange } from './telemetry-ranges';

// The sample series the chart calls answer with mock=true (spec 001 §7.9), for showing a chart
// of a device that has not reported yet. Generated, never stored: the same id and the same hour
// always give the same values, so a chart does not change when it is drawn again, and two
// devices do not look alike.

const HOUR = 3_600_000;

/** A number in [0, 1) from the text, the same for the same text. */
const unit = (text: string) => seedOf(text) / 2 ** 32;

/** Usual indoor levels: a daily swing around a base, plus noise and a spread within the hour. */
const SHAPES: Record<ReadingKind, { base: number; swing: number; noise: number; spread: number }> =
  {
    temperature: { base: 70, swing: 3, noise: 1, spread: 0.8 },
    humidity: { base: 42, swing: 6, noise: 3, spread: 2 },
    vocs: { base: 250, swing: 120, noise: 60, spread: 40 },
    co2: { base: 750, swing: 250, noise: 100, spread: 60 },
  };

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Where the viewer's day is at this time, 0 at midnight to 1, peaking in the afternoon. */
function daily(at: Date, tzOffset: number): number {
  const hourOfDay = (((at.getTime() / HOUR + tzOffset / 60) % 24) + 24) % 24;
  return Math.sin(((hourOfDay - 9) / 24) * 2 * Math.PI);
}

/** A generated hourly (or daily) series of a measurement over the range. */
export function mockReadingSeries(
  id: string,
  kind: ReadingKind,
  range: SeriesRange,
): SeriesPoint[] {
  const shape = SHAPES[kind];
  return bucketStarts(range).map((time) => {
    const seed = `${id}|${kind}|${time.toISOString()}`;
    const avg =
      shape.base + shape.swing * daily(time, range.tzOffset) + shape.noise * (unit(seed) - 0.5);
    return {
      time: time.toISOString(),
      min: oneDecimal(avg - shape.spread * unit(`${seed}|min`)),
      avg: oneDecimal(avg),
      max: oneDecimal(avg + shape.spread * unit(`${seed}|max`)),
    };
  });
}

/** One generated hour of HVAC runtime: heating in the cool of the night, cooling in the afternoon. */
function mockRuntimeHour(id: string, time: Date, tzOffset: number): Omit<RuntimePoint, 'time'> {
  const seed = `${id}|runtime|${time.toISOString()}`;
  const warmth = daily(time, tzOffset);
  const heatSeconds = Math.round(Math.max(0, -warmth) * 1800 * unit(`${seed}|heat`));
  const coolSeconds = Math.round(Math.max(0, warmth) * 1800 * unit(`${seed}|cool`));
  return { heatSeconds, coolSeconds, fanSeconds: heatSeconds + coolSeconds };
}

/** A generated HVAC runtime over the range; a daily bucket is the sum of its generated hours. */
export function mockRuntimeSeries(id: string, range: SeriesRange): RuntimePoint[] {
  const hoursPerBucket = range.bucket === 'day' ? 24 : 1;
  return bucketStarts(range).map((time) => {
    const point = { time: time.toISOString(), heatSeconds: 0, coolSeconds: 0, fanSeconds: 0 };
    for (let hour = 0; hour < hoursPerBucket; hour += 1) {
      const generated = mockRuntimeHour(id, new Date(time.getTime() + hour * HOUR), range.tzOffset);
      point.heatSeconds += generated.heatSeconds;
      point.coolSeconds += generated.coolSeconds;
      point.fanSeconds += generated.fanSeconds;
    }
    return point;
  });
}
