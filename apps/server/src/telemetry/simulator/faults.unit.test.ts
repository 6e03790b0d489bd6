import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from './clock';
import { afterFault, faultApplies, type ScriptCandidate, scriptFaults } from './faults';
import type { DeviceKind } from './models';

const START = Date.parse('2026-11-24T12:00:00Z');

/**
 * Northwind's demo devices that report telemetry (seed-customers.ts: MAC A4:E1:00:00:{customer}:
 * {device}), those of customers 2, 7, 12, 17 and 22 under Pro Alerts.
 */
const DEMO: ScriptCandidate[] = [
  '00:00 thermostat -',
  '01:00 leakDetector -',
  '01:01 smokeDetector -',
  '02:00 smokeDetector pro',
  '02:02 thermostat pro',
  '04:00 thermostat -',
  '05:01 thermostat -',
  '05:02 leakDetector -',
  '06:00 thermostat -',
  '07:00 leakDetector pro',
  '07:01 smokeDetector pro',
  '08:00 smokeDetector -',
  '08:02 thermostat -',
  '0A:00 thermostat -',
  '0B:01 thermostat -',
  '0B:02 leakDetector -',
  '0C:00 thermostat pro',
  '0D:00 leakDetector -',
  '0D:01 smokeDetector -',
  '0E:00 smokeDetector -',
  '0E:02 thermostat -',
  '10:00 thermostat -',
  '11:01 thermostat pro',
  '11:02 leakDetector pro',
  '12:00 thermostat -',
  '13:00 leakDetector -',
  '13:01 smokeDetector -',
  '14:00 smokeDetector -',
  '14:02 thermostat -',
  '16:00 thermostat pro',
  '17:01 thermostat -',
  '17:02 leakDetector -',
].map((line) => {
  const [mac = '', kind, proAlerts] = line.split(' ');
  return {
    id: `device ${mac}`,
    macAddress: `A4:E1:00:00:${mac}`,
    kind: kind as DeviceKind,
    proAlerts: proAlerts === 'pro',
  };
});

describe('scripted faults', () => {
  it('puts Pro Alerts devices in the demo faults, each device once', () => {
    const script = scriptFaults(DEMO, START);
    expect(script.leak?.deviceId).toBe('device 07:00');
    expect(Object.fromEntries(script.conditions)).toEqual({
      'device 02:02': { highTemperature: START - 40 * MINUTE_MS },
      'device 02:00': { highVocs: START - 3 * HOUR_MS },
      'device 11:02': { lowBattery: START - 6 * HOUR_MS },
      'device 0C:00': { offline: START - 5 * HOUR_MS },
    });
  });

  it('leaks 20 to 30 seconds after start, at the same moment in every run', () => {
    const { leak } = scriptFaults(DEMO, START);
    expect(leak?.afterMs).toBeGreaterThanOrEqual(20_000);
    expect(leak?.afterMs).toBeLessThan(30_000);
    expect(scriptFaults([...DEMO].reverse(), START + HOUR_MS).leak).toEqual(leak);
  });

  it('falls back to devices without Pro Alerts', () => {
    const script = scriptFaults(
      DEMO.filter((d) => !d.proAlerts),
      START,
    );
    expect(script.leak?.deviceId).toBe('device 01:00');
    expect(Object.fromEntries(script.conditions)).toEqual({
      'device 00:00': { highTemperature: START - 40 * MINUTE_MS },
      'device 01:01': { highVocs: START - 3 * HOUR_MS },
      'device 05:02': { lowBattery: START - 6 * HOUR_MS },
      'device 04:00': { offline: START - 5 * HOUR_MS },
    });
  });

  it('skips a fault no device can show', () => {
    const script = scriptFaults(
      DEMO.filter((d) => d.macAddress.endsWith('07:00') || d.macAddress.endsWith('0C:00')),
      START,
    );
    expect(script.leak?.deviceId).toBe('device 07:00');
    expect(Object.fromEntries(script.conditions)).toEqual({
      'device 0C:00': { highTemperature: START - 40 * MINUTE_MS },
    });
    expect(scriptFaults([], START)).toEqual({ conditions: new Map(), leak: undefined });
  });
});

describe('faults', () => {
  it('start their condition now, and clear ends them all', () => {
    const leaking = afterFault({}, 'leak', START);
    expect(leaking).toEqual({ leak: START });
    expect(afterFault(leaking, 'lowBattery', START + 1)).toEqual({
      leak: START,
      lowBattery: START + 1,
    });
    expect(afterFault(leaking, 'clear', START + 2)).toEqual({});
  });

  it('apply only where the device has the sensor', () => {
    expect(faultApplies('leakDetector', 'leak')).toBe(true);
    expect(faultApplies('valve', 'leak')).toBe(true);
    expect(faultApplies('thermostat', 'leak')).toBe(false);
    expect(faultApplies('smokeDetector', 'co')).toBe(true);
    expect(faultApplies('leakDetector', 'smoke')).toBe(false);
    expect(faultApplies('thermostat', 'highTemperature')).toBe(true);
    expect(faultApplies('valve', 'lowBattery')).toBe(false);
    expect(faultApplies('valve', 'offline')).toBe(true);
    expect(faultApplies('thermostat', 'clear')).toBe(true);
  });
});
