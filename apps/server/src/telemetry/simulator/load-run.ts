import { telemetryTopic } from '@portal/contracts';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, count, gte, inArray } from 'drizzle-orm';
import { connectAsync, type MqttClient } from 'mqtt';
import type { LoadTestDevice } from './load-test';
import { modelOf, readingAt } from './models';

const { telemetryReadings } = schema;

type LoadRunOptions = {
  brokerUrl: string;
  devices: readonly LoadTestDevice[];
  /** Readings per second, all devices together. */
  rate: number;
  durationSeconds: number;
  /** Where the progress lines go. */
  say: (line: string) => void;
};

type LoadRunResult = {
  startedAt: Date;
  seconds: number;
  published: number;
  acknowledged: number;
  errors: number;
};

/** Devices connect this many at a time; readings are sent this often (ms). */
const CONNECT_CONCURRENCY = 100;
const TICK_MS = 50;
const REPORT_EVERY_MS = 5_000;
/** Readings waiting for the broker's acknowledgement beyond this are not sent: the run is behind. */
const MAX_IN_FLIGHT = 20_000;

async function connectAll(brokerUrl: string, devices: readonly LoadTestDevice[]) {
  const clients: MqttClient[] = [];
  for (let k = 0; k < devices.length; k += CONNECT_CONCURRENCY) {
    const slice = devices.slice(k, k + CONNECT_CONCURRENCY);
    clients.push(
      ...(await Promise.all(
        slice.map((device) =>
          connectAsync(brokerUrl, {
            username: device.id,
            password: device.secret,
            clientId: `load-test-${device.id}`,
            clean: true,
            reconnectPeriod: 1_000,
          }),
        ),
      )),
    );
  }
  return clients;
}

/**
 * Publishes as the devices, round robin, at `rate` readings a second for the duration (QoS 1,
 * each reading a thermostat's of the moment), and prints the rate achieved every few seconds.
 */
export async function runLoad(options: LoadRunOptions): Promise<LoadRunResult> {
  const { devices, rate, say } = options;
  say(`connecting ${devices.length} devices to ${options.brokerUrl} ...`);
  const clients = await connectAll(options.brokerUrl, devices);
  const models = devices.map((device) => modelOf(device.macAddress, 'WiFiThermostat'));
  const previousAt = devices.map(() => 0);

  const startedAt = Date.now();
  const endAt = startedAt + options.durationSeconds * 1_000;
  let published = 0;
  let acknowledged = 0;
  let errors = 0;
  let next = 0;
  let reportedAt = startedAt;

  const publishOne = () => {
    const index = next;
    next = (next + 1) % devices.length;
    const device = devices[index];
    const client = clients[index];
    const model = models[index];
    if (!device || !client || !model) return;
    // Readings of one device a millisecond apart at least: the same time would be a duplicate.
    const at = Math.max(Date.now(), (previousAt[index] ?? 0) + 1);
    const reading = readingAt(model, at, previousAt[index] || at - 1_000, {});
    previousAt[index] = at;
    published += 1;
    client
      .publishAsync(telemetryTopic(device.id), JSON.stringify(reading), { qos: 1 })
      .then(() => {
        acknowledged += 1;
      })
      .catch(() => {
        errors += 1;
      });
  };

  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = Math.min(Date.now(), endAt);
      const due = Math.floor(((now - startedAt) / 1_000) * rate) - published;
      for (let k = 0; k < due && published - acknowledged - errors < MAX_IN_FLIGHT; k++) {
        publishOne();
      }
      if (now - reportedAt >= REPORT_EVERY_MS) {
        reportedAt = now;
        const seconds = (now - startedAt) / 1_000;
        say(
          `${seconds.toFixed(0)} s: ${published} published, ${acknowledged} acknowledged (${(acknowledged / seconds).toFixed(0)}/s), ${errors} errors`,
        );
      }
      if (now >= endAt) {
        clearInterval(timer);
        resolve();
      }
    }, TICK_MS);
  });

  // The last acknowledgements, for a while.
  const waitUntil = Date.now() + 10_000;
  while (acknowledged + errors < published && Date.now() < waitUntil) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (Date.now() - startedAt) / 1_000;
  await Promise.all(clients.map((client) => client.endAsync(true)));
  return { startedAt: new Date(startedAt), seconds, published, acknowledged, errors };
}

/** How many of the run's readings the deployment stored. */
export async function storedSince(
  db: Database,
  devices: readonly LoadTestDevice[],
  since: Date,
): Promise<number> {
  let stored = 0;
  for (let k = 0; k < devices.length; k += 5_000) {
    const ids = devices.slice(k, k + 5_000).map((device) => device.id);
    const [row] = await db
      .select({ stored: count() })
      .from(telemetryReadings)
      .where(
        and(inArray(telemetryReadings.deviceId, ids), gte(telemetryReadings.recordedAt, since)),
      );
    stored += row?.stored ?? 0;
  }
  return stored;
}
