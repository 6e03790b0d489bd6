import { schema } from '@portal/db';
import { and, asc, eq, inArray, ne, notLike, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { proAlertsCompany } from '../../repositories/device-alerts';
import { SIMULATED_DEVICE_TYPES, type SimulatedDeviceType } from './models';

const { devices, products, deviceTelemetryState } = schema;

/**
 * The load-test command's devices have MAC addresses under this locally administered prefix
 * ("LT"); the in-process fleet leaves them to it.
 */
export const LOAD_TEST_MAC_PREFIX = '02:4C:54';
/**
 * A fleet larger than this would be a database that is no demo: the fleet takes the first by
 * MAC address and says so in the log.
 */
export const FLEET_LIMIT = 500;

export type FleetDevice = {
  id: string;
  macAddress: string;
  deviceType: SimulatedDeviceType;
  /** Its alerts reach its company's dashboard: the alert engine's rule (proAlertsCompany). */
  proAlerts: boolean;
  /** Device time of its newest stored reading, where the backfill resumes. */
  newestReadingAt: Date | null;
};

/**
 * Every installed device that reports telemetry, at any company, by MAC address: not those
 * waiting in pre-registration (nobody has installed them) nor the load test's.
 */
export async function fleetDevices(db: Executor): Promise<FleetDevice[]> {
  const rows = await db
    .select({
      id: devices.id,
      macAddress: devices.macAddress,
      deviceType: products.deviceType,
      proAlerts: sql<boolean>`${proAlertsCompany} is not null`,
      newestReadingAt: deviceTelemetryState.readingAt,
    })
    .from(devices)
    .innerJoin(products, eq(products.id, devices.productId))
    .leftJoin(deviceTelemetryState, eq(deviceTelemetryState.deviceId, devices.id))
    .where(
      and(
        inArray(products.deviceType, SIMULATED_DEVICE_TYPES),
        ne(devices.state, 'InPreRegistration'),
        notLike(devices.macAddress, `${LOAD_TEST_MAC_PREFIX}:%`),
      ),
    )
    .orderBy(asc(devices.macAddress))
    .limit(FLEET_LIMIT);
  return rows.map((row) => ({ ...row, deviceType: row.deviceType as SimulatedDeviceType }));
}
