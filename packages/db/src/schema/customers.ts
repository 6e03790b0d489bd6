import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { partnerAssociates } from './associates';
import {
  consentStatus,
  deviceClaimStatus,
  deviceServiceAppStatus,
  deviceState,
  inviteStatus,
  partnerCustomerType,
  partnerDeviceServiceType,
} from './enums';
import { consumerLocations } from './homeowners';
import { partnerAccounts } from './partners';
import { products } from './products';
import { users } from './users';

/**
 * A homeowner (or business) a partner serves: the partner's own record, not the homeowner's
 * app account. The list searches names, email and phone by prefix, so plain b-tree indexes
 * with text_pattern_ops serve it without the pg_trgm extension.
 */
export const partnerCustomers = pgTable(
  'partner_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    /** E.164. */
    phoneNumber: text('phone_number'),
    countryCode: text('country_code').notNull(),
    customerType: partnerCustomerType('customer_type').notNull().default('Residential'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Keyset orders of the customer list: by name and by creation time.
    index('partner_customers_name_idx').on(
      table.partnerAccountId,
      sql`lower(${table.lastName})`,
      sql`lower(${table.firstName})`,
      table.id,
    ),
    index('partner_customers_created_idx').on(table.partnerAccountId, table.createdAt, table.id),
    // Prefix search ("jo" finds John Smith, jo@… and numbers starting +1 5…).
    index('partner_customers_full_name_search_idx').on(
      table.partnerAccountId,
      sql`lower(${table.firstName} || ' ' || ${table.lastName}) text_pattern_ops`,
    ),
    index('partner_customers_last_name_search_idx').on(
      table.partnerAccountId,
      sql`lower(${table.lastName}) text_pattern_ops`,
    ),
    index('partner_customers_email_search_idx').on(
      table.partnerAccountId,
      sql`lower(${table.email}) text_pattern_ops`,
    ),
    index('partner_customers_phone_search_idx').on(
      table.partnerAccountId,
      sql`${table.phoneNumber} text_pattern_ops`,
    ),
  ],
);

/**
 * How many customers each company has, kept by triggers on partner_customers (migration
 * 0015_partner_customer_count_triggers), so that the customer list tells its exact size at any length
 * without counting rows.
 */
export const partnerCustomerCounts = pgTable('partner_customer_counts', {
  partnerAccountId: uuid('partner_account_id')
    .primaryKey()
    .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
  customers: integer('customers').notNull().default(0),
});

/** A customer's home (spec 001: partner device location). */
export const partnerDeviceLocations = pgTable(
  'partner_device_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => partnerCustomers.id, { onDelete: 'cascade' }),
    /** The customer's company, kept here so /locations/{id} calls filter by tenant directly. */
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
    locationName: text('location_name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
    locationState: deviceState('location_state').notNull().default('Normal'),
    /**
     * The household's home made for it: once the homeowner takes it over, or already while a
     * partner pre-registers it (then locationState is InPreRegistration).
     */
    consumerLocationId: uuid('consumer_location_id').references(() => consumerLocations.id, {
      onDelete: 'set null',
    }),
    /** The builder (associate) that pre-registered the home, if any. */
    associateId: uuid('associate_id').references(() => partnerAssociates.id, {
      onDelete: 'set null',
    }),
    /**
     * When the home was commissioned: when its first device still registered there was
     * installed; null without devices. Kept by triggers on devices (migration 0022).
     */
    commissionedAt: timestamp('commissioned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('partner_device_locations_customer_idx').on(table.customerId, table.createdAt, table.id),
    // A company's homes, and those it added in a period (the dashboard's homes added).
    index('partner_device_locations_account_created_idx').on(
      table.partnerAccountId,
      table.createdAt,
    ),
    // A company's homes commissioned in a period (the insights' read model, at a period's ends).
    index('partner_device_locations_account_commissioned_idx')
      .on(table.partnerAccountId, table.commissionedAt)
      .where(sql`${table.commissionedAt} is not null`),
    // A builder's homes, newest first (its home list and the builders' dashboard).
    index('partner_device_locations_associate_idx')
      .on(table.associateId, table.createdAt, table.id)
      .where(sql`${table.associateId} is not null`),
  ],
);

/**
 * A device known by its MAC address. A partner registers it at one of its customers' homes
 * (partnerAccountId, locationId); once the homeowner takes the home over it is also in their
 * home (consumerLocationId). A homeowner may add one of their own: no partner then. A MAC is
 * registered once across everyone; unregistering deletes the row.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper-case hex, colon separated (AA:BB:CC:DD:EE:FF). */
    macAddress: text('mac_address').notNull(),
    serialNumber: text('serial_number'),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    state: deviceState('state').notNull().default('Normal'),
    online: boolean('online').notNull().default(false),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    claimStatus: deviceClaimStatus('claim_status'),
    locationId: uuid('location_id').references(() => partnerDeviceLocations.id, {
      onDelete: 'set null',
    }),
    partnerAccountId: uuid('partner_account_id').references(() => partnerAccounts.id, {
      onDelete: 'set null',
    }),
    consumerLocationId: uuid('consumer_location_id').references(() => consumerLocations.id, {
      onDelete: 'set null',
    }),
    /** The homeowner's name for it; the product's market name until they choose one. */
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('devices_consumer_location_idx').on(table.consumerLocationId),
    uniqueIndex('devices_mac_address_unique').on(table.macAddress),
    // A home's devices; with created_at, when its first was installed (the builders' dashboard)
    // from the index alone.
    index('devices_location_idx').on(table.locationId, table.createdAt),
    // The claimed and pre-registered lists page a company's devices by registration time.
    index('devices_account_created_idx').on(table.partnerAccountId, table.createdAt, table.id),
    // The devices installed at a company's customers' homes, and how many are online (business
    // insights), from the index alone.
    index('devices_installed_idx')
      .on(table.partnerAccountId, table.createdAt, table.online)
      .where(sql`${table.locationId} is not null`),
  ],
);

