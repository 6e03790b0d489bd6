import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { consumerAccountClassification, consumerUserRole, inviteStatus } from './enums';
import { users } from './users';

/**
 * A household in the homeowner app (spec 001 §7.8 consumer account). Made when a homeowner
 * creates one, takes over a home a partner invited them to, or when a partner pre-registers a
 * home for a homeowner who has no account yet.
 */
export const consumerAccounts = pgTable('consumer_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  classification: consumerAccountClassification('classification').notNull().default('RESIDENTIAL'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who belongs to a household, with a consumer role; a household keeps at least one ADMIN. */
export const consumerAccountUsers = pgTable(
  'consumer_account_users',
  {
    consumerAccountId: uuid('consumer_account_id')
      .notNull()
      .references(() => consumerAccounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: consumerUserRole('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.consumerAccountId, table.userId] }),
    index('consumer_account_users_user_idx').on(table.userId, table.createdAt),
  ],
);

/** A household's home (consumer device location); its devices point at it. */
export const consumerLocations = pgTable(
  'consumer_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerAccountId: uuid('consumer_account_id')
      .notNull()
      .references(() => consumerAccounts.id, { onDelete: 'cascade' }),
    locationName: text('location_name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consumer_locations_account_idx').on(table.consumerAccountId, table.createdAt, table.id),
  ],
);

/**
 * An invite to join a household (spec 001 §4: consumer user invites), by email, with the role
 * offered; optionally for one of its homes. One open invite per household and email.
 */
export const consumerInvites = pgTable(
  'consumer_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerAccountId: uuid('consumer_account_id')
      .notNull()
      .references(() => consumerAccounts.id, { onDelete: 'cascade' }),
    consumerLocationId: uuid('consumer_location_id').references(() => consumerLocations.id, {
      onDelete: 'cascade',
    }),
    email: text('email').notNull(),
    role: consumerUserRole('role').notNull().default('MEMBER'),
    status: inviteStatus('status').notNull().default('UNSENT'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('consumer_invites_open_unique')
      .on(table.consumerAccountId, sql`lower(${table.email})`)
      .where(sql`${table.status} in ('UNSENT', 'PENDING')`),
    index('consumer_invites_email_idx').on(sql`lower(${table.email})`, table.createdAt),
  ],
);
