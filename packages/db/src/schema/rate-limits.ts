import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Request counters of the API rate limiter, shared by every server instance. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
