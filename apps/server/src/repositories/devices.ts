import type { Device, DeviceService } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { findUserById } from '../identity/users-repository';
import { creationOrder } from '../paging';

const { deviceHistory, devices, products } = schema;

// Devices and their history, as the partner's pages, the homeowner's and the core calls all
// register, show and change them.

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
  entry: {
    deviceId: string;
    event: string;
    detail?: string | null;
    actor: string | null;
    /** The audit trail of device work (issue 17): the actor's company, session and changes. */
    actorCompany?: string | null;
    sessionId?: string | null;
    changes?: { field: string; before: unknown; after: unknown }[] | null;
  },
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

/** Newest registrations first, the order every device list and the export use. */
export const DEVICE_ORDER = creationOrder('newest', 'desc', devices);

/** A company's device with its product, as the device lists and homes show it. */
export const deviceColumns = {
  device: devices,
  product: {
    sku: products.sku,
    marketName: products.marketName,
    deviceType: products.deviceType,
    deviceCategory: products.deviceCategory,
    productFamily: products.productFamily,
  },
};

export type DeviceRow = {
  device: typeof devices.$inferSelect;
  product: Pick<
    typeof products.$inferSelect,
    'sku' | 'marketName' | 'deviceType' | 'deviceCategory' | 'productFamily'
  >;
};

/** What every view of a device shows, the partner's and the homeowner's alike. */
export function deviceBasics({ device, product }: DeviceRow) {
  return {
    id: device.id,
    macAddress: device.macAddress,
    serialNumber: device.serialNumber,
    ...product,
    state: device.state,
    online: device.online,
    lastSeenAt: device.lastSeenAt?.toISOString() ?? null,
  };
}

export function toDevice(row: DeviceRow, services: DeviceService[]): Device {
  const { device } = row;
  return {
    ...deviceBasics(row),
    claimStatus: device.claimStatus,
    registeredAt: device.createdAt.toISOString(),
    services,
  };
}

/** The caller's name for the device history (who registered, claimed, asked). */
export async function actorName(db: Executor, userId: string): Promise<string | null> {
  const user = await findUserById(db, userId);
  return user ? `${user.firstName} ${user.lastName}`.trim() || user.email : null;
}

/** The products' market names of these devices, each once, by name. */
export async function marketNamesOf(db: Executor, deviceIds: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ marketName: products.marketName })
    .from(devices)
    .innerJoin(products, eq(products.id, devices.productId))
    .where(inArray(devices.id, deviceIds))
    .orderBy(asc(products.marketName));
  return rows.map((row) => row.marketName);
}
