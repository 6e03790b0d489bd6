import { type Database, schema } from '@portal/db';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { issueDeviceCredentialsFor } from '../../repositories/device-credentials';
import { LOAD_TEST_MAC_PREFIX } from './fleet-devices';

const { devices, partnerAccounts, partnerCustomers, partnerDeviceLocations, products } = schema;

// The load test's devices (`npm run simulate`): provisioned in the deployment's database under
// one inactive company named "Load test", with one customer and one site, so that the ingest
// finds them like any device. Provisioning is idempotent: the company, customer and site are
// found by name and the devices by MAC address (device n is 02:4C:54 followed by n in hex), so
// a second run reuses them, a larger run adds the missing ones, and each run issues new secrets.

export const LOAD_TEST_COMPANY = 'Load test';
const LOAD_TEST_SITE = 'Load test site';
/** The load-test devices are thermostats, whose readings are the largest the models send. */
const LOAD_TEST_SKU = 'ATH6320WF2003';
/** MAC addresses under the prefix: three bytes. */
const MAX_LOAD_TEST_DEVICES = 0xffffff;

export type LoadTestDevice = { id: string; macAddress: string; secret: string };

/** Device n's MAC address: 02:4C:54:00:00:00 onwards. */
function loadTestMac(n: number): string {
  const hex = n.toString(16).toUpperCase().padStart(6, '0');
  return `${LOAD_TEST_MAC_PREFIX}:${hex.slice(0, 2)}:${hex.slice(2, 4)}:${hex.slice(4, 6)}`;
}

async function loadTestSite(tx: Executor): Promise<{ companyId: string; locationId: string }> {
  const [existing] = await tx
    .select({ companyId: partnerAccounts.id, locationId: partnerDeviceLocations.id })
    .from(partnerAccounts)
    .innerJoin(
      partnerDeviceLocations,
      eq(partnerDeviceLocations.partnerAccountId, partnerAccounts.id),
    )
    .where(
      and(
        eq(partnerAccounts.name, LOAD_TEST_COMPANY),
        eq(partnerDeviceLocations.locationName, LOAD_TEST_SITE),
      ),
    )
    .orderBy(asc(partnerAccounts.createdAt))
    .limit(1);
  if (existing) return existing;
  const [company] = await tx
    .insert(partnerAccounts)
    .values({ name: LOAD_TEST_COMPANY, status: 'INACTIVE', countryCode: 'US' })
    .returning({ id: partnerAccounts.id });
  if (!company) throw new Error('load test: company not created');
  const [customer] = await tx
    .insert(partnerCustomers)
    .values({
      partnerAccountId: company.id,
      firstName: 'Load',
      lastName: 'Test',
      countryCode: 'US',
    })
    .returning({ id: partnerCustomers.id });
  if (!customer) throw new Error('load test: customer not created');
  const [site] = await tx
    .insert(partnerDeviceLocations)
    .values({
      customerId: customer.id,
      partnerAccountId: company.id,
      locationName: LOAD_TEST_SITE,
      address1: '1 Load Test Way',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'US',
    })
    .returning({ id: partnerDeviceLocations.id });
  if (!site) throw new Error('load test: site not created');
  return { companyId: company.id, locationId: site.id };
}

/**
 * Makes sure the load test's first `count` devices exist and gives each new credentials.
 * Two runs at once wait for each other (an advisory lock), so they never make two companies.
 */
export async function provisionLoadTest(db: Database, count: number): Promise<LoadTestDevice[]> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_LOAD_TEST_DEVICES) {
    throw new Error(`load test: between 1 and ${MAX_LOAD_TEST_DEVICES} devices`);
  }
  const macs = Array.from({ length: count }, (_, n) => loadTestMac(n));
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal:load_test_provisioning'))`);
    const { companyId, locationId } = await loadTestSite(tx);
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sku, LOAD_TEST_SKU));
    if (!product) throw new Error(`load test: no ${LOAD_TEST_SKU} in the catalogue`);
    // In slices, to stay under PostgreSQL's limit of parameters in one statement.
    for (let k = 0; k < macs.length; k += 5_000) {
      await tx
        .insert(devices)
        .values(
          macs.slice(k, k + 5_000).map((macAddress) => ({
            macAddress,
            productId: product.id,
            partnerAccountId: companyId,
            locationId,
            claimStatus: 'PRO_CLAIM' as const,
            name: 'Load test thermostat',
          })),
        )
        .onConflictDoNothing({ target: devices.macAddress });
    }
    // Devices 0 to count - 1 have the lowest MAC addresses of the company's.
    return tx
      .select({ id: devices.id, macAddress: devices.macAddress })
      .from(devices)
      .where(
        and(
          eq(devices.partnerAccountId, companyId),
          like(devices.macAddress, `${LOAD_TEST_MAC_PREFIX}:%`),
        ),
      )
      .orderBy(asc(devices.macAddress))
      .limit(count);
  });
  if (rows.length < count || rows.at(-1)?.macAddress !== macs.at(-1)) {
    throw new Error('load test: some of its MAC addresses belong to devices of another company');
  }

  const secrets = await issueDeviceCredentialsFor(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ id, macAddress }) => ({ id, macAddress, secret: secrets.get(id) ?? '' }));
}
