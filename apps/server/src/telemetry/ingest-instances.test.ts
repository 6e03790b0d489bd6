import type { AddressInfo } from 'node:net';
import { proChannel, type RealtimeServerMessage } from '@portal/contracts';
import { schema } from '@portal/db';
import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { issueDeviceCredentials } from '../repositories/device-credentials';
import { alertsCompany } from '../test/alerts';
import { buildTestApp } from '../test/helper';
import {
  brokerSettings,
  connectDevice,
  counters,
  minutesAgo,
  publishTelemetry,
  telemetryDevice,
} from '../test/mqtt';
import { alertProfile } from '../test/telemetry';

// Two server instances on one broker and one database each store and evaluate every reading
// exactly once. On MQTT_URL's broker (CI: Mosquitto) they share one subscription group, so the
// broker gives each message to one of them. On the embedded broker, which has no shared
// subscriptions, instance B is a client of A's broker and both get every message: the readings
// table's primary key lets only the instance that stored a reading evaluate it. Whichever
// instance opens an alert, the browsers connected to either instance hear of it.

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

const sockets: WebSocket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.terminate();
});

/**
 * A browser's realtime socket on the instance, signed in and subscribed to the company's
 * channel; answers the DeviceAlertChanged events it receives, as they come.
 */
async function browserOn(app: FastifyInstance, token: string, partnerAccountId: string) {
  const address = app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/v1/realtime`);
  sockets.push(socket);
  const received: RealtimeServerMessage[] = [];
  socket.on('message', (data) => received.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const channel = proChannel(partnerAccountId);
  socket.send(JSON.stringify({ type: 'authenticate', accessToken: token }));
  await expect.poll(() => received.map((m) => m.type)).toContain('authenticated');
  socket.send(JSON.stringify({ type: 'subscribe', channel }));
  await expect.poll(() => received.map((m) => m.type)).toContain('subscribed');
  return () => received.filter((message) => message.type === 'DeviceAlertChanged');
}

describe('an alert opened by either instance', () => {
  it('reaches the browsers connected to both instances', async () => {
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    await Promise.all([
      a.app.realtime.listener.whenListening(),
      b.app.realtime.listener.whenListening(),
    ]);
    const { company, owner, device } = await alertsCompany(a.app, a.db, { sku: 'AWLD3001' });
    await alertProfile(a.db, company.id);
    const token = owner.headers.authorization.slice('Bearer '.length);
    const onA = await browserOn(a.app, token, company.id);
    const onB = await browserOn(b.app, token, company.id);

    const client = await connectDevice(a.app, {
      id: device.id,
      secret: await issueDeviceCredentials(a.db, device.id),
    });
    await publishTelemetry(client, device.id, { time: minutesAgo(0), leak: true });

    const opened = { type: 'DeviceAlertChanged', change: 'Opened', severity: 'Urgent' };
    await expect.poll(onA, { timeout: 20_000 }).toEqual([expect.objectContaining(opened)]);
    await expect.poll(onB, { timeout: 20_000 }).toEqual([expect.objectContaining(opened)]);
    expect(onA()[0]).toEqual(onB()[0]);
  });
});
