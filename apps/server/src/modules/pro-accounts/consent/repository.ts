import { schema } from '@portal/db';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';

const { devices, partnerDeviceServices, partnerDeviceLocations, partnerCustomers } = schema;

/** Which of these devices are the company's. */
export async function companyDeviceIds(
  db: Executor,
  partnerAccountId: string,
  deviceIds: string[],
): Promise<Set<string>> {
  const rows = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.partnerAccountId, partnerAccountId), inArray(devices.id, deviceIds)));
  return new Set(rows.map((row) => row.id));
}

/** The company's latest remote-access request on each device, with the device's customer. */
export function latestRemoteAccess(db: Executor, partnerAccountId: string, deviceIds: string[]) {
  return db
    .selectDistinctOn([partnerDeviceServices.deviceId], {
      service: partnerDeviceServices,
      customer: {
        id: partnerCustomers.id,
        firstName: partnerCustomers.firstName,
        lastName: partnerCustomers.lastName,
      },
    })
    .from(partnerDeviceServices)
    .innerJoin(devices, eq(devices.id, partnerDeviceServices.deviceId))
    .innerJoin(partnerDeviceLocations, eq(partnerDeviceLocations.id, devices.locationId))
    .innerJoin(partnerCustomers, eq(partnerCustomers.id, partnerDeviceLocations.customerId))
    .where(
      and(
        eq(partnerDeviceServices.partnerAccountId, partnerAccountId),
        eq(partnerDeviceServices.serviceType, 'RemoteAccess'),
        inArray(partnerDeviceServices.deviceId, deviceIds),
      ),
    )
    .orderBy(
      partnerDeviceServices.deviceId,
      desc(partnerDeviceServices.requestedAt),
      desc(partnerDeviceServices.id),
    );
}
