import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The answers of create calls made with an Idempotency-Key header, so that a client's retry
 * replays the first answer instead of creating a second thing. One row per caller, method,
 * route and key; status_code is null while the first request runs. Rows older than 24 hours
 * no longer count (the API overwrites them) and may be swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:<token subject>` for a signed-in call, else `ip:<client address>`. */
    caller: text('caller').notNull(),
    method: text('method').notNull(),
    /** The route's pattern, e.g. /api/v1/proAccounts/:partnerAccountId/customers. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the path parameters, query and body: the same key must mean the same request. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    /** The JSON answer as it was sent. */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.caller, table.method, table.route, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
