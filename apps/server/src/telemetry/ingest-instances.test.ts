import { schema } from '@portal/db';
import { count, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import {
  brokerSettings,
  connectDevice,
  counters,
  minutesAgo,
  publishTelemetry,
  telemetryDevice,
} from '../test/mqtt';

// Two server instances on one broker and one database each store and evaluate every reading
// exactly once. On MQTT_URL's broker (CI: Mosquitto) they share one subscription group, so the
// broker gives each message to one of them. On the embedded broker, which has no shared
// subscriptions, instance B is a client of A's broker and both get every message: the readings
// table's primary key lets only the instance that stored a reading evaluate it.

const external = process.env.MQTT_URL;
const PORTAL = { MQTT_USERNAME: 'portal-instance', MQTT_PASSWORD: 'a-long-portal-secret' };
const settings = brokerSettings();
const a = await buildTestApp(external ? settings : { ...settings, ...PORTAL });
const b = await buildTestApp(
  external
    ? settings
    : { ...PORTAL, MQTT_URL: a.app.mqtt.brokerUrl, MQTT_SHARED_SUBSCRIPTIONS: 'false' },
  { databaseUrl: a.databaseUrl },
);

const DEVICES = 4;
const SINGLE_MESSAGES = 10;
const BATCH_MESSAGES = 2;
const BATCH_SIZE = 5;
const PER_DEVICE = SINGLE_MESSAGES + BATCH_MESSAGES * BATCH_SIZE;

describe('two server instances', () => {
  it('store and evaluate each reading once between them', async () => {
    const devices = await Promise.all(Array.from({ length: DEVICES }, () => telemetryDevice(a.db)));
    await Promise.all(
      devices.map(async (device) => {
        const client = await connectDevice(a.app, device);
        let minute = 0;
        const reading = () => ({ time: minutesAgo(60 - ++minute), temperature: 60 + minute });
        for (let i = 0; i < SINGLE_MESSAGES; i++)
          await publishTelemetry(client, device.id, reading());
        for (let i = 0; i < BATCH_MESSAGES; i++) {
          const readings = Array.from({ length: BATCH_SIZE }, reading);
          await publishTelemetry(client, device.id, { readings });
        }
      }),
    );
    const readings = DEVICES * PER_DEVICE;
    const messages = DEVICES * (SINGLE_MESSAGES + BATCH_MESSAGES);
    // Each instance gets every message on the embedded broker, one of the two on a shared one.
    const deliveries = external ? readings : 2 * readings;
    const both = () => {
      const [first, second] = [counters(a.app), counters(b.app)];
      return {
        // Other test files' devices on a shared external broker are unknown here.
        received: first.received - first.unknownDevice + second.received - second.unknownDevice,
        handled: first.stored + first.duplicates + second.stored + second.duplicates,
        stored: first.stored + second.stored,
        evaluated: first.evaluatedReadings + second.evaluatedReadings,
        duplicates: first.duplicates + second.duplicates,
      };
    };

    await expect.poll(both, { timeout: 20_000 }).toMatchObject({
      received: external ? messages : 2 * messages,
      handled: deliveries,
      evaluated: readings,
    });

    expect(both()).toEqual({
      received: external ? messages : 2 * messages,
      handled: deliveries,
      stored: readings,
      evaluated: readings,
      duplicates: deliveries - readings,
    });
    const [rows] = await a.db
      .select({ count: count() })
      .from(schema.telemetryReadings)
      .where(
        inArray(
          schema.telemetryReadings.deviceId,
          devices.map((device) => device.id),
        ),
      );
    expect(rows?.count).toBe(readings);
    if (external) {
      // The broker shared the work: both instances got some of it.
      expect(counters(a.app).received).toBeGreaterThan(0);
      expect(counters(b.app).received).toBeGreaterThan(0);
    }
  });
});
