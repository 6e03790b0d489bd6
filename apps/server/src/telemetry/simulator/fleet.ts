import type { Database } from '@portal/db';
import type { FastifyBaseLogger } from 'fastify';
import { connectAsync } from 'mqtt';
import { issueDeviceCredentialsFor } from '../../repositories/device-credentials';
import { scriptFaults } from './faults';
import { FLEET_LIMIT, type FleetDevice, fleetDevices } from './fleet-devices';
import { KIND_OF_DEVICE_TYPE } from './models';
import { VirtualDevice } from './virtual-device';

type FleetOptions = {
  db: Database;
  /** Where the devices connect: the server's own broker or MQTT_URL. */
  brokerUrl: string;
  log: FastifyBaseLogger;
  /** The scripted faults of the demo (SIMULATOR_FAULTS). */
  scriptedFaults: boolean;
};

export type Fleet = {
  /** When it started (epoch ms): the backfill ends and the scripted faults count from here. */
  startedAt: number;
  devices: readonly VirtualDevice[];
  /** Settles when every device has published its backfill. */
  backfilled: Promise<void>;
  /** A device by its id or MAC address (any letter case). */
  find(target: {
    deviceId?: string | undefined;
    macAddress?: string | undefined;
  }): VirtualDevice | undefined;
  stop(): Promise<void>;
};

/** A device's own connection: username its id, password its freshly issued secret. */
function connect(brokerUrl: string, device: FleetDevice, secret: string) {
  return connectAsync(brokerUrl, {
    username: device.id,
    password: secret,
    clientId: `simulator-${device.id}`,
    clean: true,
    reconnectPeriod: 5_000,
    connectTimeout: 10_000,
  });
}

/**
 * Starts the virtual fleet: every device that reports telemetry (fleet-devices.ts) gets new
 * credentials and its own connection, uploads the readings it missed and reports live; with
 * scripted faults, the devices of faults.ts start in their fault and one leaks 20 to 30 seconds
 * after start. A device that cannot connect is logged and left out. Answers once every device
 * is connected; `backfilled` follows.
 */
export async function startFleet(options: FleetOptions): Promise<Fleet> {
  const { db, brokerUrl, log } = options;
  const found = await fleetDevices(db);
  if (found.length === FLEET_LIMIT) {
    log.warn(`simulator: the fleet is limited to the first ${FLEET_LIMIT} devices by MAC address`);
  }
  const startedAt = Date.now();
  const script = options.scriptedFaults
    ? scriptFaults(
        found.map((d) => ({ ...d, kind: KIND_OF_DEVICE_TYPE[d.deviceType] })),
        startedAt,
      )
    : { conditions: new Map(), leak: undefined };

  const secrets = await issueDeviceCredentialsFor(
    db,
    found.map((device) => device.id),
  );
  const connected = await Promise.allSettled(
    found.map(async (device) => {
      const client = await connect(brokerUrl, device, secrets.get(device.id) ?? '');
      return new VirtualDevice(device, client, script.conditions.get(device.id) ?? {}, log);
    }),
  );
  const devices: VirtualDevice[] = [];
  connected.forEach((result, index) => {
    if (result.status === 'fulfilled') devices.push(result.value);
    else
      log.warn(
        { err: result.reason, deviceId: found[index]?.id },
        'simulator: a device could not connect',
      );
  });
  log.info(`simulator: ${devices.length} virtual devices report to ${brokerUrl}`);

  const backfilled = Promise.all(devices.map((device) => device.start(startedAt))).then(
    () => undefined,
  );

  const byId = new Map(devices.map((device) => [device.device.id, device]));
  const byMac = new Map(devices.map((device) => [device.device.macAddress.toUpperCase(), device]));
  const leaking = script.leak && byId.get(script.leak.deviceId);
  const leakTimer =
    script.leak &&
    setTimeout(() => {
      leaking
        ?.fault('leak')
        .catch((error: unknown) => log.warn({ err: error }, 'simulator: the scripted leak failed'));
    }, script.leak.afterMs);

  return {
    startedAt,
    devices,
    backfilled,
    find: ({ deviceId, macAddress }) =>
      deviceId ? byId.get(deviceId) : macAddress ? byMac.get(macAddress.toUpperCase()) : undefined,
    async stop() {
      clearTimeout(leakTimer);
      await Promise.all(devices.map((device) => device.stop()));
    },
  };
}
