import { pick } from './random';

// Time helpers of the device models: every model works in epoch milliseconds.

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

/** The homes are in the continental US: Eastern to Pacific standard time. */
const UTC_OFFSETS = [-5, -6, -7, -8] as const;
const ZONE_DRAW = 100;

/** The hour of day (0 to 24, with fractions) in the device's home. */
export function localHour(seed: number, at: number): number {
  const hours = at / HOUR_MS + pick(UTC_OFFSETS, seed, ZONE_DRAW);
  return ((hours % 24) + 24) % 24;
}

/** A bell curve over the hour of day, 1 at `center`, measured the short way round the clock. */
export function hourBump(hour: number, center: number, width: number): number {
  const distance = Math.min(Math.abs(hour - center), 24 - Math.abs(hour - center));
  return Math.exp(-(distance * distance) / (2 * width * width));
}

export function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
