import { commandTopic, DeviceCommand, replyTopic, telemetryTopic } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { MqttClient } from 'mqtt';
import { backfillMessages, backfillTimes } from './backfill';
import {
  answerCommand,
  factorySettings,
  type HeldSettings,
  withHeldState,
} from './device-settings';
import { afterFault, type SimulatorFault } from './faults';
import type { FleetDevice } from './fleet-devices';
import { type Conditions, type DeviceModel, modelOf, readingAt, silentAt } from './models';
import { uniform } from './random';

/** A live device reports about every 15 seconds, each at its own moment within them. */
export const LIVE_INTERVAL_MS = 15_000;
const PHASE_DRAW = 51;

/**
 * One virtual device on its own MQTT connection with its own credentials, as a real device
 * would be: it first uploads the readings it missed, then reports live until stopped. A fault
 * changes what it reports from that moment and is published at once. It answers the commands
 * the server sends it (device-settings.ts), unless it is offline, and reports a reading at once
 * when a command changed it. What commands set lives in memory: a restarted simulator starts
 * from the factory settings again, as a thermostat would after a factory reset.
 */
export class VirtualDevice {
  readonly model: DeviceModel;
  private previousAt: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private sending = 0;
  private stopped = false;
  private backfilled: Promise<void> = Promise.resolve();
  private held: HeldSettings = factorySettings();

  constructor(
    readonly device: FleetDevice,
    private readonly client: MqttClient,
    private conditions: Conditions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.model = modelOf(device.macAddress, device.deviceType);
  }

  /**
   * Publishes what it would have reported since its newest stored reading, then goes live;
   * answers when the backfill is published. A failed backfill is logged and the device goes
   * live all the same, as a real one would after losing its backlog.
   */
  start(now: number): Promise<void> {
    this.listen();
    this.backfilled = this.backfill(now)
      .catch((error: unknown) => this.warn(error, 'its backfill was not published'))
      .then(() => this.goLive());
    return this.backfilled;
  }

  private async backfill(now: number) {
    const changes = Object.values(this.conditions);
    const times = backfillTimes(this.device.newestReadingAt?.getTime(), now, changes).filter(
      (at) => !silentAt(this.conditions, at),
    );
    const readings = times.map((at) => this.readingAt(at));
    for (const message of backfillMessages(readings)) await this.publish(message);
  }

  private goLive() {
    if (this.stopped) return;
    const phase = Math.floor(uniform(this.model.seed, PHASE_DRAW) * LIVE_INTERVAL_MS);
    this.timer = setTimeout(() => {
      this.timer = setInterval(() => this.tick(), LIVE_INTERVAL_MS);
      this.tick();
    }, phase);
  }

  /** A live reading, unless the previous one is still on its way (the broker may be away). */
  private tick() {
    if (this.sending > 0) return;
    this.send(Date.now()).catch((error: unknown) =>
      this.warn(error, 'a reading was not published'),
    );
  }

  /** Each reading's time is after the previous one's, so none is taken for a duplicate. */
  private readingAt(at: number) {
    const time = Math.max(at, (this.previousAt ?? 0) + 1);
    const previousAt = this.previousAt ?? time - LIVE_INTERVAL_MS;
    this.previousAt = time;
    return withHeldState(readingAt(this.model, time, previousAt, this.conditions), this.held);
  }

  /** What it would report at `at` with `held`, without counting it as reported. */
  private currentReading(at: number, held: HeldSettings) {
    return withHeldState(readingAt(this.model, at, at - LIVE_INTERVAL_MS, this.conditions), held);
  }

  /** Takes its commands on its own command topic (its credentials allow no other). */
  private listen() {
    this.client.on('message', (topic, payload) => {
      if (topic !== commandTopic(this.device.id)) return;
      this.answer(payload).catch((error: unknown) =>
        this.warn(error, 'a command was not answered'),
      );
    });
    this.client
      .subscribeAsync(commandTopic(this.device.id), { qos: 1 })
      .catch((error: unknown) => this.warn(error, 'its commands were not subscribed'));
  }

  /** Answers a command as the device it is; an offline device hears nothing. */
  private async answer(payload: Buffer) {
    const now = Date.now();
    if (silentAt(this.conditions, now)) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload.toString('utf8'));
    } catch {
      parsed = undefined;
    }
    const command = DeviceCommand.safeParse(parsed);
    if (!command.success) {
      this.log.warn({ deviceId: this.device.id }, 'simulator: a malformed command was ignored');
      return;
    }
    const { commandId, ...body } = command.data;
    const outcome = answerCommand(
      commandId,
      body,
      this.model.kind,
      this.currentReading(now, this.held),
      this.held,
      (held) => this.currentReading(now, held),
    );
    this.held = outcome.held;
    if (outcome.dried) {
      const { leak: _dried, ...rest } = this.conditions;
      this.conditions = rest;
    }
    await this.client.publishAsync(replyTopic(this.device.id), JSON.stringify(outcome.reply), {
      qos: 1,
    });
    if (outcome.changed) await this.send(Date.now());
  }

  /** Publishes the reading of `now`, unless the device is offline. */
  private async send(now: number) {
    if (silentAt(this.conditions, now)) return;
    this.sending += 1;
    try {
      await this.publish(JSON.stringify(this.readingAt(now)));
    } finally {
      this.sending -= 1;
    }
  }

  private async publish(message: string) {
    await this.client.publishAsync(telemetryTopic(this.device.id), message, { qos: 1 });
  }

  private warn(error: unknown, what: string) {
    this.log.warn({ err: error, deviceId: this.device.id }, `simulator: ${what}`);
  }

  /**
   * Starts the fault now and publishes the reading that shows it (none for offline); after the
   * backfill, so that device time keeps its order. Answers once the broker has it.
   */
  async fault(fault: SimulatorFault) {
    await this.backfilled;
    const now = Date.now();
    this.conditions = afterFault(this.conditions, fault, now);
    await this.send(now);
  }

  async stop() {
    this.stopped = true;
    // Node's clearTimeout ends an interval as well.
    clearTimeout(this.timer);
    await this.client.endAsync(true);
  }
}
