import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { devices, partnerDeviceServices } from './customers';
import { remoteSessionEndReason, remoteSessionStatus } from './enums';
import { partnerAccounts } from './partners';
import { users } from './users';

/**
 * A remote support session of a partner on a device (issue 17). Open while ended_at is null:
 * Pending until the homeowner approves, Active once approved, InProgress while a technician
 * (active_user_id) works in it. expires_at is when a pending request lapses, then when the
 * approved session ends. A device has one open session at most.
 */
export const partnerDeviceSessions = pgTable(
  'partner_device_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /**
     * The accepted RemoteAccess service it was asked under; null once that service is gone (the
     * session was ended first, and stays in the device's session list).
     */
    deviceServiceId: uuid('device_service_id').references(() => partnerDeviceServices.id, {
      onDelete: 'set null',
    }),
    status: remoteSessionStatus('status').notNull().default('Pending'),
    durationMinutes: integer('duration_minutes').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    activeUserId: uuid('active_user_id').references(() => users.id, { onDelete: 'set null' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: remoteSessionEndReason('end_reason'),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('partner_device_sessions_open_unique')
      .on(table.deviceId)
      .where(sql`${table.endedAt} is null`),
    // A device's sessions, newest first.
    index('partner_device_sessions_device_idx').on(table.deviceId, table.requestedAt, table.id),
    // A company's open sessions (the banner), and the sweep of those past their end.
    index('partner_device_sessions_open_idx')
      .on(table.partnerAccountId, table.requestedAt)
      .where(sql`${table.endedAt} is null`),
    index('partner_device_sessions_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.endedAt} is null`),
    // Sessions a company held in a period (the dashboard's remote sessions figure).
    index('partner_device_sessions_account_idx').on(table.partnerAccountId, table.requestedAt),
  ],
);

/** A company's saved installer set-up (ISU) values, applied to thermostats in sessions. */
export const partnerIsuTemplates = pgTable(
  'partner_isu_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('partner_isu_templates_name_unique').on(
      table.partnerAccountId,
      sql`lower(${table.name})`,
    ),
    index('partner_isu_templates_list_idx').on(table.partnerAccountId, table.name, table.id),
  ],
);
