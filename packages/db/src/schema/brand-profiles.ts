import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { partnerAccounts } from './partners';
import { productGroups } from './products';
import { users } from './users';

/**
 * A logo a company uploaded. The file itself is in the file store under file_id; this row says
 * whose it is, so that only that company can put it on its brand profile. Stored files never
 * change, so nobody can overwrite a logo: a new logo is a new file.
 */
export const brandLogos = pgTable(
  'brand_logos',
  {
    fileId: text('file_id').primaryKey(),
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('brand_logos_account_idx').on(table.partnerAccountId)],
);

/**
 * The single-use parameters of one logo upload (GET tokens/imagekit). The signature is checked
 * against this row's secret, so an altered expire or token fails; used_at makes a second upload
 * with the same parameters fail. Expired rows are swept by the expired-rows job.
 */
export const logoUploadTokens = pgTable(
  'logo_upload_tokens',
  {
    token: uuid('token').primaryKey().defaultRandom(),
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The HMAC key of this token's signature, hex; never leaves the server. */
    secret: text('secret').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('logo_upload_tokens_expires_idx').on(table.expiresAt)],
);

/**
 * A company's brand profile (spec 000 §3): what the homeowner app shows of the company. Whether
 * homeowners see it also needs the company's ACTIVE Homeowner App Branding enrollment.
 */
export const partnerBrandProfiles = pgTable('partner_brand_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  partnerAccountId: uuid('partner_account_id')
    .notNull()
    .unique('partner_brand_profiles_account_unique')
    .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
  businessEmail: text('business_email').notNull(),
  /** E.164. */
  customerServiceNumber: text('customer_service_number').notNull(),
  logoFileId: text('logo_file_id').references(() => brandLogos.fileId, { onDelete: 'set null' }),
  websiteUrl: text('website_url'),
  /** Once true, never false again (spec 000 §4). */
  applyToExistingInstalls: boolean('apply_to_existing_installs').notNull().default(false),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The product groups a brand profile covers; none means all devices. */
export const partnerBrandProfileProductGroups = pgTable(
  'partner_brand_profile_product_groups',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => partnerBrandProfiles.id, { onDelete: 'cascade' }),
    productGroupId: uuid('product_group_id')
      .notNull()
      .references(() => productGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.productGroupId] })],
);
