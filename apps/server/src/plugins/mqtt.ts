import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createBatchWriter } from '../telemetry/batch-writer';
import { connectToBroker } from '../telemetry/broker-client';
import { startEmbeddedBroker } from '../telemetry/embedded-broker';
import { createIngest } from '../telemetry/ingest';
import {
  ensurePartitions,
  TELEMETRY_PARTITIONS_CRON,
  TELEMETRY_PARTITIONS_JOB,
} from '../telemetry/partitions';
import { createTelemetryStats, type TelemetryStats } from '../telemetry/telemetry-stats';
import type { ReadingsEvaluator } from '../telemetry/types';

/** The MQTT transport, for whoever talks to devices (the simulator, later device commands). */
export type MqttTransport = {
  /**
   * Where devices connect: the embedded broker's local URL (undefined when it could not
   * listen), or MQTT_URL.
   */
  brokerUrl: string | undefined;
  /** Publishes at QoS 1 (device commands, telemetry/device-commands.ts). */
  publish(topic: string, payload: string | Buffer): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mqtt: MqttTransport;
    /** This instance's telemetry counters (tests, bench, the minute's debug line). */
    telemetry: { stats(): TelemetryStats };
  }
}

export type MqttPluginOptions = {
  config: Config;
  /** Gets each stored batch once it is committed (the alert engine). */
  evaluate: ReadingsEvaluator;
  /** Gets every device's reply to a command (telemetry/device-commands.ts). */
  onReply: (topic: string, payload: Buffer) => void;
};

const STATS_LOG_MS = 60_000;

/**
 * Device telemetry (DESIGN.md): the MQTT transport (an embedded broker, or a client of MQTT_URL),
 * the ingest that checks each message, and the batch writer that stores readings and hands
 * them to the evaluator. The day partitions of the readings table are made before the first
 * reading is accepted (when the app is ready), and daily by a scheduled job. On close the
 * transport stops first, then the queued readings are written and evaluated.
 */
export const mqttPlugin = fp(
  async (app: FastifyInstance, { config, evaluate, onReply }: MqttPluginOptions) => {
    const { retentionDays, batchRows, batchMs } = config.telemetry;
    const log = app.log.child({ component: 'telemetry' });
    const stats = createTelemetryStats();
    const writer = createBatchWriter({ db: app.db, evaluate, stats, log, batchRows, batchMs });
    const ingest = createIngest({ db: app.db, writer, stats, log, retentionDays });

    app.jobs.work(TELEMETRY_PARTITIONS_JOB, async () => {
      const changed = await ensurePartitions(app.db, new Date(), retentionDays);
      log.info(changed, 'telemetry partitions made and dropped');
    });
    app.jobs.schedule(TELEMETRY_PARTITIONS_JOB, TELEMETRY_PARTITIONS_CRON, {});

    let transport: (MqttTransport & { close(): Promise<void> }) | undefined;
    app.decorate<MqttTransport>('mqtt', {
      get brokerUrl() {
        return transport?.brokerUrl;
      },
      async publish(topic, payload) {
        if (!transport) throw new Error('MQTT transport not started');
        await transport.publish(topic, payload);
      },
    });
    app.decorate('telemetry', { stats: () => stats.snapshot() });

    // Started once the app is ready, as the jobs are: building the app (for its OpenAPI document,
    // say) touches neither the database nor a port. Without the transport the portal still
    // serves; only device readings wait for a restart, which the error line says.
    app.addHook('onReady', async () => {
      try {
        const partitions = await ensurePartitions(app.db, new Date(), retentionDays);
        log.debug(partitions, 'telemetry partitions ready');
      } catch (error) {
        // Partitions are made DAYS_AHEAD ahead and by the daily job: today's most likely exists.
        log.error(
          { err: error },
          'telemetry partitions not checked: readings of a day without one are lost until the daily job makes it',
        );
      }
      try {
        const onTelemetry = (topic: string, payload: Buffer) => ingest.handle(topic, payload);
        const { url } = config.mqtt;
        transport = url
          ? await connectToBroker({ config: { ...config.mqtt, url }, log, onTelemetry, onReply })
          : await startEmbeddedBroker({
              db: app.db,
              config: config.mqtt,
              log,
              onTelemetry,
              onReply,
            });
      } catch (error) {
        log.error(
          { err: error },
          'telemetry did not start: this instance takes no device reading until it restarts',
        );
      }
    });

    const statsLine = setInterval(
      () => log.debug({ stats: stats.snapshot() }, 'telemetry stats'),
      STATS_LOG_MS,
    ).unref();
    app.addHook('onClose', async () => {
      clearInterval(statsLine);
      await transport?.close();
      await writer.close();
    });
  },
  { name: 'mqtt', dependencies: ['jobs'] },
);
