import type { SeriesBucket } from '@portal/contracts';

// The insights' numbers as the viewer's language writes them. Intl knows every portal language
// and the units used here (percent, minute, hour, day, month) and its dates, so no text of ours
// is needed for them.

/** Hours up to this many are written in hours; longer waits in days. */
const HOURS_BEFORE_DAYS = 48;

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A share from 0 to 1 as a percentage, to one decimal at most; null stays null (no homes yet). */
export function formatShare(share: number | null, language: string): string | null {
  if (share === null) return null;
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
    share,
  );
}

/** How long households took to answer: hours, or days past two days; null before any answer. */
export function formatWait(hours: number | null, language: string): string | null {
  if (hours === null) return null;
  const inDays = hours > HOURS_BEFORE_DAYS;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: inDays ? 'day' : 'hour',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(inDays ? hours / 24 : hours);
}

/** A tenure in months, to one decimal at most; null with no customers. */
export function formatTenure(months: number | null, language: string): string | null {
  if (months === null) return null;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'month',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(months);
}

/**
 * An insight month (`YYYY-MM`, UTC) by name: short for a chart's axis ("Mar 2026"), long for
 * its table ("March 2026").
 */
export function formatMonth(month: string, language: string, width: 'short' | 'long'): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    month: width,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1));
}

/** How long alerts took, from minutes: minutes under an hour, then as formatWait writes hours. */
export function formatMinutes(minutes: number | null, language: string): string | null {
  if (minutes === null) return null;
  if (minutes >= 60) return formatWait(minutes / 60, language);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
    maximumFractionDigits: 0,
  }).format(minutes);
}

const DAY: Record<'short' | 'long', Intl.DateTimeFormatOptions> = {
  short: { month: 'short', day: 'numeric' },
  long: { year: 'numeric', month: 'long', day: 'numeric' },
};

// A week is named by its first day.
const BUCKET_FORMATS: Record<SeriesBucket, Record<'short' | 'long', Intl.DateTimeFormatOptions>> = {
  DAY,
  WEEK: DAY,
  MONTH: { short: { month: 'short', year: 'numeric' }, long: { month: 'long', year: 'numeric' } },
};

/**
 * A series bucket by its start: the day, the first day of the week, or the month, short for a
 * chart's axis and long for its table. The start is the viewer's midnight when the call was
 * made (`tzOffset` minutes from UTC), so it is written in that offset, not the browser's zone.
 */
export function formatBucket(
  start: string,
  bucket: SeriesBucket,
  tzOffset: number,
  language: string,
  width: 'short' | 'long',
): string {
  return new Intl.DateTimeFormat(language, {
    ...BUCKET_FORMATS[bucket][width],
    timeZone: 'UTC',
  }).format(Date.parse(start) + tzOffset * 60_000);
}
