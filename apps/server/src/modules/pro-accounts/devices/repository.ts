import { schema } from '@portal/db';
import { and, count, eq, isNotNull, not, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import type { KeysetOrder, KeysetPage } from '../../../paging';
import { deviceColumns } from '../../../repositories/devices';
import { homeownerHasHome } from '../../../repositories/locations';

const { devices, products, deviceHistory, partnerDeviceLocations, partnerCustomers } = schema;

/** A device at a home, by its id or by its MAC address. */
export function atHome(locationId: string, device: { id: string } | { macAddress: string }): SQL {
  return sql`${devices.locationId} = ${locationId} and ${
    'id' in device ? eq(devices.id, device.id) : eq(devices.macAddress, device.macAddress)
  }`;
}

export async function markClaimed(db: Executor, deviceId: string) {
  await db.update(devices).set({ claimStatus: 'PRO_CLAIM' }).where(eq(devices.id, deviceId));
}

/** The company's device lists: claimed, waiting in pre-registration, not the homeowner's yet. */
export type DeviceList = 'claimed' | 'preRegistered' | 'unregistered';

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
      actorCompany: deviceHistory.actorCompany,
      partnerDeviceSessionId: deviceHistory.sessionId,
      changes: deviceHistory.changes,
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
