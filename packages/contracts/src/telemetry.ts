import { z } from 'zod';
import { BatteryLevel, FanSwitch, SignalStrength } from './enums';

// Device telemetry over MQTT (issue 15). A device (or a device cloud speaking for it) connects
// with its own credentials, username = its deviceId, and publishes readings to its own topic
// only. One message is one reading or a batch of readings, each with the device's own time.

/** Where a device publishes its readings: `devices/{deviceId}/telemetry`. */
export function telemetryTopic(deviceId: string): string {
  return `devices/${deviceId}/telemetry`;
}
/** The filter the server subscribes to (behind `$share/{group}/` on an external broker). */
export const TELEMETRY_TOPIC_FILTER = 'devices/+/telemetry';
// A device id as PostgreSQL writes a uuid: anything looser fails the database's uuid cast.
const TELEMETRY_TOPIC =
  /^devices\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/telemetry$/;
/** The deviceId of a telemetry topic, or undefined for any other topic. */
export function deviceIdOfTelemetryTopic(topic: string): string | undefined {
  const match = TELEMETRY_TOPIC.exec(topic);
  return match?.[1];
}

/** A device cloud may batch; more than this in one message is refused as malformed. */
export const MAX_READINGS_PER_MESSAGE = 100;
/** Largest message the ingest parses (bytes); a bigger one is dropped as malformed. */
export const MAX_TELEMETRY_MESSAGE_BYTES = 64 * 1024;
/**
 * A reading stamped further ahead of the server's clock than this is refused: the device's clock
 * is wrong, and storing it would put it ahead of every later, correct reading.
 */
export const MAX_CLOCK_AHEAD_SECONDS = 300;

/** Thermostat system modes a reading reports. */
export const ThermostatMode = ['Heat', 'Cool', 'Auto', 'Off', 'EmergencyHeat'] as const;
/** What the HVAC equipment is doing at the time of the reading. */
export const EquipmentStatus = ['Heating', 'Cooling', 'Idle'] as const;

const runtimeSeconds = z.number().int().min(0).max(86_400);

/** A consumable part the thermostat counts down to (filter, humidifier pad). */
export const ReplaceablePart = z.object({
  /** When the part was last changed (the homeowner resets the reminder on the thermostat). */
  installedAt: z.iso.datetime({ offset: true }),
  lifetimeDays: z.number().int().min(1).max(3650),
});
export type ReplaceablePart = z.infer<typeof ReplaceablePart>;

/**
 * One reading. Every measurement is optional: a device sends what it has. Units: °F, % relative
 * humidity, VOCs in ppb, CO2 in ppm, battery in %, signal as RSSI in dBm. `runtime` is the HVAC
 * equipment's running time since the device's previous reading.
 */
export const TelemetryReading = z
  .object({
    time: z.iso.datetime({ offset: true }).meta({ description: "The device's own time" }),
    temperature: z.number().min(-60).max(200).optional(),
    humidity: z.number().min(0).max(100).optional(),
    vocs: z.number().min(0).max(100_000).optional(),
    co2: z.number().min(0).max(100_000).optional(),
    heatSetpoint: z.number().min(32).max(99).optional(),
    coolSetpoint: z.number().min(32).max(99).optional(),
    mode: z.enum(ThermostatMode).optional(),
    equipment: z.enum(EquipmentStatus).optional(),
    fan: z.enum(FanSwitch).optional(),
    runtime: z
      .object({
        heatSeconds: runtimeSeconds,
        coolSeconds: runtimeSeconds,
        fanSeconds: runtimeSeconds,
      })
      .optional(),
    leak: z.boolean().optional(),
    smoke: z.boolean().optional(),
    co: z.boolean().optional(),
    battery: z.number().int().min(0).max(100).optional(),
    rssi: z.number().int().min(-120).max(0).optional(),
    filter: ReplaceablePart.optional(),
    humidifierPad: ReplaceablePart.optional(),
  })
  .strict()
  .meta({ id: 'TelemetryReading' });
export type TelemetryReading = z.infer<typeof TelemetryReading>;

/** A telemetry message: one reading, or `{ readings: [...] }` from a device cloud. */
export const TelemetryMessage = z.union([
  TelemetryReading,
  z.object({ readings: z.array(TelemetryReading).min(1).max(MAX_READINGS_PER_MESSAGE) }).strict(),
]);
export type TelemetryMessage = z.infer<typeof TelemetryMessage>;

/** The readings of a message, one or many. */
export function readingsOf(message: TelemetryMessage): TelemetryReading[] {
  return 'readings' in message ? message.readings : [message];
}

/** Battery percent to spec 001's BatteryLevel: below 10 % Critical, below 25 % Low. */
export function batteryLevelOf(percent: number): (typeof BatteryLevel)[number] {
  if (percent < 10) return 'Critical';
  if (percent < 25) return 'Low';
  return 'Ok';
}

/** RSSI (dBm) to spec 001's SignalStrength, in the usual Wi-Fi bands. */
export function signalStrengthOf(rssi: number | null): (typeof SignalStrength)[number] {
  if (rssi === null) return 'None';
  if (rssi >= -50) return 'Excellent';
  if (rssi >= -60) return 'Good';
  if (rssi >= -70) return 'Fair';
  if (rssi >= -80) return 'Weak';
  return 'VeryWeak';
}

/** Air-quality levels, in the order of the alert catalogue's VOC and CO2 threshold choices. */
export const AirQualityLevel = ['Good', 'Medium', 'High', 'VeryHigh'] as const;
export type AirQualityLevel = (typeof AirQualityLevel)[number];
/**
 * Where each level starts: VOCs in ppb (the usual TVOC bands) and CO2 in ppm (indoor-air
 * guidance: fresh air below 800, stuffy from 1200, unhealthy from 2000).
 */
export const AIR_QUALITY_BANDS = {
  Vocs: { Medium: 220, High: 660, VeryHigh: 2200 },
  Co2: { Medium: 800, High: 1200, VeryHigh: 2000 },
} as const;
export function airQualityLevelOf(kind: 'Vocs' | 'Co2', value: number): AirQualityLevel {
  const bands = AIR_QUALITY_BANDS[kind];
  if (value >= bands.VeryHigh) return 'VeryHigh';
  if (value >= bands.High) return 'High';
  if (value >= bands.Medium) return 'Medium';
  return 'Good';
}

/**
 * What the portal shows of a device now: its latest readings (null where it never reported one),
 * battery and signal, and when it last reported. Followed by the ingest on every newer reading.
 */
export const DeviceReadings = z
  .object({
    readingAt: z.iso.datetime({ offset: true }).nullable(),
    online: z.boolean(),
    temperature: z.number().nullable(),
    humidity: z.number().nullable(),
    vocs: z.number().nullable(),
    co2: z.number().nullable(),
    heatSetpoint: z.number().nullable(),
    coolSetpoint: z.number().nullable(),
    mode: z.enum(ThermostatMode).nullable(),
    equipment: z.enum(EquipmentStatus).nullable(),
    fan: z.enum(FanSwitch).nullable(),
    leak: z.boolean().nullable(),
    smoke: z.boolean().nullable(),
    co: z.boolean().nullable(),
    batteryPercent: z.number().int().nullable(),
    batteryLevel: z.enum(BatteryLevel).nullable(),
    signalStrength: z.enum(SignalStrength),
  })
  .meta({ id: 'DeviceReadings' });
export type DeviceReadings = z.infer<typeof DeviceReadings>;
