import type { AlertCatalogueEntry, AlertConfigData } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { alertCategory, deviceAlertSeverity, deviceType, telemetryType } from './enums';
import { partnerAccounts } from './partners';
import { productGroups } from './products';
import { users } from './users';

/**
 * The alert types a partner can configure (Pro Alerts). Reference data: every row comes from
 * src/catalogue/alerts.json and is brought in line with it whenever migrations run, as the
 * product catalogue is; the alert engine reads the same rows.
 */
export const alertTypes = pgTable('alert_types', {
  alertName: text('alert_name').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  category: alertCategory('category').notNull(),
  telemetryType: telemetryType('telemetry_type').notNull(),
  defaultSeverity: deviceAlertSeverity('default_severity').notNull(),
  defaultEnabled: boolean('default_enabled').notNull(),
  defaultRecommendedAction: text('default_recommended_action').notNull(),
  deviceTypes: deviceType('device_types').array().notNull(),
  threshold: jsonb('threshold').$type<AlertCatalogueEntry['threshold']>(),
  observedTime: jsonb('observed_time').$type<AlertCatalogueEntry['observedTime']>(),
  /** The alert's place in the data file. */
  position: integer('position').notNull(),
});

/** A company's Pro Alerts profile (spec 000 §3): who is mailed about which alerts, and where. */
export const proAlertProfiles = pgTable('pro_alert_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  partnerAccountId: uuid('partner_account_id')
    .notNull()
    .unique('pro_alert_profiles_account_unique')
    .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
  emailEnabled: boolean('email_enabled').notNull(),
  emailSeverities: deviceAlertSeverity('email_severities').array().notNull(),
  emailRecipients: text('email_recipients').array().notNull().default(sql`'{}'::text[]`),
  /** Chosen when the profile is created and never changed after (spec 000 §4). */
  applyToExistingInstalls: boolean('apply_to_existing_installs').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The product groups a profile covers; none means all devices. */
export const proAlertProfileProductGroups = pgTable(
  'pro_alert_profile_product_groups',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => proAlertProfiles.id, { onDelete: 'cascade' }),
    productGroupId: uuid('product_group_id')
      .notNull()
      .references(() => productGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.productGroupId] })],
);

/**
 * A company's choices for one alert type. An alert type without a row has its catalogue
 * defaults (the API shows it with an all-zeros id).
 */
export const proAlertSettings = pgTable(
  'pro_alert_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
    alertName: text('alert_name')
      .notNull()
      .references(() => alertTypes.alertName, { onDelete: 'cascade' }),
    isEnabled: boolean('is_enabled').notNull(),
    /** Null: the catalogue's default recommended action. */
    recommendedAction: text('recommended_action'),
    configData: jsonb('config_data').$type<AlertConfigData>().notNull().default({}),
    /** The language the company wrote its texts in (spec 001 §7.9: create carries locale en). */
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('pro_alert_settings_alert_unique').on(table.partnerAccountId, table.alertName),
  ],
);
