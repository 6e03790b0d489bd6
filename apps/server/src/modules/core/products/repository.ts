import type { FeatureType } from '@portal/contracts';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { KeysetOrder, KeysetPage } from '../../../paging';

const { productGroups, products } = schema;

/** Products by market name, the name people look for; the id breaks ties. */
export const PRODUCT_ORDER: KeysetOrder = {
  name: 'marketName',
  direction: 'asc',
  keys: [
    { expression: sql`lower(${products.marketName})`, type: 'text' },
    { expression: products.id, type: 'uuid' },
  ],
};

export type ProductFilter = { sku?: string; marketName?: string; featureType?: FeatureType };

// Subqueries in plain SQL with aliases: drizzle leaves column names unqualified in a query on
// one table, so inside them every name carries its alias (the outer table is products).
const GROUPS_OF_PRODUCT = sql.raw(`from product_group_members m
  join product_groups g on g.id = m.product_group_id where m.product_id = products.id`);

function productFilter(filter: ProductFilter): SQL | undefined {
  return and(
    filter.sku ? sql`lower(${products.sku}) = ${filter.sku.toLowerCase()}` : undefined,
    filter.marketName
      ? sql`strpos(lower(${products.marketName}), ${filter.marketName.toLowerCase()}) > 0`
      : undefined,
    filter.featureType
      ? sql`exists (select 1 ${GROUPS_OF_PRODUCT} and g.feature_type = ${filter.featureType})`
      : undefined,
  );
}

const productColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  marketName: products.marketName,
  description: products.description,
  deviceType: products.deviceType,
  deviceCategory: products.deviceCategory,
  productFamily: products.productFamily,
  productCategory: products.productCategory,
  productType: products.productType,
  skuType: products.skuType,
  factoryModelNumbers: products.factoryModelNumbers,
  // In the groups' own order (GROUP_ORDER), so every answer lists them alike.
  productGroupIds: sql<string[]>`array(select m.product_group_id::text ${GROUPS_OF_PRODUCT}
    order by g.feature_type, g.position)`,
  featureTypes: sql<FeatureType[]>`array(select distinct g.feature_type ${GROUPS_OF_PRODUCT}
    order by g.feature_type)::text[]`,
};

export function productPage(db: Database, filter: ProductFilter, page: KeysetPage) {
  return db
    .select({ ...productColumns, cursorKeys: page.cursorKeys })
    .from(products)
    .where(and(productFilter(filter), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function countProducts(db: Database, filter: ProductFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(productFilter(filter));
  return row?.total ?? 0;
}

/** The product whose factory model numbers include this one (they are stored upper case). */
export async function productByFactoryModelNumber(db: Database, factoryModelNumber: string) {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(
      sql`${products.factoryModelNumbers} @> array[${factoryModelNumber.toUpperCase()}]::text[]`,
    )
    .limit(1);
  return row;
}

const GROUP_ORDER = [asc(productGroups.featureType), asc(productGroups.position)];
const groupColumns = {
  id: productGroups.id,
  name: productGroups.name,
  featureType: productGroups.featureType,
};

/** Every group, or those of one feature type, in the order the catalogue lists them. */
export function listProductGroups(db: Database, featureType?: FeatureType) {
  return db
    .select(groupColumns)
    .from(productGroups)
    .where(featureType ? eq(productGroups.featureType, featureType) : undefined)
    .orderBy(...GROUP_ORDER);
}

export function productGroupsById(db: Database, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(groupColumns).from(productGroups).where(inArray(productGroups.id, ids));
}
