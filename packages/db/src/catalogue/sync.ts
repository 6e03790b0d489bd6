import type { AlertCatalogue, ProductCatalogue } from '@portal/contracts';
import { getTableColumns, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { alertTypes, productGroupMembers, productGroups, products } from '../schema';
import { ALERT_CATALOGUE } from './alerts';
import { PRODUCT_CATALOGUE } from './index';

/**
 * Makes the catalogue tables equal to the data file: inserts and updates by the file's ids,
 * removes what the file no longer lists. It runs with the migrations (runMigrations), so the
 * catalogue is there in every database, production included, and changing it is a change to
 * products.json alone. Idempotent; one transaction, so readers see the old or the new
 * catalogue, and serialised by an advisory lock for instances that start at the same time.
 */
export async function syncCatalogue(
  db: Database,
  catalogue: ProductCatalogue = PRODUCT_CATALOGUE,
): Promise<void> {
  const idOfSku = new Map(catalogue.products.map((product) => [product.sku, product.id]));
  const members = catalogue.productGroups.flatMap((group) =>
    group.skus.map((sku) => {
      const productId = idOfSku.get(sku);
      if (!productId) throw new Error(`product group ${group.name} lists unknown SKU ${sku}`);
      return { productGroupId: group.id, productId };
    }),
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('product catalogue'))`);
    await tx.delete(productGroupMembers);
    await tx.delete(products).where(
      notInArray(
        products.id,
        catalogue.products.map((product) => product.id),
      ),
    );
    await tx.delete(productGroups).where(
      notInArray(
        productGroups.id,
        catalogue.productGroups.map((group) => group.id),
      ),
    );
    if (catalogue.products.length > 0) {
      await tx
        .insert(products)
        .values(catalogue.products)
        .onConflictDoUpdate({ target: products.id, set: fromInsertedRow(products) });
    }
    if (catalogue.productGroups.length > 0) {
      await tx
        .insert(productGroups)
        .values(
          catalogue.productGroups.map(({ id, name, featureType }, position) => ({
            id,
            name,
            featureType,
            position,
          })),
        )
        .onConflictDoUpdate({ target: productGroups.id, set: fromInsertedRow(productGroups) });
    }
    if (members.length > 0) await tx.insert(productGroupMembers).values(members);
  });
}

/**
 * Makes the alert types equal to alerts.json, as syncCatalogue does for products. An alert type
 * the file no longer lists goes, and with it the companies' settings for it.
 */
export async function syncAlertCatalogue(
  db: Database,
  catalogue: AlertCatalogue = ALERT_CATALOGUE,
): Promise<void> {
  const rows = catalogue.alerts.map((alert, position) => ({ ...alert, position }));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('alert catalogue'))`);
    await tx.delete(alertTypes).where(
      notInArray(
        alertTypes.alertName,
        rows.map((row) => row.alertName),
      ),
    );
    await tx
      .insert(alertTypes)
      .values(rows)
      .onConflictDoUpdate({ target: alertTypes.alertName, set: fromInsertedRow(alertTypes) });
  });
}

/** An upsert's `set`: every column but the primary key takes the value of the row being inserted. */
function fromInsertedRow(
  table: typeof products | typeof productGroups | typeof alertTypes,
): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => !column.primary)
      .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
  );
}
