import type { ServiceSkipReason } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partnerDeviceServiceType, serviceApplicationStatus } from './enums';
import { partnerAccounts } from './partners';
import { users } from './users';

/**
 * One run of "apply to existing customers" (spec 000 §4): a background job asks every eligible
 * home of the company for a service, and this row is its progress. Kept after it finished, as
 * the record of what was asked and what was skipped and why.
 */
export const serviceApplications = pgTable(
  'service_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
    serviceType: partnerDeviceServiceType('service_type').notNull(),
    /** Devices in these groups make a home eligible; empty: every group of the service. */
    productGroupIds: uuid('product_group_ids').array().notNull().default(sql`'{}'::uuid[]`),
    status: serviceApplicationStatus('status').notNull().default('QUEUED'),
    locationsTotal: integer('locations_total').notNull().default(0),
    locationsDone: integer('locations_done').notNull().default(0),
    requestedCount: integer('requested_count').notNull().default(0),
    skipped: jsonb('skipped')
      .$type<Partial<Record<(typeof ServiceSkipReason)[number], number>>>()
      .notNull()
      .default({}),
    /** Why a FAILED run stopped, for the logs and support; never shown with internals. */
    error: text('error'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('service_applications_account_idx').on(
      table.partnerAccountId,
      table.serviceType,
      table.createdAt,
    ),
  ],
);
