import type {
  FeatureType,
  Product,
  ProductGroup,
  ProductQuery,
  ProductV2,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import { AppError } from '../../../errors';
import { type Connection, keysetConnection } from '../../../paging';
import {
  countProducts,
  listProductGroups,
  PRODUCT_ORDER,
  type ProductFilter,
  productByFactoryModelNumber,
  productGroupsById,
  productPage,
} from './repository';

// The catalogue is the same for every signed-in user: no tenant, no permission beyond sign-in.

function filterOf({ sku, marketName, featureType }: ProductQuery): ProductFilter {
  return {
    ...(sku ? { sku } : {}),
    ...(marketName ? { marketName } : {}),
    ...(featureType ? { featureType } : {}),
  };
}

export function listProducts(db: Database, query: ProductQuery): Promise<Connection<Product>> {
  const filter = filterOf(query);
  return keysetConnection(
    query,
    PRODUCT_ORDER,
    {
      rows: (page) => productPage(db, filter, page),
      totalCount: () => countProducts(db, filter),
    },
    ({ cursorKeys, ...product }): Product => product,
  );
}

/** v2 answers the same page with each product's groups inline (v1 gives only their ids). */
export async function listProductsV2(
  db: Database,
  query: ProductQuery,
): Promise<Connection<ProductV2>> {
  const connection = await listProducts(db, query);
  const ids = [...new Set(connection.nodes.flatMap((product) => product.productGroupIds))];
  const groups = new Map((await productGroupsById(db, ids)).map((group) => [group.id, group]));
  return {
    ...connection,
    nodes: connection.nodes.map((product) => ({
      ...product,
      productGroups: product.productGroupIds.flatMap((id) => groups.get(id) ?? []),
    })),
  };
}

export async function productByFactory(db: Database, factoryModelNumber: string): Promise<Product> {
  const product = await productByFactoryModelNumber(db, factoryModelNumber);
  if (!product) throw new AppError(404, 'No product has this factory model number.');
  return product;
}

export async function productGroupList(
  db: Database,
  featureType: FeatureType | undefined,
): Promise<{ productGroups: ProductGroup[] }> {
  return { productGroups: await listProductGroups(db, featureType) };
}
