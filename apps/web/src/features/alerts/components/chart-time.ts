import type { ChartInterval } from '@/features/alerts/api/get-alert-series';

// A bucket's start on a chart's axis, in the viewer's language and time zone: the hour over the
// last 24 hours, the day and hour over the last 7 days (hourly buckets) or the day alone (daily).

const AXIS_FORMAT: Record<ChartInterval, Intl.DateTimeFormatOptions> = {
  Last24Hours: { hour: 'numeric' },
  Last7Days: { weekday: 'short', hour: 'numeric' },
};

export function axisTime(iso: string, interval: ChartInterval, language: string): string {
  return new Intl.DateTimeFormat(language, AXIS_FORMAT[interval]).format(new Date(iso));
}

/** A daily bucket's day: "Mon 03/09" as the language writes it. */
export function axisDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}
