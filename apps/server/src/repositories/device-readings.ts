import {
  batteryLevelOf,
  type DeviceReadings,
  EquipmentStatus,
  FanSwitch,
  signalStrengthOf,
  ThermostatMode,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';

const { deviceAlerts, deviceTelemetryState, devices, partnerDeviceServices } = schema;

// What a device shows now (device_telemetry_state, kept by the ingest from the newest reading)
// and its company's alerts not yet dismissed: the alert detail and the customer account page.

type StateRow = {
  deviceId: string;
  online: boolean;
  state: typeof deviceTelemetryState.$inferSelect | null;
};

/** A stored text as one of the values it must be (the ingest checked it), else null. */
const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined) =>
  values.find((v) => v === value) ?? null;

/** The readings of a device; one that never reported has them all null. */
export function toReadings({ online, state }: Omit<StateRow, 'deviceId'>): DeviceReadings {
  const batteryPercent = state?.batteryPercent ?? null;
  return {
    readingAt: state?.readingAt.toISOString() ?? null,
    online,
    temperature: state?.temperature ?? null,
    humidity: state?.humidity ?? null,
    vocs: state?.vocs ?? null,
    co2: state?.co2 ?? null,
    heatSetpoint: state?.heatSetpoint ?? null,
    coolSetpoint: state?.coolSetpoint ?? null,
    mode: oneOf(ThermostatMode, state?.mode),
    equipment: oneOf(EquipmentStatus, state?.equipment),
    fan: oneOf(FanSwitch, state?.fan),
    leak: state?.leak ?? null,
    smoke: state?.smoke ?? null,
    co: state?.co ?? null,
    batteryPercent,
    batteryLevel: batteryPercent === null ? null : batteryLevelOf(batteryPercent),
    signalStrength: signalStrengthOf(state?.rssi ?? null),
  };
}

async function statesOf(db: Executor, deviceIds: string[], acceptedBy?: SQL): Promise<StateRow[]> {
  if (deviceIds.length === 0) return [];
  const query = db
    .select({ deviceId: devices.id, online: devices.online, state: deviceTelemetryState })
    .from(devices)
    .leftJoin(deviceTelemetryState, eq(deviceTelemetryState.deviceId, devices.id));
  const joined = acceptedBy
    ? query.innerJoin(
        partnerDeviceServices,
        and(eq(partnerDeviceServices.deviceId, devices.id), acceptedBy),
      )
    : query;
  return joined.where(inArray(devices.id, deviceIds));
}

/** One device's state row, whole: its readings and the replaceable parts it counts down. */
export async function telemetryStateOf(db: Executor, deviceId: string) {
  const [row] = await statesOf(db, [deviceId]);
  return row;
}

/**
 * The readings of those of these devices on which the company's Pro Alerts service is ACCEPTED
 * (the homeowner agreed to share them); the others are absent from the map.
 */
export async function proAlertsReadings(
  db: Executor,
  partnerAccountId: string,
  deviceIds: string[],
): Promise<Map<string, DeviceReadings>> {
  const rows = await statesOf(
    db,
    deviceIds,
    and(
      eq(partnerDeviceServices.partnerAccountId, partnerAccountId),
      eq(partnerDeviceServices.serviceType, 'ProAlertsPartnerDeviceService'),
      eq(partnerDeviceServices.consentStatus, 'ACCEPTED'),
    ),
  );
  return new Map(rows.map((row) => [row.deviceId, toReadings(row)]));
}

/** The company's alerts on these devices that no one dismissed yet, newest first. */
export function activeAlertsOn(db: Executor, partnerAccountId: string, deviceIds: string[]) {
  if (deviceIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: deviceAlerts.id,
      deviceId: deviceAlerts.deviceId,
      alertName: deviceAlerts.alertName,
      severity: deviceAlerts.severity,
      openedAt: deviceAlerts.openedAt,
      clearedAt: deviceAlerts.clearedAt,
    })
    .from(deviceAlerts)
    .where(
      and(
        eq(deviceAlerts.partnerAccountId, partnerAccountId),
        inArray(deviceAlerts.deviceId, deviceIds),
        eq(deviceAlerts.status, 'Active'),
      ),
    )
    .orderBy(desc(deviceAlerts.openedAt), desc(deviceAlerts.id));
}
