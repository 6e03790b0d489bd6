import type { Address, CustomerLocation } from '@portal/contracts';
import { schema } from '@portal/db';
import { type AnyColumn, and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { servicesByDevice } from './device-services';
import { deviceColumns, toDevice } from './devices';

const { partnerDeviceLocations, devices, products, consumerLocations, consumerAccountUsers } =
  schema;

// Customers' homes (partner_device_locations): the partner's pages, pre-registration, the
// handoff and the homeowner's invites find and change them here.

/**
 * Whether the homeowner has the home: its household home exists and the household has a
 * member. A pre-registered home has a household without members until the homeowner accepts
 * the invite, so the partner still acts for it. The one place this is decided.
 */
export function homeownerHasHome(consumerLocationId: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${consumerLocations} hl join ${consumerAccountUsers} hu on hu.consumer_account_id = hl.consumer_account_id where hl.id = ${consumerLocationId})`;
}

const locationColumns = {
  ...getTableColumns(partnerDeviceLocations),
  homeownerLinked: homeownerHasHome(partnerDeviceLocations.consumerLocationId),
};
export type LocationRecord = typeof partnerDeviceLocations.$inferSelect & {
  homeownerLinked: boolean;
};

export function addressColumns(address: Address) {
  return {
    address1: address.address1,
    address2: address.address2 || null,
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: address.country,
  };
}

type AddressColumns = ReturnType<typeof addressColumns>;

export function addressOf(row: AddressColumns): Address {
  return {
    address1: row.address1,
    ...(row.address2 ? { address2: row.address2 } : {}),
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
  };
}

/**
 * The company's homes matching `where`, each with its devices and their services: three
 * queries whatever the number of homes, oldest home and device first.
 */
export async function homes(
  db: Executor,
  partnerAccountId: string,
  where: SQL | undefined,
): Promise<CustomerLocation[]> {
  const locations = await db
    .select(locationColumns)
    .from(partnerDeviceLocations)
    .where(and(eq(partnerDeviceLocations.partnerAccountId, partnerAccountId), where))
    .orderBy(asc(partnerDeviceLocations.createdAt), asc(partnerDeviceLocations.id));
  if (locations.length === 0) return [];
  const deviceRows = await db
    .select(deviceColumns)
    .from(devices)
    .innerJoin(products, eq(products.id, devices.productId))
    .where(
      inArray(
        devices.locationId,
        locations.map((l) => l.id),
      ),
    )
    .orderBy(asc(devices.createdAt), asc(devices.id));
  const services = await servicesByDevice(
    db,
    partnerAccountId,
    deviceRows.map((row) => row.device.id),
  );
  return locations.map((location) => ({
    id: location.id,
    customerId: location.customerId,
    locationName: location.locationName,
    address: addressOf(location),
    state: location.locationState,
    homeownerLinked: location.homeownerLinked,
    hasHousehold: location.consumerLocationId !== null,
    devices: deviceRows
      .filter((row) => row.device.locationId === location.id)
      .map((row) => toDevice(row, services.get(row.device.id) ?? [])),
    createdAt: location.createdAt.toISOString(),
  }));
}

export const ofCustomers = (customerIds: string[]) =>
  inArray(partnerDeviceLocations.customerId, customerIds);
export const isLocation = (locationId: string) => eq(partnerDeviceLocations.id, locationId);

/**
 * One of the company's homes, bare; another company's is not found, like a missing one. A
 * change that depends on the home's state locks it first.
 */
export async function findLocation(
  db: Executor,
  partnerAccountId: string,
  locationId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<LocationRecord | undefined> {
  const query = db
    .select(locationColumns)
    .from(partnerDeviceLocations)
    .where(
      and(eq(partnerDeviceLocations.partnerAccountId, partnerAccountId), isLocation(locationId)),
    )
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: partnerDeviceLocations }) : query);
  return row;
}

export async function insertLocation(
  tx: Executor,
  values: { partnerAccountId: string; customerId: string; locationName: string; address: Address },
): Promise<typeof partnerDeviceLocations.$inferSelect> {
  const [row] = await tx
    .insert(partnerDeviceLocations)
    .values({
      partnerAccountId: values.partnerAccountId,
      customerId: values.customerId,
      locationName: values.locationName,
      ...addressColumns(values.address),
    })
    .returning();
  if (!row) throw new Error('location not created');
  return row;
}

export async function updateLocation(
  db: Executor,
  locationId: string,
  values: { locationName: string; address: Address },
) {
  await db
    .update(partnerDeviceLocations)
    .set({
      locationName: values.locationName,
      ...addressColumns(values.address),
      updatedAt: new Date(),
    })
    .where(isLocation(locationId));
}

/** What pre-registering, commissioning and handing a home over change on it. */
export async function changeHome(
  tx: Executor,
  locationId: string,
  values: Partial<
    Pick<
      typeof partnerDeviceLocations.$inferInsert,
      'locationState' | 'consumerLocationId' | 'customerId' | 'partnerAccountId' | 'associateId'
    >
  >,
) {
  await tx
    .update(partnerDeviceLocations)
    .set({ ...values, updatedAt: new Date() })
    .where(isLocation(locationId));
}

/** Deletes a home and unregisters its devices (the registration is the device row). */
export async function deleteLocation(tx: Executor, locationId: string) {
  await tx.delete(devices).where(eq(devices.locationId, locationId));
  await tx.delete(partnerDeviceLocations).where(isLocation(locationId));
}
