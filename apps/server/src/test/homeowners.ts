import type { ConsentStatus, ConsumerUserRole, PartnerDeviceServiceType } from '@portal/contracts';
import { type Database, schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { freshMac } from './customers';
import { createUser } from './identity';
import { signIn } from './partners';

// Factories for the homeowner's side: households, their members, homes, devices and the
// partners' service requests on them. Rows go straight into the database, so a test sets up
// what it needs without depending on the calls it is not about.

export type Household = typeof schema.consumerAccounts.$inferSelect;
export type Home = typeof schema.consumerLocations.$inferSelect;
export type HomeDevice = typeof schema.devices.$inferSelect;
export type ServiceRequest = typeof schema.partnerDeviceServices.$inferSelect;
type User = Awaited<ReturnType<typeof createUser>>;
type ServiceType = (typeof PartnerDeviceServiceType)[number];

/** A home's fields as POST /accounts/{id}/locations takes them. */
export const HOME_INPUT = {
  locationName: 'Lake house',
  address: { address1: '1 Shore Road', city: 'Madison', state: 'WI', zip: '53703', country: 'US' },
};

let households = 0;
export async function createHousehold(
  db: Database,
  values: Partial<typeof schema.consumerAccounts.$inferInsert> = {},
): Promise<Household> {
  households += 1;
  const [row] = await db
    .insert(schema.consumerAccounts)
    .values({ name: `Household ${households}`, ...values })
    .returning();
  if (!row) throw new Error('household not created');
  return row;
}

export async function addHouseholdUser(
  db: Database,
  household: { id: string },
  user: { id: string },
  role: ConsumerUserRole,
) {
  await db
    .insert(schema.consumerAccountUsers)
    .values({ consumerAccountId: household.id, userId: user.id, role });
}

/** A new user in the household with the role, signed in. */
export async function householdUser(
  app: FastifyInstance,
  db: Database,
  household: { id: string },
  role: ConsumerUserRole,
  values: { email?: string; locale?: string } = {},
): Promise<{ user: User; headers: { authorization: string } }> {
  const user = await createUser(db, values);
  await addHouseholdUser(db, household, user, role);
  return { user, headers: await signIn(app, user) };
}

let homes = 0;
export async function createHome(
  db: Database,
  household: { id: string },
  values: Partial<typeof schema.consumerLocations.$inferInsert> = {},
): Promise<Home> {
  homes += 1;
  const [row] = await db
    .insert(schema.consumerLocations)
    .values({
      consumerAccountId: household.id,
      locationName: `Home ${homes}`,
      address1: '12 Elm Street',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'US',
      ...values,
    })
    .returning();
  if (!row) throw new Error('home not created');
  return row;
}

/**
 * A device in the home: one a partner registered when `partnerAccountId` is given (PRO_CLAIM),
 * else one the homeowner added (DIY_CLAIM). A thermostat unless another SKU is given.
 */
export async function createHomeDevice(
  db: Database,
  home: { id: string } | null,
  values: {
    partnerAccountId?: string;
    /** The partner's home it is registered at. */
    locationId?: string;
    sku?: string;
    name?: string;
    macAddress?: string;
  } = {},
): Promise<HomeDevice> {
  const sku = values.sku ?? 'ATH6320WF2003';
  const [product] = await db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(eq(schema.products.sku, sku));
  if (!product) throw new Error(`no product with SKU ${sku}`);
  const [row] = await db
    .insert(schema.devices)
    .values({
      macAddress: values.macAddress ?? freshMac(),
      productId: product.id,
      consumerLocationId: home?.id ?? null,
      partnerAccountId: values.partnerAccountId ?? null,
      locationId: values.locationId ?? null,
      claimStatus: values.partnerAccountId ? 'PRO_CLAIM' : 'DIY_CLAIM',
      name: values.name ?? null,
    })
    .returning();
  if (!row) throw new Error('device not created');
  return row;
}

/** A partner's customer with a home, linked to the homeowner's home when one is given. */
export async function createPartnerHome(
  db: Database,
  partnerAccountId: string,
  home: { id: string } | null = null,
) {
  const [customer] = await db
    .insert(schema.partnerCustomers)
    .values({ partnerAccountId, firstName: 'Ada', lastName: 'King', countryCode: 'US' })
    .returning();
  if (!customer) throw new Error('customer not created');
  const [row] = await db
    .insert(schema.partnerDeviceLocations)
    .values({
      customerId: customer.id,
      partnerAccountId,
      locationName: 'Ada home',
      address1: '12 Elm Street',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'US',
      consumerLocationId: home?.id ?? null,
    })
    .returning();
  if (!row) throw new Error('partner home not created');
  return row;
}

/** A partner's request for a service on the device, PENDING unless told. */
export async function createServiceRequest(
  db: Database,
  device: { id: string },
  partnerAccountId: string,
  serviceType: ServiceType = 'RemoteAccess',
  consentStatus: ConsentStatus = 'PENDING',
): Promise<ServiceRequest> {
  const [row] = await db
    .insert(schema.partnerDeviceServices)
    .values({
      deviceId: device.id,
      partnerAccountId,
      serviceType,
      consentStatus,
      respondedAt: consentStatus === 'PENDING' ? null : new Date(),
    })
    .returning();
  if (!row) throw new Error('service request not created');
  return row;
}

/**
 * A household with one home and a signed-in user of each role, and a signed-in user of another
 * household (the outsider), for tests that walk every role.
 */
export async function householdWithEveryRole(app: FastifyInstance, db: Database) {
  const household = await createHousehold(db);
  const home = await createHome(db, household);
  const admin = await householdUser(app, db, household, 'ADMIN');
  const member = await householdUser(app, db, household, 'MEMBER');
  const guest = await householdUser(app, db, household, 'GUEST');
  const otherHousehold = await createHousehold(db);
  const outsider = await householdUser(app, db, otherHousehold, 'ADMIN');
  return { household, home, admin, member, guest, otherHousehold, outsider };
}
