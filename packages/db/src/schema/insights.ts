import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { insightFigure, insightSpan } from './enums';
import { partnerAccounts } from './partners';

/**
 * The business insights' read model: how many of a company's events of each figure fell in each
 * UTC hour and each UTC day, kept by triggers on the tables the figures come from (migration
 * 0022_insight_count_triggers). A figure over a period adds the days inside it, then the hours
 * and the rows themselves at its two ends (modules/pro-accounts/insights/counts.ts), so that a
 * dashboard over years at 100,000 customers reads a few thousand rows, in any time zone.
 *
 * `dimension` splits a figure: the service type of requestsSent and requestsAccepted, the
 * builder of homesAdded and homesCommissioned ('' for a home without one), `severity:alertName`
 * of alertsOpened, and '' otherwise.
 */
export const insightCounts = pgTable(
  'insight_counts',
  {
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
    figure: insightFigure('figure').notNull(),
    span: insightSpan('span').notNull(),
    /** The first instant of the hour or the day, in UTC. */
    start: timestamp('start', { withTimezone: true }).notNull(),
    dimension: text('dimension').notNull().default(''),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.partnerAccountId, table.figure, table.span, table.start, table.dimension],
    }),
  ],
);
