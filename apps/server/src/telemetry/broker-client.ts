import { randomBytes } from 'node:crypto';
import {
  deviceIdOfReplyTopic,
  REPLY_TOPIC_FILTER,
  TELEMETRY_TOPIC_FILTER,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { connect } from 'mqtt';
import type { MqttConfig } from '../config';
import type { MqttTransport } from '../plugins/mqtt';

// The server as a client of an external MQTT broker (MQTT_URL: Mosquitto, EMQX, a cloud IoT
// hub, or another instance's embedded broker). Several instances subscribe to the readings
// through one shared subscription group, so the broker hands each message to one of them; a
// broker without shared subscriptions (MQTT_SHARED_SUBSCRIPTIONS=false) hands it to all, and
// the readings table's primary key still lets only one instance store and evaluate it.

export type BrokerClientOptions = {
  config: MqttConfig & { url: string };
  log: FastifyBaseLogger;
  /** Called for every telemetry message; the client acknowledges it once this resolves. */
  onTelemetry: (topic: string, payload: Buffer) => Promise<void>;
  /** Called for every device's reply to a command. */
  onReply: (topic: string, payload: Buffer) => void;
};

const RECONNECT_MS = 2_000;
/** How long the start waits for the first subscription before serving without it. */
const FIRST_SUBSCRIPTION_MS = 10_000;
/** A refused subscription's return code in SUBACK. */
const SUBSCRIPTION_FAILED = 128;

/** The broker's URL without credentials, for the logs. */
function shown(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
}

export async function connectToBroker({
  config,
  log,
  onTelemetry,
  onReply,
}: BrokerClientOptions): Promise<MqttTransport & { close(): Promise<void> }> {
  const filter = config.sharedSubscriptions
    ? `$share/${config.sharedGroup}/${TELEMETRY_TOPIC_FILTER}`
    : TELEMETRY_TOPIC_FILTER;
  const broker = shown(config.url);
  const client = connect(config.url, {
    clientId: `portal-${randomBytes(8).toString('hex')}`,
    // Clean: what an instance missed while away went to the others of its group.
    clean: true,
    reconnectPeriod: RECONNECT_MS,
    // Subscribed on every connect below, as a clean session starts with none.
    resubscribe: false,
    ...(config.username ? { username: config.username } : {}),
    ...(config.password ? { password: config.password } : {}),
  });
  // The acknowledgement (and the next message) waits until the ingest has taken the message.
  client.handleMessage = (packet, callback) => {
    const payload =
      typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
    if (deviceIdOfReplyTopic(packet.topic)) {
      onReply(packet.topic, payload);
      callback();
      return;
    }
    void onTelemetry(packet.topic, payload).then(() => callback());
  };

  let lastError = '';
  client.on('error', (error) => {
    // Said once per cause, not on every reconnect attempt.
    if (error.message !== lastError) log.warn({ err: error, broker }, 'MQTT broker error');
    lastError = error.message;
  });
  client.on('offline', () => log.warn({ broker }, 'MQTT broker disconnected, reconnecting'));
  const subscribed = new Promise<void>((resolve) => {
    client.on('connect', () => {
      lastError = '';
      // Replies unshared: the instance waiting for one may be any of the group.
      const filters = { [filter]: { qos: 1 as const }, [REPLY_TOPIC_FILTER]: { qos: 1 as const } };
      client.subscribe(filters, (error, granted) => {
        if (error || granted?.some((grant) => grant.qos === SUBSCRIPTION_FAILED)) {
          log.error(
            { err: error, broker, filter },
            'MQTT broker refused the telemetry subscription',
          );
          return;
        }
        log.info({ broker, filter }, 'MQTT broker connected, reading telemetry');
        resolve();
      });
    });
  });
  const waited = await Promise.race([
    subscribed.then(() => true),
    new Promise<false>((resolve) => setTimeout(resolve, FIRST_SUBSCRIPTION_MS, false).unref()),
  ]);
  if (!waited) {
    log.error({ broker }, 'MQTT broker not reached yet: readings wait until it answers');
  }

  return {
    brokerUrl: config.url,
    async publish(topic, payload) {
      await client.publishAsync(topic, payload, { qos: 1 });
    },
    async close() {
      await client.endAsync();
    },
  };
}
