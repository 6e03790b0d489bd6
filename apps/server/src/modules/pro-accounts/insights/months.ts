import { INSIGHT_MONTHS } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';

// The months of the insights' series (contracts: brand-profile.ts): the last INSIGHT_MONTHS
// calendar months in UTC up to the current one. Months are compared as UTC timestamps without
// zone, so the session's time zone never moves a row into another month.

/** A timestamptz column or value as UTC wall time, the form the month series is in. */
export const utc = (value: SQL | Date): SQL => sql`(${value}::timestamptz at time zone 'UTC')`;

/** A statement's `months(month)` table: each month's first instant, oldest first. */
export function lastMonths(now: Date): SQL {
  const current = sql`date_trunc('month', ${utc(now)})`;
  return sql`select generate_series(
      ${current} - make_interval(months => ${INSIGHT_MONTHS - 1}),
      ${current},
      interval '1 month'
    ) as month`;
}

/** `YYYY-MM` of a month of the series, as the contracts spell a month. */
export const monthLabel = (month: SQL): SQL => sql`to_char(${month}, 'YYYY-MM')`;
