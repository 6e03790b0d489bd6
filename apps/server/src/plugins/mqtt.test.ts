import { telemetryTopic } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensurePartitions, partitionName } from '../telemetry/partitions';
import { buildTestApp, captureLogs } from '../test/helper';
import {
  closed,
  connectDevice,
  counters,
  countersMoved,
  embeddedBrokerSettings,
  minutesAgo,
  nextMessage,
  publishTelemetry,
  telemetryDevice,
} from '../test/mqtt';

// Our own broker's rules (always the embedded broker, whatever MQTT_URL says): who may log in,
// publish and subscribe. An external broker's rules are its operator's (README).

const PORTAL = { username: 'portal-instance', password: 'a-long-portal-secret' };
const logs = captureLogs();
const { app, db, databaseUrl } = await buildTestApp(
  {
    ...embeddedBrokerSettings(),
    MQTT_USERNAME: PORTAL.username,
    MQTT_PASSWORD: PORTAL.password,
    LOG_LEVEL: 'warn',
  },
  { logStream: logs.stream },
);

function logged(message: string) {
  return logs.lines
    .map((line) => JSON.parse(line) as { msg?: string })
    .filter((line) => line.msg === message);
}

describe('embedded MQTT broker', () => {
  it('lets a device in with its own secret only', async () => {
    const device = await telemetryDevice(db);
    const other = await telemetryDevice(db);

    await expect(connectDevice(app, { ...device, secret: other.secret })).rejects.toMatchObject({
      code: 4,
    });
    await expect(
      connectDevice(app, { id: 'not-a-device', secret: device.secret }),
    ).rejects.toMatchObject({
      code: 4,
    });
    await expect(connectDevice(app, { ...device, secret: '' })).rejects.toMatchObject({ code: 4 });
    // Shaped like a uuid to a loose pattern, not to PostgreSQL: still a wrong username.
    await expect(
      connectDevice(app, { id: '-'.repeat(36), secret: device.secret }),
    ).rejects.toMatchObject({ code: 4 });
    // Its topics name it in lowercase, so no other spelling of its id logs it in.
    await expect(
      connectDevice(app, { ...device, id: device.id.toUpperCase() }),
    ).rejects.toMatchObject({ code: 4 });
    expect(logged('MQTT login refused: unknown username or password')).toHaveLength(5);
    expect(logged('MQTT login not checked')).toEqual([]);

    const client = await connectDevice(app, device);
    expect(client.connected).toBe(true);
  });

  it("disconnects a device that publishes to another device's topic, and stores nothing of it", async () => {
    const intruder = await telemetryDevice(db);
    const victim = await telemetryDevice(db);
    const intruderClient = await connectDevice(app, intruder);
    const disconnected = closed(intruderClient);

    intruderClient.publish(
      telemetryTopic(victim.id),
      JSON.stringify({ time: minutesAgo(2), leak: true }),
      {
        qos: 1,
      },
    );
    await disconnected;

    // The victim's own reading, published after, is the only one stored.
    const before = counters(app);
    await publishTelemetry(await connectDevice(app, victim), victim.id, {
      time: minutesAgo(1),
      leak: false,
    });
    await countersMoved(app, before, { stored: 1 });
    const rows = await db
      .select()
      .from(schema.telemetryReadings)
      .where(eq(schema.telemetryReadings.deviceId, victim.id));
    expect(rows.map((row) => row.leak)).toEqual([false]);
    expect(logged('MQTT publish refused, client disconnected: not its own topic')).toContainEqual(
      expect.objectContaining({
        identity: { kind: 'device', deviceId: intruder.id },
        topic: telemetryTopic(victim.id),
      }),
    );
  });

  it("lets a device subscribe to its own topics only, where the server's messages reach it", async () => {
    const device = await telemetryDevice(db);
    const other = await telemetryDevice(db);
    const client = await connectDevice(app, device);

    const [own] = await client.subscribeAsync(`devices/${device.id}/#`, { qos: 1 });
    expect(own?.qos).toBe(1);
    // Refused subscriptions get 0x80 in SUBACK; the connection stays.
    await expect(
      client.subscribeAsync([`devices/${other.id}/#`, 'devices/+/telemetry', '#'], { qos: 1 }),
    ).rejects.toMatchObject({ packet: { granted: [128, 128, 128] } });

    const received = nextMessage(client);
    await app.mqtt.publish(`devices/${device.id}/commands`, '{"setpoint":70}');
    expect(await received).toEqual({
      topic: `devices/${device.id}/commands`,
      text: '{"setpoint":70}',
    });
  });

  it('lets another portal instance in with MQTT_USERNAME and MQTT_PASSWORD to read every device', async () => {
    const device = await telemetryDevice(db);
    const portal = { id: PORTAL.username, secret: PORTAL.password };
    await expect(connectDevice(app, { ...portal, secret: 'wrong' })).rejects.toMatchObject({
      code: 4,
    });
    const instance = await connectDevice(app, portal);
    const [grant] = await instance.subscribeAsync('devices/+/telemetry', { qos: 1 });
    expect(grant?.qos).toBe(1);

    const received = nextMessage(instance);
    await publishTelemetry(await connectDevice(app, device), device.id, { time: minutesAgo(1) });
    expect((await received).topic).toBe(telemetryTopic(device.id));
  });

  it('leaves the rest of the portal serving when its port is taken', async () => {
    const port = new URL(app.mqtt.brokerUrl ?? '').port;
    const second = captureLogs();
    const { app: taken } = await buildTestApp(
      { ...embeddedBrokerSettings(), MQTT_PORT: port, LOG_LEVEL: 'error' },
      { databaseUrl, logStream: second.stream },
    );

    expect(taken.mqtt.brokerUrl).toBeUndefined();
    expect((await taken.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(second.lines.join('\n')).toContain(`MQTT broker not listening on 127.0.0.1:${port}`);
  });

  it('starts the transport when the day partitions cannot be made at start, and says so', async () => {
    const day = 86_400_000;
    // A table of the name of the last partition made ahead, that is no partition, fails the making.
    const blocker = partitionName(Math.floor(Date.now() / day) * day + 3 * day);
    await db.execute(sql.raw(`drop table ${blocker}`));
    await db.execute(sql.raw(`create table ${blocker} (id int)`));
    try {
      const second = captureLogs();
      const { app: other } = await buildTestApp(
        { ...embeddedBrokerSettings(), LOG_LEVEL: 'error' },
        { databaseUrl, logStream: second.stream },
      );

      const device = await telemetryDevice(db);
      expect((await connectDevice(other, device)).connected).toBe(true);
      expect(second.lines.join('\n')).toContain('telemetry partitions not checked');
      expect(second.lines.join('\n')).not.toContain('telemetry did not start');
    } finally {
      await db.execute(sql.raw(`drop table ${blocker}`));
      await ensurePartitions(db, new Date(), 90);
    }
  });
});
