import type { ConsumerDeviceService } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { creationOrder, type KeysetPage } from '../paging';
import { deviceColumns } from './devices';

const {
  consumerAccountUsers,
  consumerLocations,
  devices,
  partnerAccounts,
  partnerDeviceServices,
  products,
} = schema;

export type DeviceRecord = typeof devices.$inferSelect;

/** A home's devices in the order they came. */
export const HOME_DEVICE_ORDER = creationOrder('added', 'asc', devices);

/** A device with its product and the partner that registered it (null for the homeowner's). */
const homeDeviceColumns = {
  ...deviceColumns,
  installer: { id: partnerAccounts.id, name: partnerAccounts.name },
};

function selectHomeDevices<Extra extends Record<string, SQL>>(db: Executor, extra: Extra) {
  return db
    .select({ ...homeDeviceColumns, ...extra })
    .from(devices)
    .innerJoin(products, eq(products.id, devices.productId))
    .leftJoin(partnerAccounts, eq(partnerAccounts.id, devices.partnerAccountId));
}

export type HomeDeviceRow = Awaited<ReturnType<typeof homeDevices>>[number];

/** The devices matching `where` (e.g. of a home, of a category), oldest first. */
export function homeDevices(db: Executor, where: SQL | undefined) {
  return selectHomeDevices(db, {}).where(where).orderBy(asc(devices.createdAt), asc(devices.id));
}

export function homeDevicesPage(db: Executor, consumerLocationId: string, page: KeysetPage) {
  return selectHomeDevices(db, { cursorKeys: page.cursorKeys })
    .where(and(eq(devices.consumerLocationId, consumerLocationId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function countHomeDevices(db: Executor, consumerLocationId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(devices)
    .where(eq(devices.consumerLocationId, consumerLocationId));
  return row?.total ?? 0;
}

export const isDevice = (deviceId: string) => eq(devices.id, deviceId);
export const atHome = (consumerLocationId: string) =>
  eq(devices.consumerLocationId, consumerLocationId);
export const inHousehold = (consumerAccountId: string) =>
  eq(consumerLocations.consumerAccountId, consumerAccountId);

/**
 * A device in a home of a household the user belongs to, with the user's role there, matching
 * `where`; a device in no home or in another household's is not found.
 */
export async function findUsersDevice(db: Executor, userId: string, where: SQL | undefined) {
  const [row] = await db
    .select({ device: devices, role: consumerAccountUsers.role })
    .from(devices)
    .innerJoin(consumerLocations, eq(consumerLocations.id, devices.consumerLocationId))
    .innerJoin(
      consumerAccountUsers,
      and(
        eq(consumerAccountUsers.consumerAccountId, consumerLocations.consumerAccountId),
        eq(consumerAccountUsers.userId, userId),
      ),
    )
    .where(where)
    .limit(1);
  return row;
}

/** Every partner's services on these devices, oldest request first, by device id. */
export async function servicesOnDevices(
  db: Executor,
  deviceIds: string[],
): Promise<Map<string, ConsumerDeviceService[]>> {
  const byDevice = new Map<string, ConsumerDeviceService[]>();
  if (deviceIds.length === 0) return byDevice;
  const rows = await db
    .select({
      service: partnerDeviceServices,
      partner: { id: partnerAccounts.id, name: partnerAccounts.name },
    })
    .from(partnerDeviceServices)
    .innerJoin(partnerAccounts, eq(partnerAccounts.id, partnerDeviceServices.partnerAccountId))
    .where(inArray(partnerDeviceServices.deviceId, deviceIds))
    .orderBy(asc(partnerDeviceServices.requestedAt), asc(partnerDeviceServices.id));
  for (const { service, partner } of rows) {
    const list = byDevice.get(service.deviceId) ?? [];
    list.push(toConsumerService(service, partner));
    byDevice.set(service.deviceId, list);
  }
  return byDevice;
}

export function toConsumerService(
  service: typeof partnerDeviceServices.$inferSelect,
  partner: { id: string; name: string },
): ConsumerDeviceService {
  return {
    id: service.id,
    deviceId: service.deviceId,
    serviceType: service.serviceType,
    consentStatus: service.consentStatus,
    requestedAt: service.requestedAt.toISOString(),
    respondedAt: service.respondedAt?.toISOString() ?? null,
    partner,
  };
}

export async function renameDevice(db: Executor, deviceId: string, name: string) {
  await db.update(devices).set({ name }).where(isDevice(deviceId));
}

/** Takes a partner's device out of the home; it stays registered with the partner. */
export async function leaveHome(db: Executor, deviceId: string) {
  await db.update(devices).set({ consumerLocationId: null }).where(isDevice(deviceId));
}

export const ofCategories = (
  categories: (typeof products.$inferSelect.deviceCategory & string)[],
) => inArray(products.deviceCategory, categories);
