import { describe, expect, it } from 'vitest';
import {
  formatBucket,
  formatCount,
  formatMinutes,
  formatMonth,
  formatShare,
  formatTenure,
  formatWait,
} from './format';

// Intl separates some parts with no-break spaces; the tests read them as plain spaces.
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

describe('the insights written per language', () => {
  it('counts with the language’s grouping', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'de')).toBe('12.345');
    expect(plain(formatCount(12345, 'fr'))).toBe('12 345');
  });

  it('shares as percentages, to one decimal at most', () => {
    expect(formatShare(0.25, 'en')).toBe('25%');
    expect(formatShare(1 / 3, 'en')).toBe('33.3%');
    expect(plain(formatShare(1 / 3, 'de'))).toBe('33,3 %');
    expect(formatShare(null, 'en')).toBeNull();
  });

  it('waits in hours up to two days, then in days', () => {
    expect(formatWait(5, 'en')).toBe('5 hours');
    expect(formatWait(1, 'en')).toBe('1 hour');
    expect(formatWait(48, 'en')).toBe('48 hours');
    expect(formatWait(60, 'en')).toBe('2.5 days');
    expect(formatWait(5, 'de')).toBe('5 Stunden');
    expect(formatWait(null, 'en')).toBeNull();
  });

  it('tenures in months', () => {
    expect(formatTenure(14.25, 'en')).toBe('14.3 months');
    expect(formatTenure(1, 'en')).toBe('1 month');
    expect(formatTenure(14.25, 'de')).toBe('14,3 Monate');
    expect(formatTenure(null, 'en')).toBeNull();
  });

  it('months by name, whatever the viewer’s time zone', () => {
    expect(formatMonth('2026-03', 'en', 'long')).toBe('March 2026');
    expect(formatMonth('2026-03', 'en', 'short')).toBe('Mar 2026');
    expect(formatMonth('2026-01', 'de', 'long')).toBe('Januar 2026');
    expect(formatMonth('2025-12', 'fr', 'long')).toBe('décembre 2025');
  });

  it('alert durations in minutes under an hour, then in hours and days', () => {
    expect(formatMinutes(12.4, 'en')).toBe('12 minutes');
    expect(formatMinutes(1, 'en')).toBe('1 minute');
    expect(formatMinutes(90, 'en')).toBe('1.5 hours');
    expect(formatMinutes(60 * 72, 'en')).toBe('3 days');
    expect(formatMinutes(30, 'de')).toBe('30 Minuten');
    expect(formatMinutes(null, 'en')).toBeNull();
  });

  it('series buckets by day, week start or month, in the offset the call was made in', () => {
    // Midnight of 5 March in UTC-5 is 05:00 UTC; in UTC it would still be 5 March either way,
    // but midnight of 5 March in UTC+10 is 14:00 UTC on the 4th.
    expect(formatBucket('2026-03-05T05:00:00.000Z', 'DAY', -300, 'en', 'short')).toBe('Mar 5');
    expect(formatBucket('2026-03-04T14:00:00.000Z', 'DAY', 600, 'en', 'long')).toBe(
      'March 5, 2026',
    );
    expect(formatBucket('2026-03-02T00:00:00.000Z', 'WEEK', 0, 'de', 'long')).toBe('2. März 2026');
    expect(formatBucket('2026-03-01T00:00:00.000Z', 'MONTH', 0, 'fr', 'long')).toBe('mars 2026');
    expect(formatBucket('2026-03-01T00:00:00.000Z', 'MONTH', 0, 'en', 'short')).toBe('Mar 2026');
  });
});
