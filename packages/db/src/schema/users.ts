import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A person who signs in: a partner's employee, a platform administrator or a homeowner. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** argon2id; null for a user who signs in through an external identity provider. */
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    contactEmail: text('contact_email'),
    locale: text('locale').notNull().default('en'),
    countryCode: text('country_code'),
    /** Sign-up's user_metadata (Auth0), returned as it was given. */
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** Display name given at sign-up (Auth0 `name`). */
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

/** Staff of the device provider who approve partner companies (the /admin area). */
export const platformAdmins = pgTable('platform_admins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
