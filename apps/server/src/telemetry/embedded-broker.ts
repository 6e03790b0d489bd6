import { createServer, type Server } from 'node:net';
import {
  REPLY_TOPIC_FILTER,
  replyTopic,
  TELEMETRY_TOPIC_FILTER,
  telemetryTopic,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import type { MqttConfig } from '../config';
import { hashSecret, secretMatches } from '../identity/secrets';
import type { MqttTransport } from '../plugins/mqtt';
import { isUuid } from '../repositories/callers';
import { deviceSecretMatches } from '../repositories/device-credentials';

// The MQTT broker inside the server process (DESIGN.md: `npm start` needs nothing installed).
// Who may do what:
// - a device logs in with its id as username and its secret (repositories/device-credentials),
//   publishes only to its own telemetry and reply topics and subscribes only under
//   devices/{its id}/ (its commands);
// - another portal instance logs in with MQTT_USERNAME and MQTT_PASSWORD, when both are set,
//   and may publish and subscribe under devices/ (it reads the readings, later sends commands);
// - this instance reads the readings in-process, as no client.

type Identity = { kind: 'device'; deviceId: string } | { kind: 'portal' };

export type EmbeddedBrokerOptions = {
  db: Database;
  config: MqttConfig;
  log: FastifyBaseLogger;
  /** Called for every telemetry message; the broker acknowledges it once this resolves. */
  onTelemetry: (topic: string, payload: Buffer) => Promise<void>;
  /** Called for every device's reply to a command. */
  onReply: (topic: string, payload: Buffer) => void;
};

/** Topics quoted in a log line are cut here. */
const MAX_LOGGED_TOPIC = 200;
// aedes answers CONNACK with these return codes (MQTT 3.1.1 §3.2.2.3).
const BAD_USERNAME_OR_PASSWORD = 4;
const SERVER_UNAVAILABLE = 3;
/**
 * Messages aedes hands to subscribers at once (its default is 100). The ingest acknowledges a
 * reading only once its batch has room, so under load every slot waits on it and aedes queues
 * the rest, devices' readings and its own $SYS notices alike; it drains that queue recursively,
 * and a run of notices nobody listens to (a thousand devices disconnecting together) overflowed
 * the stack and stopped the server (bench/telemetry.ts). The devices' own in-flight windows
 * bound what waits, so the queue is not needed to bound memory.
 */
const BROKER_CONCURRENCY = 100_000;

function refusal(message: string, returnCode: number): AuthenticateError {
  return Object.assign(new Error(message), { returnCode });
}

/** A URL other processes on this machine can connect to, for a wildcard listen address. */
function localUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `mqtt://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export async function startEmbeddedBroker(
  options: EmbeddedBrokerOptions,
): Promise<MqttTransport & { close(): Promise<void> }> {
  const { db, config, log } = options;
  const identities = new WeakMap<Client, Identity>();
  const portalPasswordHash =
    config.password === undefined ? undefined : hashSecret(config.password);

  async function identify(username: string | undefined, password: Buffer | undefined) {
    if (username === undefined || password === undefined) return undefined;
    const secret = password.toString('utf8');
    if (config.username && portalPasswordHash && username === config.username) {
      return secretMatches(secret, portalPasswordHash) ? ({ kind: 'portal' } as const) : undefined;
    }
    // Anything else would fail PostgreSQL's uuid cast (an error where it is a wrong username),
    // or name the device otherwise than its topics do (lowercase, as PostgreSQL writes ids).
    if (!isUuid(username) || username !== username.toLowerCase()) return undefined;
    return (await deviceSecretMatches(db, username, secret))
      ? ({ kind: 'device', deviceId: username } as const)
      : undefined;
  }

  function mayPublish(identity: Identity | undefined, topic: string): boolean {
    if (identity?.kind === 'portal') return topic.startsWith('devices/');
    return (
      identity?.kind === 'device' &&
      (topic === telemetryTopic(identity.deviceId) || topic === replyTopic(identity.deviceId))
    );
  }

  function maySubscribe(identity: Identity | undefined, topic: string): boolean {
    if (identity?.kind === 'portal') return topic.startsWith('devices/');
    return identity?.kind === 'device' && topic.startsWith(`devices/${identity.deviceId}/`);
  }

  const broker = await Aedes.createBroker({
    concurrency: BROKER_CONCURRENCY,
    authenticate(client, username, password, done) {
      identify(username, password).then(
        (identity) => {
          if (!identity) {
            log.warn({ clientId: client.id }, 'MQTT login refused: unknown username or password');
            return done(refusal('bad username or password', BAD_USERNAME_OR_PASSWORD), false);
          }
          identities.set(client, identity);
          done(null, true);
        },
        (error: unknown) => {
          log.error({ err: error }, 'MQTT login not checked');
          done(refusal('server unavailable', SERVER_UNAVAILABLE), false);
        },
      );
    },
    // A refused publish makes aedes close the connection (MQTT 3.1.1 has no negative PUBACK).
    authorizePublish(client, packet, done) {
      const identity = client ? identities.get(client) : undefined;
      if (mayPublish(identity, packet.topic)) return done(null);
      log.warn(
        { clientId: client?.id, identity, topic: packet.topic.slice(0, MAX_LOGGED_TOPIC) },
        'MQTT publish refused, client disconnected: not its own topic',
      );
      done(new Error('not your topic'));
    },
    // A refused subscription gets the failure return code (0x80) in its SUBACK.
    authorizeSubscribe(client, subscription, done) {
      if (maySubscribe(identities.get(client), subscription.topic)) return done(null, subscription);
      log.warn(
        {
          clientId: client.id,
          identity: identities.get(client),
          topic: subscription.topic.slice(0, MAX_LOGGED_TOPIC),
        },
        'MQTT subscription refused: not its own topics',
      );
      done(null, null);
    },
  });
  broker.on('clientError', (client, error) => {
    log.debug({ clientId: client.id, err: error }, 'MQTT client error');
  });

  await new Promise<void>((resolve) => {
    broker.subscribe(
      TELEMETRY_TOPIC_FILTER,
      (packet, acknowledge) => {
        const payload =
          typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
        void options.onTelemetry(packet.topic, payload).then(acknowledge);
      },
      resolve,
    );
  });

  await new Promise<void>((resolve) => {
    broker.subscribe(
      REPLY_TOPIC_FILTER,
      (packet, acknowledge) => {
        const payload =
          typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
        options.onReply(packet.topic, payload);
        acknowledge();
      },
      resolve,
    );
  });

  const server = createServer(broker.handle);
  let brokerUrl: string | undefined;
  try {
    brokerUrl = localUrl(config.host, await listen(server, config.port, config.host));
    log.info({ brokerUrl }, 'MQTT broker listening');
  } catch (error) {
    // The portal still serves everything else; devices cannot reach this instance.
    log.error(
      { err: error },
      'MQTT broker not listening on %s:%d: set MQTT_PORT, or MQTT_URL for an external broker',
      config.host,
      config.port,
    );
  }

  return {
    brokerUrl,
    publish(topic, payload) {
      return new Promise((resolve, reject) => {
        broker.publish(
          {
            cmd: 'publish',
            topic,
            payload: Buffer.from(payload),
            qos: 1,
            retain: false,
            dup: false,
          },
          (error) => (error ? reject(error) : resolve()),
        );
      });
    },
    async close() {
      // No new connections; the open ones end when the broker closes its clients.
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await stopped;
    },
  };
}
