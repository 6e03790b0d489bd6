import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { partnerAccountExpertise, partnerAccountStatus, partnerRole, proCategory } from './enums';
import { users } from './users';

/**
 * A partner company (spec: partner account). `status` is null while the company application
 * has not been submitted yet; submitting makes it PENDING until a platform administrator
 * approves (ACTIVE), rejects (INACTIVE) or archives (ARCHIVED) it.
 */
export const partnerAccounts = pgTable(
  'partner_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    status: partnerAccountStatus('status'),
    countryCode: text('country_code').notNull(),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    addressCountry: text('address_country'),
    /** E.164, so that the duplicate check compares numbers, not their spelling. */
    phoneNumber: text('phone_number'),
    proCategories: proCategory('pro_categories')
      .array()
      .notNull()
      .default(sql`'{}'::pro_category[]`),
    expertise: partnerAccountExpertise('expertise')
      .array()
      .notNull()
      .default(sql`'{}'::partner_account_expertise[]`),
    websiteUrl: text('website_url'),
    /** The platform administrator's last decision: its note (mailed to the owner), when, who. */
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The administrators' company search pages by these keys (keyset paging).
    index('partner_accounts_created_idx').on(table.createdAt, table.id),
    index('partner_accounts_name_idx').on(sql`lower(${table.name})`, table.id),
  ],
);

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
  (table) => [
    unique('partner_users_account_user_unique').on(table.partnerAccountId, table.userId),
    index('partner_users_user_idx').on(table.userId),
    index('partner_users_account_created_idx').on(
      table.partnerAccountId,
      table.createdAt,
      table.id,
    ),
  ],
);
