import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  billingCycle,
  enrollmentSource,
  productType,
  programOffering,
  programOfferingVariation,
  sapEntitlementStatus,
  skuType,
} from './enums';
import { partnerAccounts } from './partners';
import { users } from './users';

// The partner programmes a company subscribes to (spec 001 §7.4, §7.14). The programmes and
// their products are reference data that migration 0019 inserts, so every database has them.

/** 'Pro Alerts' (AIRCYCLE) and 'Homeowner App Branding' (APP_BRANDING). */
export const partnerPrograms = pgTable('partner_programs', {
  id: uuid('id').primaryKey(),
  /** The name features test (contracts' programs.ts) and enrollments reference. */
  name: text('name').notNull().unique(),
  offering: programOffering('offering').notNull().unique(),
  description: text('description').notNull(),
});

/** What the online store sells of a programme: one SKU per variation and billing cycle. */
export const partnerProgramProducts = pgTable(
  'partner_program_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => partnerPrograms.id),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    skuType: skuType('sku_type').notNull(),
    productType: productType('product_type').notNull(),
    variation: programOfferingVariation('variation').notNull(),
    billingCycle: billingCycle('billing_cycle').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    /** false: no longer sold; the enrollments made with it stand. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // v2 enrollments name the variation and billing cycle: one product answers for them.
    unique('partner_program_products_offer_unique').on(
      table.programId,
      table.variation,
      table.billingCycle,
    ),
  ],
);

/**
 * A company's subscription to a partner program (spec 000 §3: partnerProgramEnrollments).
 * Program names such as 'Pro Alerts' switch features on while subscriptionStatus is ACTIVE.
 * Rows are history: cancelling or deactivating ends a row, a new purchase adds one.
 */
export const partnerProgramEnrollments = pgTable(
  'partner_program_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
    programName: text('program_name')
      .notNull()
      .references(() => partnerPrograms.name),
    subscriptionStatus: sapEntitlementStatus('subscription_status').notNull(),
    variation: programOfferingVariation('variation').notNull(),
    billingCycle: billingCycle('billing_cycle').notNull(),
    /** The catalogue product bought; null for enrollments made before the catalogue. */
    productId: uuid('product_id').references(() => partnerProgramProducts.id, {
      onDelete: 'set null',
    }),
    source: enrollmentSource('source').notNull(),
    /** The store's order, for source STORE. */
    orderId: text('order_id'),
    purchaseDate: timestamp('purchase_date', { withTimezone: true }),
    /** When it was cancelled (CANCELLED) or deactivated (EXPIRED). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A company's enrollments, newest first (the administrators' company page).
    index('partner_program_enrollments_account_idx').on(
      table.partnerAccountId,
      table.createdAt,
      table.id,
    ),
    // Every company's enrollments, newest first (the administrators' search).
    index('partner_program_enrollments_created_idx').on(table.createdAt, table.id),
    index('partner_program_enrollments_order_idx').on(table.orderId),
    // At most one ACTIVE enrollment per company and programme, also for two creates at once.
    uniqueIndex('partner_program_enrollments_active_unique')
      .on(table.partnerAccountId, table.programName)
      .where(sql`${table.subscriptionStatus} = 'ACTIVE'`),
  ],
);

/**
 * Orders the store's webhook has processed, by the store's order id: a second delivery of the
 * same order (the store retries, or someone replays it) changes nothing.
 */
export const storeOrders = pgTable('store_orders', {
  orderId: text('order_id').primaryKey(),
  partnerAccountId: uuid('partner_account_id')
    .notNull()
    .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
  /** The order's line items as the store sent them, for support. */
  lineItems: jsonb('line_items').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
