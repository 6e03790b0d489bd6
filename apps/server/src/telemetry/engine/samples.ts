import type { TelemetryStateRow } from '../../repositories/device-alerts';
import type { StoredReading } from '../types';
import type { Sample } from './conditions';
import type { Part } from './replaceables';

// Readings and the latest state as the conditions read them.

function part(installedAt: Date | null, lifetimeDays: number | null): Part | undefined {
  return installedAt && lifetimeDays ? { installedAt, lifetimeDays } : undefined;
}

const defined = <T>(value: T | null): T | undefined => value ?? undefined;

/** The device's latest state (device_telemetry_state), as of its newest reading. */
export function sampleOfState(state: TelemetryStateRow): Sample {
  return {
    at: state.readingAt,
    temperature: defined(state.temperature),
    humidity: defined(state.humidity),
    vocs: defined(state.vocs),
    co2: defined(state.co2),
    heatSetpoint: defined(state.heatSetpoint),
    coolSetpoint: defined(state.coolSetpoint),
    equipment: defined(state.equipment),
    leak: defined(state.leak),
    smoke: defined(state.smoke),
    co: defined(state.co),
    battery: defined(state.batteryPercent),
    filter: part(state.filterInstalledAt, state.filterLifetimeDays),
    humidifierPad: part(state.humidifierPadInstalledAt, state.humidifierPadLifetimeDays),
  };
}

const partOf = (reported: { installedAt: string; lifetimeDays: number } | undefined) =>
  reported && { installedAt: new Date(reported.installedAt), lifetimeDays: reported.lifetimeDays };

/**
 * A stored reading. A device reports its parts now and then, not in every reading, so a reading
 * without them takes the parts of the latest state (the ingest keeps the newest there).
 */
export function sampleOfReading(
  stored: StoredReading,
  state: TelemetryStateRow | undefined,
): Sample {
  const { reading } = stored;
  const latest = state ? sampleOfState(state) : undefined;
  return {
    at: stored.recordedAt,
    temperature: reading.temperature,
    humidity: reading.humidity,
    vocs: reading.vocs,
    co2: reading.co2,
    heatSetpoint: reading.heatSetpoint,
    coolSetpoint: reading.coolSetpoint,
    equipment: reading.equipment,
    leak: reading.leak,
    smoke: reading.smoke,
    co: reading.co,
    battery: reading.battery,
    filter: partOf(reading.filter) ?? latest?.filter,
    humidifierPad: partOf(reading.humidifierPad) ?? latest?.humidifierPad,
  };
}
