import { schema } from '@portal/db';
import { and, count, eq, isNotNull, not, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { creationOrder, type KeysetOrder, type KeysetPage } from '../../../paging';
import { deviceColumns, homeownerHasHome } from '../locations/repository';

const { devices, products, deviceHistory, partnerDeviceLocations, partnerCustomers } = schema;

export type DeviceRecord = typeof devices.$inferSelect;
export type NewDevice = typeof devices.$inferInsert;

export async function productBySku(db: Executor, sku: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`upper(${products.sku}) = upper(${sku})`)
    .limit(1);
  return row;
}

export async function insertDevice(tx: Executor, values: NewDevice): Promise<DeviceRecord> {
  const [row] = await tx.insert(devices).values(values).returning();
  if (!row) throw new Error('device not registered');
  return row;
}

/**
 * One line of a device's history; `actor` is a name to show, kept even when the user goes.
 * Stamped with the clock rather than the transaction's start, so lines written in one
 * transaction (a handoff's cancellations, then the handoff) keep their order.
 */
export async function recordHistory(
  tx: Executor,
  entry: { deviceId: string; event: string; detail?: string | null; actor: string | null },
) {
  await tx.insert(deviceHistory).values({ detail: null, at: sql`clock_timestamp()`, ...entry });
}

/** The company's device by a condition (its id, or its MAC at a home); others' are not found. */
export async function findCompanyDevice(
  db: Executor,
  partnerAccountId: string,
  where: SQL,
): Promise<DeviceRecord | undefined> {
  const [row] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.partnerAccountId, partnerAccountId), where))
    .limit(1);
  return row;
}

export const isDevice = (deviceId: string) => eq(devices.id, deviceId);

/** A device at a home, by its id or by its MAC address. */
export function atHome(locationId: string, device: { id: string } | { macAddress: string }): SQL {
  return sql`${devices.locationId} = ${locationId} and ${
    'id' in device ? eq(devices.id, device.id) : eq(devices.macAddress, device.macAddress)
  }`;
}

/** Changes every device at the home alike; answers their ids, oldest registration first. */
export async function changeDevicesAtHome(
  tx: Executor,
  locationId: string,
  values: Partial<Pick<DeviceRecord, 'state' | 'consumerLocationId' | 'partnerAccountId'>>,
): Promise<string[]> {
  const rows = await tx
    .update(devices)
    .set(values)
    .where(eq(devices.locationId, locationId))
    .returning({ id: devices.id, createdAt: devices.createdAt });
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((row) => row.id);
}

/** Unregisters a device: the row is the registration, its services and history go with it. */
export async function deleteDevice(tx: Executor, deviceId: string) {
  await tx.delete(devices).where(eq(devices.id, deviceId));
}

export async function markClaimed(db: Executor, deviceId: string) {
  await db.update(devices).set({ claimStatus: 'PRO_CLAIM' }).where(eq(devices.id, deviceId));
}

/** The company's device lists: claimed, waiting in pre-registration, not the homeowner's yet. */
export type DeviceList = 'claimed' | 'preRegistered' | 'unregistered';

/** Newest registrations first, the order every device list and the export use. */
export const DEVICE_ORDER = creationOrder('newest', 'desc', devices);

const LISTS: Record<DeviceList, SQL | undefined> = {
  claimed: isNotNull(devices.claimStatus),
  preRegistered: eq(devices.state, 'InPreRegistration'),
  unregistered: and(
    isNotNull(devices.locationId),
    not(homeownerHasHome(partnerDeviceLocations.consumerLocationId)),
  ),
};

function listed(partnerAccountId: string, list: DeviceList): SQL | undefined {
  return and(eq(devices.partnerAccountId, partnerAccountId), LISTS[list]);
}

/** A listed device with the home it stands in and that home's customer. */
const listedColumns = {
  ...deviceColumns,
  home: {
    id: partnerDeviceLocations.id,
    locationName: partnerDeviceLocations.locationName,
    address1: partnerDeviceLocations.address1,
    address2: partnerDeviceLocations.address2,
    city: partnerDeviceLocations.city,
    state: partnerDeviceLocations.state,
    zip: partnerDeviceLocations.zip,
    country: partnerDeviceLocations.country,
  },
  customer: {
    id: partnerCustomers.id,
    firstName: partnerCustomers.firstName,
    lastName: partnerCustomers.lastName,
  },
};

export function devicesOf(
  db: Executor,
  partnerAccountId: string,
  list: DeviceList,
  page: KeysetPage,
) {
  return db
    .select({ ...listedColumns, cursorKeys: page.cursorKeys })
    .from(devices)
    .innerJoin(products, eq(products.id, devices.productId))
    .leftJoin(partnerDeviceLocations, eq(partnerDeviceLocations.id, devices.locationId))
    .leftJoin(partnerCustomers, eq(partnerCustomers.id, partnerDeviceLocations.customerId))
    .where(and(listed(partnerAccountId, list), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}
export type ListedDeviceRow = Awaited<ReturnType<typeof devicesOf>>[number];

export async function countDevices(db: Executor, partnerAccountId: string, list: DeviceList) {
  const [row] = await db
    .select({ total: count() })
    .from(devices)
    .leftJoin(partnerDeviceLocations, eq(partnerDeviceLocations.id, devices.locationId))
    .where(listed(partnerAccountId, list));
  return row?.total ?? 0;
}

/** A device's history, newest first. */
export const HISTORY_ORDER: KeysetOrder = {
  name: 'newest',
  direction: 'desc',
  keys: [
    { expression: deviceHistory.at, type: 'timestamptz' },
    { expression: deviceHistory.id, type: 'uuid' },
  ],
};

export function historyOf(db: Executor, deviceId: string, page: KeysetPage) {
  return db
    .select({
      id: deviceHistory.id,
      at: deviceHistory.at,
      event: deviceHistory.event,
      detail: deviceHistory.detail,
      actor: deviceHistory.actor,
      cursorKeys: page.cursorKeys,
    })
    .from(deviceHistory)
    .where(and(eq(deviceHistory.deviceId, deviceId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function countHistory(db: Executor, deviceId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(deviceHistory)
    .where(eq(deviceHistory.deviceId, deviceId));
  return row?.total ?? 0;
}