/**
 * A partner's service on a device and the homeowner's consent to it (spec 001 §4). A
 * request is open while PENDING or ACCEPTED; a partner holds one open service per device and
 * type, so asking twice is a conflict. REJECTED ones stay as history.
 */
export const partnerDeviceServices = pgTable(
  'partner_device_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
    serviceType: partnerDeviceServiceType('service_type').notNull(),
    consentStatus: consentStatus('consent_status').notNull().default('PENDING'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    respondedBy: uuid('responded_by').references(() => users.id, { onDelete: 'set null' }),
    /** DISABLED: a platform administrator hid the service from the homeowner app. */
    appStatus: deviceServiceAppStatus('app_status').notNull().default('ENABLED'),
  },
  (table) => [
    // The bell lists a company's answered remote-access requests, newest first.
    index('partner_device_services_answers_idx').on(
      table.partnerAccountId,
      table.respondedAt,
      table.id,
    ),
    // A company's requests of one service over time: the branding and co-branding insights.
    index('partner_device_services_account_type_idx').on(
      table.partnerAccountId,
      table.serviceType,
      table.requestedAt,
    ),
    // The requests a company's customers accepted in a period (business insights).
    index('partner_device_services_accepted_idx')
      .on(table.partnerAccountId, table.respondedAt, table.serviceType)
      .where(sql`${table.consentStatus} = 'ACCEPTED'`),
    uniqueIndex('partner_device_services_open_unique')
      .on(table.deviceId, table.serviceType, table.partnerAccountId)
      .where(sql`${table.consentStatus} in ('PENDING', 'ACCEPTED')`),
  ],
);

/** What happened to a device, newest first on the device's history page. */
export const deviceHistory = pgTable(
  'device_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** REGISTERED, CLAIMED, SERVICE_REQUESTED, SERVICE_CANCELLED, ... */
    event: text('event').notNull(),
    detail: text('detail'),
    /** Who did it, as a name to show (the user may be gone later). */
    actor: text('actor'),
    /** The company the actor worked for; null for the homeowner and the system. */
    actorCompany: text('actor_company'),
    /** The remote session the event belongs to (issue 17's audit trail); no foreign key: the
     * history outlives the session row, which goes with its company. */
    sessionId: uuid('session_id'),
    /** Each field a change touched, with its value before and after. */
    changes: jsonb('changes').$type<{ field: string; before: unknown; after: unknown }[]>(),
  },
  (table) => [index('device_history_device_at_idx').on(table.deviceId, table.at, table.id)],
);

/**
 * An invite to the homeowner to take a home over in their own app. Only the token's SHA-256
 * is stored: the link in the mail is the one place the token exists, so resending makes a new
 * one.
 */
export const deviceInvites = pgTable(
  'device_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => partnerDeviceLocations.id, { onDelete: 'cascade' }),
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: inviteStatus('status').notNull().default('PENDING'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('device_invites_email_idx').on(sql`lower(${table.email})`, table.createdAt),
    uniqueIndex('device_invites_token_hash_unique').on(table.tokenHash),
    index('device_invites_location_idx').on(table.locationId, table.createdAt),
  ],
);
