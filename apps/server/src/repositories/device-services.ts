import type { DeviceService, PartnerDeviceServiceType } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/executor';

const { partnerDeviceServices } = schema;

type ServiceType = (typeof PartnerDeviceServiceType)[number];

// The services a partner asks for on devices (partner_device_services): the partner's device
// pages, service requests and handoffs read and end them here.

export type ServiceRecord = typeof partnerDeviceServices.$inferSelect;

/** The company's open (PENDING or ACCEPTED) services on these devices. */
export async function openServices(
  tx: Executor,
  partnerAccountId: string,
  deviceIds: string[],
  { serviceType, lock = false }: { serviceType?: ServiceType; lock?: boolean } = {},
): Promise<ServiceRecord[]> {
  const open = tx
    .select()
    .from(partnerDeviceServices)
    .where(
      and(
        eq(partnerDeviceServices.partnerAccountId, partnerAccountId),
        inArray(partnerDeviceServices.deviceId, deviceIds),
        inArray(partnerDeviceServices.consentStatus, ['PENDING', 'ACCEPTED']),
        serviceType ? eq(partnerDeviceServices.serviceType, serviceType) : undefined,
      ),
    );
  // A request locks what it is about to add to; a read for the screen needs no lock.
  return lock ? open.for('update') : open;
}

/** The company's ACCEPTED service on the device (of the type, when given), if any. */
export async function acceptedService(
  db: Executor,
  partnerAccountId: string,
  deviceId: string,
  serviceType?: ServiceType,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: partnerDeviceServices.id })
    .from(partnerDeviceServices)
    .where(
      and(
        eq(partnerDeviceServices.partnerAccountId, partnerAccountId),
        eq(partnerDeviceServices.deviceId, deviceId),
        eq(partnerDeviceServices.consentStatus, 'ACCEPTED'),
        serviceType ? eq(partnerDeviceServices.serviceType, serviceType) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Holds these services until the transaction ends (they are about to go). */
export async function lockServices(tx: Executor, serviceIds: string[]): Promise<void> {
  if (serviceIds.length === 0) return;
  await tx
    .select({ id: partnerDeviceServices.id })
    .from(partnerDeviceServices)
    .where(inArray(partnerDeviceServices.id, serviceIds))
    .for('update');
}

/** The service if it is still ACCEPTED, held against removal until the transaction ends. */
export async function lockAcceptedService(tx: Executor, serviceId: string) {
  const [row] = await tx
    .select({ id: partnerDeviceServices.id })
    .from(partnerDeviceServices)
    .where(
      and(
        eq(partnerDeviceServices.id, serviceId),
        eq(partnerDeviceServices.consentStatus, 'ACCEPTED'),
      ),
    )
    .for('share');
  return row;
}

/** New PENDING requests of the type on these devices; answers the rows made. */
export async function insertPendingServices(
  tx: Executor,
  partnerAccountId: string,
  deviceIds: string[],
  serviceType: ServiceType,
): Promise<ServiceRecord[]> {
  if (deviceIds.length === 0) return [];
  return tx
    .insert(partnerDeviceServices)
    .values(deviceIds.map((deviceId) => ({ deviceId, partnerAccountId, serviceType })))
    .returning();
}

/** Every company's open requests of the type on these devices: who else already asked. */
export async function openRequestsOfType(
  db: Executor,
  deviceIds: string[],
  serviceType: ServiceType,
): Promise<{ deviceId: string; partnerAccountId: string }[]> {
  if (deviceIds.length === 0) return [];
  return db
    .select({
      deviceId: partnerDeviceServices.deviceId,
      partnerAccountId: partnerDeviceServices.partnerAccountId,
    })
    .from(partnerDeviceServices)
    .where(
      and(
        inArray(partnerDeviceServices.deviceId, deviceIds),
        eq(partnerDeviceServices.serviceType, serviceType),
        inArray(partnerDeviceServices.consentStatus, ['PENDING', 'ACCEPTED']),
      ),
    );
}

export async function deleteService(tx: Executor, serviceId: string) {
  await tx.delete(partnerDeviceServices).where(eq(partnerDeviceServices.id, serviceId));
}

export function toService(row: typeof partnerDeviceServices.$inferSelect): DeviceService {
  return {
    id: row.id,
    deviceId: row.deviceId,
    serviceType: row.serviceType,
    consentStatus: row.consentStatus,
    requestedAt: row.requestedAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

/** The partner's services on these devices, oldest request first, by device id. */
export async function servicesByDevice(
  db: Executor,
  partnerAccountId: string,
  deviceIds: string[],
): Promise<Map<string, DeviceService[]>> {
  const byDevice = new Map<string, DeviceService[]>();
  if (deviceIds.length === 0) return byDevice;
  const rows = await db
    .select()
    .from(partnerDeviceServices)
    .where(
      and(
        eq(partnerDeviceServices.partnerAccountId, partnerAccountId),
        inArray(partnerDeviceServices.deviceId, deviceIds),
      ),
    )
    .orderBy(asc(partnerDeviceServices.requestedAt), asc(partnerDeviceServices.id));
  for (const row of rows) {
    byDevice.set(row.deviceId, [...(byDevice.get(row.deviceId) ?? []), toService(row)]);
  }
  return byDevice;
}

/** Sets whether the homeowner app shows the company's service; answers the row, if it is theirs. */
export async function setServiceAppStatus(
  db: Executor,
  partnerAccountId: string,
  serviceId: string,
  appStatus: ServiceRecord['appStatus'],
): Promise<ServiceRecord | undefined> {
  const [row] = await db
    .update(partnerDeviceServices)
    .set({ appStatus })
    .where(
      and(
        eq(partnerDeviceServices.id, serviceId),
        eq(partnerDeviceServices.partnerAccountId, partnerAccountId),
      ),
    )
    .returning();
  return row;
}
