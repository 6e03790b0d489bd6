// The insights' numbers as the viewer's language writes them. Intl knows every portal language
// and the units used here (percent, hour, day, month), so no text of ours is needed for them.

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
