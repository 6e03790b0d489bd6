import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  deviceCategory,
  deviceType,
  featureType,
  productCategory,
  productFamily,
  productType,
  skuType,
} from './enums';

// The provider's product catalogue (spec 001 §7.4). Reference data: every row comes from
// src/catalogue/products.json and is brought in line with it whenever migrations run
// (src/catalogue/sync.ts), so ids are the file's and stay the same in every database.

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    marketName: text('market_name').notNull(),
    description: text('description').notNull(),
    deviceType: deviceType('device_type').notNull(),
    /** Null for products outside the spec's device categories (locks, garage doors, hubs). */
    deviceCategory: deviceCategory('device_category'),
    productFamily: productFamily('product_family').notNull(),
    productCategory: productCategory('product_category').notNull(),
    productType: productType('product_type').notNull(),
    skuType: skuType('sku_type').notNull(),
    /** Upper case, so a model number read off a label matches in any case. */
    factoryModelNumbers: text('factory_model_numbers').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    unique('products_sku_unique').on(table.sku),
    // Device registration looks a product up by the model number on the device.
    index('products_factory_model_numbers_idx').using('gin', table.factoryModelNumbers),
  ],
);

/** A set of products one partner service (FeatureType) treats alike. */
export const productGroups = pgTable(
  'product_groups',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    featureType: featureType('feature_type').notNull(),
    /** The group's place in the data file, which lists groups in the order people see them. */
    position: integer('position').notNull(),
  },
  (table) => [unique('product_groups_name_unique').on(table.featureType, table.name)],
);

export const productGroupMembers = pgTable(
  'product_group_members',
  {
    productGroupId: uuid('product_group_id')
      .notNull()
      .references(() => productGroups.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productGroupId, table.productId] }),
    index('product_group_members_product_idx').on(table.productId),
  ],
);
