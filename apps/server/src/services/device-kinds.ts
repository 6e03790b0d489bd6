import type { DeviceType } from '@portal/contracts';

// What kind of device a product device type is, for the device work calls (issue 17: which
// calls a device takes) and the simulator (which model speaks for it). One list, so that the
// server never asks a device for what the simulated one of its type cannot answer.

export const DeviceKind = ['thermostat', 'leakDetector', 'smokeDetector', 'valve'] as const;
export type DeviceKind = (typeof DeviceKind)[number];

/** The device types that take commands and report telemetry; the others are of no kind. */
export const KIND_OF_DEVICE_TYPE = {
  Thermostat: 'thermostat',
  WiFiThermostat: 'thermostat',
  FujiThermostat: 'thermostat',
  HoudiniThermostat: 'thermostat',
  DenaliThermostat: 'thermostat',
  Wld: 'leakDetector',
  WaterLeakDetector3: 'leakDetector',
  SmokeDetector: 'smokeDetector',
  ShutOffValve: 'valve',
  SmartMeterValve: 'valve',
} as const satisfies Partial<Record<DeviceType, DeviceKind>>;

/** The kind of a device of this type, or null for one that takes no commands (a camera, a lock). */
export function deviceKindOf(deviceType: DeviceType): DeviceKind | null {
  const kinds: Partial<Record<DeviceType, DeviceKind>> = KIND_OF_DEVICE_TYPE;
  return kinds[deviceType] ?? null;
}
