import {
  commandTopic,
  type DeviceReply,
  replyTopic,
  type TelemetryReading,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { MqttClient } from 'mqtt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_INTERVAL_MS, VirtualDevice } from './virtual-device';

const START = Date.parse('2026-11-24T12:00:00Z');

/**
 * A thermostat whose newest stored reading is from the moment it starts (nothing to backfill),
 * on a connection that only records what it is given to publish.
 */
function thermostat() {
  const published: TelemetryReading[] = [];
  const replies: DeviceReply[] = [];
  let onMessage: ((topic: string, payload: Buffer) => void) | undefined;
  const client = {
    publishAsync: async (topic: string, message: string) => {
      if (topic === replyTopic('thermostat')) replies.push(JSON.parse(message) as DeviceReply);
      else published.push(JSON.parse(message) as TelemetryReading);
    },
    endAsync: async () => {},
    on: (event: string, handler: (topic: string, payload: Buffer) => void) => {
      if (event === 'message') onMessage = handler;
    },
    subscribeAsync: async () => [],
  };
  /** Delivers a command as the broker would, and lets the device answer it. */
  const command = async (body: object) => {
    onMessage?.(commandTopic('thermostat'), Buffer.from(JSON.stringify(body)));
    await vi.advanceTimersByTimeAsync(0);
  };
  const log = { warn: vi.fn() };
  const device = new VirtualDevice(
    {
      id: 'thermostat',
      macAddress: 'A4:E1:00:00:02:02',
      deviceType: 'WiFiThermostat',
      proAlerts: true,
      newestReadingAt: new Date(START),
    },
    client as unknown as MqttClient,
    {},
    log as unknown as FastifyBaseLogger,
  );
  return { device, published, replies, command, log };
}

describe('a virtual device', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says nothing while offline, and reports again at once when cleared', async () => {
    const { device, published, log } = thermostat();
    await device.start(START);
    await vi.advanceTimersByTimeAsync(2 * LIVE_INTERVAL_MS);
    expect(published).toHaveLength(2);

    await device.fault('offline');
    const offlineAt = Date.now();
    await vi.advanceTimersByTimeAsync(10 * LIVE_INTERVAL_MS);
    expect(published).toHaveLength(2);

    await device.fault('clear');
    expect(published).toHaveLength(3);
    expect(Date.parse(published[2]?.time ?? '')).toBe(offlineAt + 10 * LIVE_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(2 * LIVE_INTERVAL_MS);
    expect(published).toHaveLength(5);

    await device.stop();
    await vi.advanceTimersByTimeAsync(2 * LIVE_INTERVAL_MS);
    expect(published).toHaveLength(5);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('answers a command with its new state and reports it at once; offline, it answers nothing', async () => {
    const { device, published, replies, command } = thermostat();
    await device.start(START);
    await vi.advanceTimersByTimeAsync(LIVE_INTERVAL_MS);
    const before = published.length;

    await command({
      commandId: 'c1',
      name: 'setState',
      change: { heatSetpoint: 71, mode: 'Heat' },
    });
    expect(replies).toHaveLength(1);
    const reply = replies[0];
    expect(reply).toMatchObject({
      commandId: 'c1',
      ok: true,
      state: { heatSetpoint: 71, mode: 'Heat' },
    });
    expect(reply?.ok && reply.before?.heatSetpoint).not.toBe(71);
    expect(published).toHaveLength(before + 1);
    expect(published.at(-1)).toMatchObject({ heatSetpoint: 71, mode: 'Heat' });
    // It keeps the new setpoint in the readings that follow.
    await vi.advanceTimersByTimeAsync(LIVE_INTERVAL_MS);
    expect(published.at(-1)).toMatchObject({ heatSetpoint: 71 });

    await device.fault('offline');
    await command({ commandId: 'c2', name: 'read' });
    expect(replies).toHaveLength(1);
    await device.stop();
  });
});
