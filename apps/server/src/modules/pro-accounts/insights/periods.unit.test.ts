import { describe, expect, it } from 'vitest';
import { periodsOf } from './periods';

const at = (iso: string) => new Date(`${iso}Z`);
const iso = (date: Date) => date.toISOString().slice(0, 16);

describe('periodsOf', () => {
  it('starts LastThreeMonths on the Monday of the same day three months back, or of the shorter month’s last day', () => {
    // 2026-05-31 back three months is 2026-02-28 (a Saturday): its week starts on 02-23.
    const periods = periodsOf('LastThreeMonths', at('2026-05-31T12:00'), 0);
    expect(iso(periods.period.from)).toBe('2026-02-23T00:00');
    expect(periods.bucket).toBe('WEEK');
    expect(iso(periods.starts.at(-1) ?? new Date(0))).toBe('2026-05-25T00:00');
  });

  it('runs weeks across the new year from Monday', () => {
    const periods = periodsOf('LastThreeMonths', at('2026-01-02T08:00'), 0);
    // 2025-10-02 is a Thursday: from Monday 09-29 to the week of Monday 2025-12-29.
    expect(iso(periods.period.from)).toBe('2025-09-29T00:00');
    expect(periods.starts.map(iso).slice(-2)).toEqual(['2025-12-22T00:00', '2025-12-29T00:00']);
  });

  it("puts the viewer's day, east of UTC, before UTC's", () => {
    // 00:30 on 03-18 in UTC+2 is 22:30 on 03-17 in UTC: today is the viewer's 03-18.
    const periods = periodsOf('LastWeek', at('2026-03-17T22:30'), 120);
    expect(iso(periods.period.from)).toBe('2026-03-11T22:00');
    expect(periods.starts).toHaveLength(7);
    expect(iso(periods.starts.at(-1) ?? new Date(0))).toBe('2026-03-17T22:00');
    // As long as the period (6 days 30 minutes), ending where it starts.
    expect(periods.previous && iso(periods.previous.from)).toBe('2026-03-05T21:30');
  });

  it('starts YearToDate on January 1 and LastYear 11 months back, by month', () => {
    const ytd = periodsOf('YearToDate', at('2026-03-18T15:00'), 0);
    expect(ytd.starts.map(iso)).toEqual([
      '2026-01-01T00:00',
      '2026-02-01T00:00',
      '2026-03-01T00:00',
    ]);
    const year = periodsOf('LastYear', at('2026-03-18T15:00'), 0);
    expect(year.starts).toHaveLength(12);
    expect(iso(year.period.from)).toBe('2025-04-01T00:00');
  });

  it('starts Lifetime with the month of the first record, or this month without one, with no previous period', () => {
    const lifetime = periodsOf('Lifetime', at('2026-03-18T15:00'), 0, at('2025-12-24T08:00'));
    expect(lifetime.starts.map(iso)).toEqual([
      '2025-12-01T00:00',
      '2026-01-01T00:00',
      '2026-02-01T00:00',
      '2026-03-01T00:00',
    ]);
    expect(lifetime.previous).toBeNull();
    const empty = periodsOf('Lifetime', at('2026-03-18T15:00'), 0, null);
    expect(empty.starts.map(iso)).toEqual(['2026-03-01T00:00']);
  });
});
