import type { DeviceType } from '@portal/contracts';

// Which remote work a device takes (issue 17): the server and its simulated devices sort the
// product types the same way (apps/server/src/services/device-kinds.ts).

export type RemoteDeviceKind = 'thermostat' | 'leakDetector';

const KIND_OF_DEVICE_TYPE: Partial<Record<DeviceType, RemoteDeviceKind>> = {
  Thermostat: 'thermostat',
  WiFiThermostat: 'thermostat',
  FujiThermostat: 'thermostat',
  HoudiniThermostat: 'thermostat',
  DenaliThermostat: 'thermostat',
  Wld: 'leakDetector',
  WaterLeakDetector3: 'leakDetector',
};

/** The device's kind, or null for one the portal cannot work on remotely (a camera, a lock). */
export function remoteDeviceKind(deviceType: DeviceType): RemoteDeviceKind | null {
  return KIND_OF_DEVICE_TYPE[deviceType] ?? null;
}
