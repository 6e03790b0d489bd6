import { schema } from '@portal/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import type { ServiceRecord } from '../../../repositories/device-services';

const { partnerDeviceServices, devices } = schema;

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
