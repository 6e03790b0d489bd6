import type { PartnerDeviceServiceType } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import type { ServiceRecord } from '../../../repositories/device-services';
import { homeownerHasHome } from '../../../repositories/locations';

const {
  partnerDeviceServices,
  devices,
  products,
  partnerDeviceLocations,
  consumerLocations,
  consumerAccountUsers,
  users,
} = schema;

type ServiceType = (typeof PartnerDeviceServiceType)[number];

/** The company's devices among these ids that stand at the home. */
export async function devicesAtHome(
  db: Executor,
  partnerAccountId: string,
  locationId: string,
  deviceIds: string[],
) {
  return db
    .select({ id: devices.id })
    .from(devices)
    .where(
      and(
        eq(devices.partnerAccountId, partnerAccountId),
        eq(devices.locationId, locationId),
        inArray(devices.id, deviceIds),
      ),
    );
}

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

/** The company's service with the device's home, so a path's home can be checked. */
export async function findService(db: Executor, partnerAccountId: string, serviceId: string) {
  const [row] = await db
    .select({ service: partnerDeviceServices, locationId: devices.locationId })
    .from(partnerDeviceServices)
    .innerJoin(devices, eq(devices.id, partnerDeviceServices.deviceId))
    .where(
      and(
        eq(partnerDeviceServices.partnerAccountId, partnerAccountId),
        eq(partnerDeviceServices.id, serviceId),
      ),
    )
    .limit(1);
  return row;
}

/** A resent request counts as asked now: the homeowner's app sorts requests by it. */
export async function touchRequested(db: Executor, serviceId: string): Promise<ServiceRecord> {
  const [row] = await db
    .update(partnerDeviceServices)
    .set({ requestedAt: new Date() })
    .where(eq(partnerDeviceServices.id, serviceId))
    .returning();
  if (!row) throw new Error('service vanished');
  return row;
}

/**
 * Who hears of the company's requests at a home the homeowner has: the household's admins and
 * members (not guests), with the household's own name for the home.
 */
export function householdOfHome(db: Executor, locationId: string) {
  return db
    .select({ email: users.email, locale: users.locale, home: consumerLocations.locationName })
    .from(partnerDeviceLocations)
    .innerJoin(
      consumerLocations,
      eq(consumerLocations.id, partnerDeviceLocations.consumerLocationId),
    )
    .innerJoin(
      consumerAccountUsers,
      eq(consumerAccountUsers.consumerAccountId, consumerLocations.consumerAccountId),
    )
    .innerJoin(users, eq(users.id, consumerAccountUsers.userId))
    .where(
      and(
        eq(partnerDeviceLocations.id, locationId),
        homeownerHasHome(partnerDeviceLocations.consumerLocationId),
        inArray(consumerAccountUsers.role, ['ADMIN', 'MEMBER']),
      ),
    )
    .orderBy(asc(users.email));
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
