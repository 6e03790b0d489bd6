import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partnerAssociateType } from './enums';
import { partnerAccounts } from './partners';

/**
 * A company a partner works with (spec 001 PartnerAssociateType): a builder whose new homes the
 * partner equips. A home it pre-registered points at it (partner_device_locations.associate_id);
 * deleting the associate unlinks its homes, which stay the partner's customers' homes.
 */
export const partnerAssociates = pgTable(
  'partner_associates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
    associateType: partnerAssociateType('associate_type').notNull().default('Builder'),
    name: text('name').notNull(),
    contactEmail: text('contact_email'),
    /** E.164. */
    phoneNumber: text('phone_number'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The associate list, by name (keyset).
    index('partner_associates_name_idx').on(
      table.partnerAccountId,
      sql`lower(${table.name})`,
      table.id,
    ),
  ],
);
