import { randomBytes } from 'node:crypto';
import { telemetryTopic } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { FastifyInstance } from 'fastify';
import { connectAsync, type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, expect } from 'vitest';
import { issueDeviceCredentials } from '../repositories/device-credentials';
import type { TelemetryCounters } from '../telemetry/telemetry-stats';
import { createHome, createHomeDevice, createHousehold } from './homeowners';

// Telemetry over MQTT in tests: the broker settings for buildTestApp, a device with
// credentials, its connection, its publishing, and waiting for the ingest to have done it.

/**
 * buildTestApp's settings for the broker under test: the one of MQTT_URL when the run sets it
 * (CI's second server run: the machine's Mosquitto), else an embedded broker on a free port.
 * A shared-subscription group of its own, so that instances of other test files on the same
 * external broker do not take this file's messages.
 */
export function brokerSettings(): Record<string, string | undefined> {
  return {
    MQTT_URL: process.env.MQTT_URL,
    MQTT_PORT: '0',
    MQTT_SHARED_GROUP: `test-${randomBytes(6).toString('hex')}`,
  };
}

/** An embedded broker whatever the run says: for tests of our broker's own authorisation. */
export function embeddedBrokerSettings(): Record<string, string | undefined> {
  return { MQTT_URL: undefined, MQTT_PORT: '0' };
}

export type TelemetryDevice = { id: string; secret: string };

/** A thermostat (or the SKU given) in a homeowner's home, with MQTT credentials. */
export async function telemetryDevice(db: Database, sku?: string): Promise<TelemetryDevice> {
  const home = await createHome(db, await createHousehold(db));
  const device = await createHomeDevice(db, home, sku ? { sku } : {});
  return { id: device.id, secret: await issueDeviceCredentials(db, device.id) };
}

/**
 * Connects to the app's broker as the device (or with other credentials given), without
 * reconnecting, so that a refusal shows; ended after the file's tests.
 */
export async function connectDevice(
  app: FastifyInstance,
  device: TelemetryDevice,
  options: IClientOptions = {},
): Promise<MqttClient> {
  const url = app.mqtt.brokerUrl;
  if (!url) throw new Error('the app has no MQTT broker');
  const client = await connectAsync(
    url,
    {
      clientId: `device-${device.id}-${randomBytes(3).toString('hex')}`,
      username: device.id,
      password: device.secret,
      reconnectPeriod: 0,
      ...options,
    },
    false,
  );
  afterAll(() => client.endAsync(true));
  return client;
}

/** Publishes to the device's telemetry topic at QoS 1: an object as JSON, text as it is. */
export async function publishTelemetry(
  client: MqttClient,
  deviceId: string,
  message: object | string | Buffer,
) {
  const payload =
    typeof message === 'string' || Buffer.isBuffer(message) ? message : JSON.stringify(message);
  await client.publishAsync(telemetryTopic(deviceId), payload, { qos: 1 });
}

/** The app's telemetry counters. */
export function counters(app: FastifyInstance): TelemetryCounters {
  const { evaluationLagMs: _, ...counted } = app.telemetry.stats();
  return counted;
}

/** Waits until the app's counters have moved by `moved` from `before` (others may move too). */
export async function countersMoved(
  app: FastifyInstance,
  before: TelemetryCounters,
  moved: Partial<TelemetryCounters>,
) {
  const expected = Object.fromEntries(
    Object.entries(moved).map(([name, amount]) => [
      name,
      before[name as keyof TelemetryCounters] + (amount ?? 0),
    ]),
  );
  await expect.poll(() => counters(app), { timeout: 10_000 }).toMatchObject(expected);
}

/** An ISO time this many minutes before now. */
export function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}

/** The next message the client receives, as topic and text. */
export function nextMessage(client: MqttClient): Promise<{ topic: string; text: string }> {
  return new Promise((resolve) => {
    client.once('message', (topic, payload) => resolve({ topic, text: payload.toString() }));
  });
}

/** Resolves when the broker closes the client's connection. */
export function closed(client: MqttClient): Promise<void> {
  return new Promise((resolve) => client.once('close', () => resolve()));
}
