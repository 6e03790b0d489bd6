import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { inviteStatus, notificationType, partnerRole } from './enums';
import { partnerAccounts } from './partners';
import { users } from './users';

/**
 * An invitation to join a company (spec 000 §3: Invite), sent by mail or SMS. PENDING until
 * the invitee accepts (ACCEPTED) or a manager cancels it (REJECTED); an expired one stays
 * PENDING, its `expires_at` tells. At most one PENDING invite per company and address, so a
 * second invite to the same person is a conflict, not a second link.
 */
export const employeeInvites = pgTable(
  'employee_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    sendToEmail: text('send_to_email'),
    /** E.164. */
    sendToPhoneNumber: text('send_to_phone_number'),
    notificationType: notificationType('notification_type').notNull(),
    roles: partnerRole('roles').array().notNull(),
    status: inviteStatus('status').notNull().default('PENDING'),
    /** The user who accepted it. */
    invitedUserId: uuid('invited_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('employee_invites_pending_email_unique')
      .on(table.partnerAccountId, sql`lower(${table.sendToEmail})`)
      .where(sql`${table.status} = 'PENDING' and ${table.sendToEmail} is not null`),
    uniqueIndex('employee_invites_pending_phone_unique')
      .on(table.partnerAccountId, table.sendToPhoneNumber)
      .where(sql`${table.status} = 'PENDING' and ${table.sendToPhoneNumber} is not null`),
    // The employees page lists a company's invites newest first (keyset paging).
    index('employee_invites_account_created_idx').on(
      table.partnerAccountId,
      table.createdAt,
      table.id,
    ),
  ],
);

/**
 * A pro user's request to join a company (spec 000 §3: Add request): REQUESTED until an owner
 * or admin accepts (ACCEPTED) or rejects (REJECTED) it. One open request per user.
 */
export const addRequests = pgTable(
  'add_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
    status: inviteStatus('status').notNull().default('REQUESTED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('add_requests_open_unique')
      .on(table.userId)
      .where(sql`${table.status} = 'REQUESTED'`),
    index('add_requests_account_created_idx').on(table.partnerAccountId, table.createdAt, table.id),
    index('add_requests_user_created_idx').on(table.userId, table.createdAt, table.id),
  ],
);

/** Every SMS the portal sent or would have sent (the SMS twin of mail_outbox). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164. */
    to: text('to').notNull(),
    text: text('text').notNull(),
    /** 'outbox' (stored only) or 'webhook' (also posted to SMS_WEBHOOK_URL). */
    transport: text('transport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_created_idx').on(table.createdAt, table.id)],
);
