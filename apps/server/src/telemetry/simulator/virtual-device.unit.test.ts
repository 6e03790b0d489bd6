import type { TelemetryReading } from '@portal/contracts';
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
  const client = {
    publishAsync: async (_topic: string, message: string) => {
      published.push(JSON.parse(message) as TelemetryReading);
    },
    endAsync: async () => {},
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
  return { device, published, log };
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
});
