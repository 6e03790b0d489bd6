import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { partnerAccountStatus, partnerRole } from './enums';
import { users } from './users';

/** A partner company (spec: partner account). */
export const partnerAccounts = pgTable('partner_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  status: partnerAccountStatus('status').notNull().default('PENDING'),
  countryCode: text('country_code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's membership of a partner company, with roles (spec: partner user). */
export const partnerUsers = pgTable(
  'partner_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roles: partnerRole('roles').array().notNull().default(sql`'{}'::partner_role[]`),
    status: partnerAccountStatus('status').notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('partner_users_account_user_unique').on(table.partnerAccountId, table.userId)],
);
