import { type DeviceKind, KIND_OF_DEVICE_TYPE, type TelemetryReading } from '@portal/contracts';
import { DAY_MS, round } from './clock';
import { leakDetectorReading, smokeDetectorReading, valveReading } from './detectors';
import { noise, seedOf, uniform } from './random';
import { thermostatReading } from './thermostat';

// The virtual devices' models: what a device of each kind reports at a moment, from its seed
// (its MAC address) and the conditions a fault put it in. Pure functions of time, so a device
// tells the same story in its backfill and live, and after a restart.

export type Measurements = Omit<TelemetryReading, 'time'>;

/** The product device types that report telemetry, by the model that speaks for them. */
export { type DeviceKind, KIND_OF_DEVICE_TYPE };
export type SimulatedDeviceType = keyof typeof KIND_OF_DEVICE_TYPE;
export const SIMULATED_DEVICE_TYPES = Object.keys(KIND_OF_DEVICE_TYPE) as SimulatedDeviceType[];

/**
 * What a fault makes a device report, from a moment on: water on the floor, smoke, carbon
 * monoxide, a hot home, polluted air, a nearly flat battery, or silence.
 */
export const Condition = [
  'leak',
  'smoke',
  'co',
  'highTemperature',
  'highVocs',
  'lowBattery',
  'offline',
] as const;
export type Condition = (typeof Condition)[number];
/** The conditions a device is in, each since a time (epoch ms). */
export type Conditions = Partial<Record<Condition, number>>;

/** The conditions each kind of device can be in: those it has a sensor for, and silence. */
export const CONDITIONS_OF_KIND: Record<DeviceKind, readonly Condition[]> = {
  thermostat: ['highTemperature', 'offline'],
  leakDetector: ['leak', 'lowBattery', 'offline'],
  smokeDetector: ['smoke', 'co', 'highVocs', 'lowBattery', 'offline'],
  valve: ['leak', 'offline'],
};
const BATTERY_POWERED: readonly DeviceKind[] = ['leakDetector', 'smokeDetector'];

export type DeviceModel = { seed: number; kind: DeviceKind };

export function modelOf(macAddress: string, deviceType: SimulatedDeviceType): DeviceModel {
  return { seed: seedOf(macAddress), kind: KIND_OF_DEVICE_TYPE[deviceType] };
}

const Draw = { battery: 41, rssi: 42, rssiNoise: 43, hotHome: 44, pollutedAir: 45 } as const;
/** A battery drains this much a day and is replaced at the lowest level the model goes to. */
const BATTERY_DRAIN_PER_DAY = 0.25;
const BATTERY_REPLACED_AT = 30;
export const LOW_BATTERY_PERCENT = 12;

/** Drains slowly from 100 % and is replaced at 30 %: a sawtooth at the device's own phase. */
export function batteryAt(seed: number, at: number): number {
  const span = 100 - BATTERY_REPLACED_AT;
  const used = ((at / DAY_MS) * BATTERY_DRAIN_PER_DAY + uniform(seed, Draw.battery) * span) % span;
  return Math.round(100 - used);
}

/** The Wi-Fi signal where the device hangs: between -45 and -70 dBm, a few dBm of noise. */
function rssiAt(seed: number, at: number): number {
  const base = -45 - 25 * uniform(seed, Draw.rssi);
  return Math.round(base + 3 * noise(seed, Draw.rssiNoise, at));
}

function measurementsOf(model: DeviceModel, at: number, previousAt: number): Measurements {
  switch (model.kind) {
    case 'thermostat':
      return thermostatReading(model.seed, at, previousAt);
    case 'leakDetector':
      return leakDetectorReading(model.seed, at);
    case 'smokeDetector':
      return smokeDetectorReading(model.seed, at);
    case 'valve':
      return valveReading(model.seed, at);
  }
}

/** Whether the condition holds at `at`: it started at or before then. */
function holds(conditions: Conditions, condition: Condition, at: number): boolean {
  const since = conditions[condition];
  return since !== undefined && since <= at;
}

/** Whether the device says nothing at `at`: it went offline before then. */
export function silentAt(conditions: Conditions, at: number): boolean {
  return holds(conditions, 'offline', at);
}

/**
 * What the device reports at `at` (epoch ms), its HVAC runtime counted since `previousAt`, with
 * the conditions that hold by then laid over the model's normal readings.
 */
export function readingAt(
  model: DeviceModel,
  at: number,
  previousAt: number,
  conditions: Conditions,
): TelemetryReading {
  const { seed } = model;
  const reading: TelemetryReading = {
    time: new Date(at).toISOString(),
    ...measurementsOf(model, at, previousAt),
    ...(BATTERY_POWERED.includes(model.kind) ? { battery: batteryAt(seed, at) } : {}),
    rssi: rssiAt(seed, at),
  };
  if (holds(conditions, 'leak', at)) reading.leak = true;
  if (holds(conditions, 'smoke', at)) reading.smoke = true;
  if (holds(conditions, 'co', at)) reading.co = true;
  // The air conditioner has failed on a hot day: well past the catalogue's 85 °F threshold.
  if (holds(conditions, 'highTemperature', at)) {
    reading.temperature = round(87 + 1.5 * noise(seed, Draw.hotHome, at), 1);
  }
  // Fresh paint or a solvent: VOCs at the catalogue's High level (660 ppb) and above.
  if (holds(conditions, 'highVocs', at)) {
    reading.vocs = Math.round(1000 + 300 * noise(seed, Draw.pollutedAir, at));
  }
  if (holds(conditions, 'lowBattery', at)) reading.battery = LOW_BATTERY_PERCENT;
  return reading;
}
