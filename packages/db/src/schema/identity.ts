import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * RS256 keys of the embedded identity service. The newest non-retired key signs; every
 * non-retired key is listed in the JWKS, so a key can be rotated without failing tokens.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * Refresh tokens, stored as a SHA-256 hash only. Each use spends one and issues the next in
 * the same family; reusing a spent one after the reuse interval revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    scope: text('scope').notNull(),
    audience: text('audience').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    /** The successor's secret, sealed under this token's own secret, for the reuse interval. */
    successorSealed: text('successor_sealed'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/**
 * Failed sign-ins per (email, IP address); `blockedAt` set after too many in a row. Keyed by
 * the normalized email, not a user, so that an email without an account is blocked alike.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull().default(0),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.email, table.ip] })],
);

export const TicketPurpose = [
  'email_verification',
  'password_reset',
  'unblock',
  'passwordless',
] as const;
export type TicketPurpose = (typeof TicketPurpose)[number];

/** One-time links and codes mailed to a user; only a SHA-256 hash of the secret is kept. */
export const identityTickets = pgTable(
  'identity_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<TicketPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** For an unblock ticket: the address whose block it lifts. */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [index('identity_tickets_user_purpose_idx').on(table.userId, table.purpose)],
);

export type MailLink = { label: string; url: string };

/** Every mail the portal sent or would have sent (the dev outbox of DESIGN.md). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: jsonb('links').$type<MailLink[]>().notNull().default([]),
    transport: text('transport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt, table.id)],
);
