import { eq, inArray } from 'drizzle-orm';
import {
  partnerProgramEnrollments,
  partnerProgramProducts,
  partnerPrograms,
  storeOrders,
} from './schema';
import type { Executor } from './seed-homes';

/** The demo order with which Evergreen Comfort Systems bought both services in the store. */
export const DEMO_STORE_ORDER_ID = '5550001001';

/**
 * The demo companies' enrollments, each with the catalogue product it was bought as (migration
 * 0019 put the catalogue in the database):
 * - Northwind: both programmes, set up long ago by an administrator;
 * - Cascade: Pro Alerts bought, nothing set up; Brightline: Homeowner App Branding bought, no
 *   brand profile;
 * - Evergreen: both bought in the online store just now (a thermostat in the same order is
 *   physical and enrolls nothing), nothing set up, so its owner lands in the service setup.
 */
export async function seedEnrollments(
  tx: Executor,
  companies: { northwind: string; cascade: string; brightline: string; evergreen: string },
  adminId: string,
) {
  const products = await tx
    .select({
      id: partnerProgramProducts.id,
      sku: partnerProgramProducts.sku,
      programName: partnerPrograms.name,
      variation: partnerProgramProducts.variation,
      billingCycle: partnerProgramProducts.billingCycle,
    })
    .from(partnerProgramProducts)
    .innerJoin(partnerPrograms, eq(partnerPrograms.id, partnerProgramProducts.programId))
    .where(
      inArray(partnerProgramProducts.sku, ['PA-ADV-A', 'HAB-BASIC-A', 'PA-BASIC-M', 'HAB-BASIC-M']),
    );
  const bought = (sku: string) => {
    const product = products.find((row) => row.sku === sku);
    if (!product) throw new Error(`seed: the catalogue has no ${sku}`);
    return {
      programName: product.programName,
      productId: product.id,
      variation: product.variation,
      billingCycle: product.billingCycle,
      subscriptionStatus: 'ACTIVE' as const,
    };
  };
  const byAdmin = (sku: string, partnerAccountId: string, purchaseDate: string) => ({
    ...bought(sku),
    partnerAccountId,
    source: 'ADMIN' as const,
    purchaseDate: new Date(purchaseDate),
    createdBy: adminId,
  });
  const now = new Date();
  const inStore = (sku: string) => ({
    ...bought(sku),
    partnerAccountId: companies.evergreen,
    source: 'STORE' as const,
    orderId: DEMO_STORE_ORDER_ID,
    purchaseDate: now,
  });
  await tx
    .insert(partnerProgramEnrollments)
    .values([
      byAdmin('PA-ADV-A', companies.northwind, '2026-02-01T00:00:00Z'),
      byAdmin('HAB-BASIC-A', companies.northwind, '2026-02-01T00:00:00Z'),
      byAdmin('PA-BASIC-M', companies.cascade, '2026-03-02T00:00:00Z'),
      byAdmin('HAB-BASIC-M', companies.brightline, '2026-03-16T00:00:00Z'),
      inStore('PA-ADV-A'),
      inStore('HAB-BASIC-M'),
    ]);
  await tx.insert(storeOrders).values({
    orderId: DEMO_STORE_ORDER_ID,
    partnerAccountId: companies.evergreen,
    lineItems: [
      { sku: 'PA-ADV-A', quantity: 1 },
      { sku: 'HAB-BASIC-M', quantity: 1 },
      { sku: 'ATH6320WF2003', quantity: 2 },
    ],
    receivedAt: now,
  });
}
