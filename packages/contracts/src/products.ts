import { z } from 'zod';
import {
  DeviceCategory,
  DeviceType,
  FeatureType,
  ProductCategory,
  ProductFamily,
  ProductType,
  SkuType,
} from './enums';
import { ConnectionArgs, connectionOf } from './paging';

/**
 * A set of products one partner service treats alike (spec 001 §7.4 productGroups), e.g. the
 * thermostats a Pro Alerts rule applies to, or the water devices that carry the partner's
 * brand in the homeowner's app.
 */
export const ProductGroup = z
  .object({
    id: z.uuid(),
    name: z.string(),
    featureType: z.enum(FeatureType),
  })
  .meta({ id: 'ProductGroup' });
export type ProductGroup = z.infer<typeof ProductGroup>;

/** One product of the provider's catalogue (spec 001 §7.4 products). */
export const Product = z
  .object({
    id: z.uuid(),
    sku: z.string().min(1),
    name: z.string().min(1),
    marketName: z.string().min(1).meta({ description: 'The name the product is sold under' }),
    description: z.string(),
    deviceType: z.enum(DeviceType),
    deviceCategory: z.enum(DeviceCategory).nullable().meta({
      description: 'Null for products outside the five categories (locks, garage doors, hubs)',
    }),
    productFamily: z.enum(ProductFamily),
    productCategory: z.enum(ProductCategory),
    productType: z.enum(ProductType),
    skuType: z.enum(SkuType),
    factoryModelNumbers: z.array(z.string().min(1)).meta({
      description: 'Model numbers the factory prints on the devices sold under this SKU',
    }),
    productGroupIds: z.array(z.uuid()),
    featureTypes: z.array(z.enum(FeatureType)).meta({
      description: 'The partner services that can run on it: those of its product groups',
    }),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof Product>;

/** v2 of the product: the same, with its product groups inline instead of only their ids. */
export const ProductV2 = Product.extend({ productGroups: z.array(ProductGroup) }).meta({
  id: 'ProductV2',
});
export type ProductV2 = z.infer<typeof ProductV2>;

export const ProductConnection = connectionOf(Product).meta({ id: 'ProductConnection' });
export const ProductV2Connection = connectionOf(ProductV2).meta({ id: 'ProductV2Connection' });

/** GET /api/v1/core/products and v2: paging plus the spec's three filters, all optional. */
export const ProductQuery = ConnectionArgs.omit({ filterBy: true, orderBy: true }).extend({
  sku: z.string().trim().min(1).optional().meta({ description: 'Exact SKU, any case' }),
  marketName: z
    .string()
    .trim()
    .min(1)
    .optional()
    .meta({ description: 'Part of the market name, any case' }),
  featureType: z
    .enum(FeatureType)
    .optional()
    .meta({ description: 'Only products this partner service can run on' }),
});
export type ProductQuery = z.infer<typeof ProductQuery>;

/** GET /api/v1/core/products/factory: the model number from a device's label, any case. */
export const FactoryProductQuery = z.object({ factoryModelNumber: z.string().trim().min(1) });

/** GET /api/v1/core/productGroups: all groups, or those of one partner service. */
export const ProductGroupQuery = z.object({ featureType: z.enum(FeatureType).optional() });

export const ProductGroupList = z
  .object({ productGroups: z.array(ProductGroup) })
  .meta({ id: 'ProductGroupList' });

/**
 * The catalogue's data file (packages/db/src/catalogue/products.json): products, and groups
 * naming their members by SKU. A product's groups and feature types follow from the groups.
 */
export const ProductCatalogue = z.object({
  productGroups: z.array(ProductGroup.extend({ skus: z.array(z.string().min(1)).min(1) })),
  products: z.array(Product.omit({ productGroupIds: true, featureTypes: true }).strict()),
});
export type ProductCatalogue = z.infer<typeof ProductCatalogue>;
