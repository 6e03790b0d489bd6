import {
  AuditEvent,
  commandTopic,
  type DeviceCommand,
  DeviceCommand as DeviceCommandSchema,
  replyTopic,
  type TelemetryReading,
} from '@portal/contracts';
import { type Database, schema } from '@portal/db';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { issueDeviceCredentials } from '../repositories/device-credentials';
import {
  answerCommand,
  factorySettings,
  type HeldSettings,
  withHeldState,
} from '../telemetry/simulator/device-settings';
import { connectDevice } from './mqtt';

// A device that answers commands (issue 17) for the tests of the device work calls: it connects
// to the app's broker with its own credentials, as hardware would, and answers each command on
// its reply topic as the simulator's virtual devices do (telemetry/simulator/device-settings.ts),
// from fixed measurements rather than the simulator's models, so that tests can state them.

export type TestDeviceKind = 'thermostat' | 'leakDetector';

/** The factory week of a thermostat: four periods a day, the same every day. */
export const weekSchedule = () => factorySettings().schedule;

/** What the device measures: a thermostat heating a room, a detector standing in water. */
function measured(kind: TestDeviceKind, wet: boolean): TelemetryReading {
  const time = new Date().toISOString();
  return kind === 'thermostat'
    ? {
        time,
        temperature: 70.5,
        humidity: 41,
        heatSetpoint: 68,
        coolSetpoint: 75,
        mode: 'Heat',
        fan: 'Auto',
        equipment: 'Idle',
      }
    : { time, temperature: 60, leak: wet };
}

export type TestDevice = {
  /** What it holds now (the simulator's settings: setpoints a command set, schedule, ...). */
  held: HeldSettings;
  /** Whether a detector still stands in water. */
  wet: boolean;
  /** The commands it received, oldest first. */
  commands: DeviceCommand[];
};

/**
 * Connects the device (a thermostat unless told) to the app's broker and answers its commands
 * until the file's tests end.
 */
export async function answeringDevice(
  app: FastifyInstance,
  db: Database,
  deviceId: string,
  kind: TestDeviceKind = 'thermostat',
): Promise<TestDevice> {
  const secret = await issueDeviceCredentials(db, deviceId);
  const client = await connectDevice(app, { id: deviceId, secret });
  const device: TestDevice = { held: factorySettings(), wet: true, commands: [] };
  client.on('message', (_topic, payload) => {
    const { commandId, ...command } = DeviceCommandSchema.parse(
      JSON.parse(payload.toString('utf8')),
    );
    device.commands.push({ commandId, ...command });
    const reading = (held: HeldSettings) => withHeldState(measured(kind, device.wet), held);
    const outcome = answerCommand(
      commandId,
      command,
      kind,
      reading(device.held),
      device.held,
      reading,
    );
    device.held = outcome.held;
    if (outcome.dried) device.wet = false;
    void client.publishAsync(replyTopic(deviceId), JSON.stringify(outcome.reply), { qos: 1 });
  });
  await client.subscribeAsync(commandTopic(deviceId), { qos: 1 });
  return device;
}

/** The device's audit lines of device work (not of session moves), oldest first. */
export async function deviceWorkLines(db: Database, deviceId: string) {
  const rows = await db
    .select()
    .from(schema.deviceHistory)
    .where(eq(schema.deviceHistory.deviceId, deviceId))
    .orderBy(asc(schema.deviceHistory.at));
  return rows.filter((row) => !row.event.startsWith('SESSION_') && AUDIT_EVENTS.has(row.event));
}
const AUDIT_EVENTS: ReadonlySet<string> = new Set(AuditEvent);
