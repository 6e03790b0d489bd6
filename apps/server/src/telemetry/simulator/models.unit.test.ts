import {
  airQualityLevelOf,
  batteryLevelOf,
  type TelemetryReading,
  TelemetryReading as TelemetryReadingSchema,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from './clock';
import { batteryAt, modelOf, readingAt, type SimulatedDeviceType, silentAt } from './models';

const START = Date.parse('2026-11-20T00:00:00Z');
const STEP = 15 * MINUTE_MS;
/** Twenty devices of each type, with MAC addresses like the demo data's. */
const macs = Array.from(
  { length: 20 },
  (_, i) => `A4:E1:00:00:${(i * 7).toString(16).padStart(2, '0').toUpperCase()}:01`,
);

/** A week of readings, every 15 minutes, of each device of the type. */
function week(deviceType: SimulatedDeviceType): TelemetryReading[] {
  return macs.flatMap((mac) => {
    const model = modelOf(mac, deviceType);
    return Array.from({ length: (7 * DAY_MS) / STEP }, (_, k) =>
      readingAt(model, START + k * STEP, START + (k - 1) * STEP, {}),
    );
  });
}

function values(readings: TelemetryReading[], key: keyof TelemetryReading): number[] {
  return readings.map((r) => r[key]).filter((v): v is number => typeof v === 'number');
}

describe('device models', () => {
  it('reports readings the ingest accepts, for every kind of device', () => {
    const types: SimulatedDeviceType[] = [
      'WiFiThermostat',
      'WaterLeakDetector3',
      'SmokeDetector',
      'ShutOffValve',
    ];
    for (const type of types) {
      for (const reading of week(type))
        expect(TelemetryReadingSchema.safeParse(reading).error).toBeUndefined();
    }
  });

  it('keeps a thermostat home comfortable: near its setpoints, below the alert thresholds', () => {
    const readings = week('WiFiThermostat');
    const temperatures = values(readings, 'temperature');
    expect(Math.min(...temperatures)).toBeGreaterThan(60);
    // Northwind alerts at 82 °F: a healthy home never gets there.
    expect(Math.max(...temperatures)).toBeLessThan(82);
    const humidity = values(readings, 'humidity');
    expect(Math.min(...humidity)).toBeGreaterThan(25);
    expect(Math.max(...humidity)).toBeLessThan(60);
    for (const reading of readings) {
      const { heatSetpoint = 0, coolSetpoint = 0, temperature = 0, mode } = reading;
      expect(heatSetpoint).toBeGreaterThanOrEqual(62);
      expect(coolSetpoint).toBeLessThanOrEqual(80);
      expect(heatSetpoint).toBeLessThan(coolSetpoint);
      // Cycling within a degree or so of the setpoint it works to.
      const setpoints =
        mode === 'Cool'
          ? [coolSetpoint]
          : mode === 'Heat'
            ? [heatSetpoint]
            : [heatSetpoint, coolSetpoint];
      expect(Math.min(...setpoints.map((s) => Math.abs(temperature - s)))).toBeLessThan(1.1);
    }
  });

  it('counts HVAC runtime since the previous reading, on the equipment that runs', () => {
    const readings = week('Thermostat');
    for (const { runtime, mode } of readings) {
      if (!runtime) throw new Error('a thermostat reports runtime');
      expect(runtime.heatSeconds + runtime.coolSeconds).toBeLessThanOrEqual(STEP / 1000);
      expect(runtime.fanSeconds).toBe(runtime.heatSeconds + runtime.coolSeconds);
      if (mode === 'Heat') expect(runtime.coolSeconds).toBe(0);
      if (mode === 'Cool') expect(runtime.heatSeconds).toBe(0);
    }
    const ran = readings.reduce(
      (sum, r) => sum + (r.runtime?.heatSeconds ?? 0) + (r.runtime?.coolSeconds ?? 0),
      0,
    );
    // Duty cycles are 10 % to 90 % of the time.
    const total = (readings.length * STEP) / 1000;
    expect(ran / total).toBeGreaterThan(0.1);
    expect(ran / total).toBeLessThan(0.9);
    // The equipment says what it does at the moment of the reading.
    expect(new Set(readings.map((r) => r.equipment))).toEqual(
      new Set(['Heating', 'Cooling', 'Idle']),
    );
  });

  it('keeps detectors dry, smoke-free and their air below the High level', () => {
    const leaks = week('WaterLeakDetector3');
    expect(leaks.every((r) => r.leak === false)).toBe(true);
    // Far from freezing (the catalogue warns below 40 °F).
    expect(Math.min(...values(leaks, 'temperature'))).toBeGreaterThan(50);
    const smoke = week('SmokeDetector');
    expect(smoke.every((r) => r.smoke === false && r.co === false)).toBe(true);
    const vocs = values(smoke, 'vocs');
    const co2 = values(smoke, 'co2');
    expect(
      vocs.every(
        (v) =>
          airQualityLevelOf('Vocs', v) !== 'High' && airQualityLevelOf('Vocs', v) !== 'VeryHigh',
      ),
    ).toBe(true);
    expect(
      co2.every(
        (v) => airQualityLevelOf('Co2', v) === 'Good' || airQualityLevelOf('Co2', v) === 'Medium',
      ),
    ).toBe(true);
    // Cooking and sleeping show: the air is not the same all day.
    expect(Math.max(...vocs) - Math.min(...vocs)).toBeGreaterThan(150);
    expect(Math.max(...co2) - Math.min(...co2)).toBeGreaterThan(200);
  });

  it('drains batteries slowly and only on battery-powered devices', () => {
    expect(week('WiFiThermostat').some((r) => r.battery !== undefined)).toBe(false);
    expect(week('ShutOffValve').some((r) => r.battery !== undefined)).toBe(false);
    for (const battery of values(week('Wld'), 'battery')) {
      expect(batteryLevelOf(battery)).toBe('Ok');
      expect(battery).toBeLessThanOrEqual(100);
    }
    const seed = modelOf('A4:E1:00:00:07:00', 'WaterLeakDetector3').seed;
    const drops = Array.from(
      { length: 365 },
      (_, day) =>
        batteryAt(seed, START + day * DAY_MS) - batteryAt(seed, START + (day + 1) * DAY_MS),
    );
    // A quarter of a percent a day, and once in the year a new battery (a rise of about 70).
    expect(drops.filter((d) => d < 0)).toHaveLength(1);
    expect(drops.every((d) => d <= 1)).toBe(true);
    expect(drops.filter((d) => d >= 0).reduce((a, b) => a + b, 0)).toBeGreaterThan(80);
  });

  it('reports the Wi-Fi signal of where the device hangs, with a little noise', () => {
    for (const type of ['WiFiThermostat', 'SmokeDetector'] as const) {
      const rssi = values(week(type), 'rssi');
      expect(Math.min(...rssi)).toBeGreaterThanOrEqual(-73);
      expect(Math.max(...rssi)).toBeLessThanOrEqual(-42);
    }
  });

  it('says the same for the same device and moment, and differs between devices', () => {
    const model = modelOf('A4:E1:00:00:0C:00', 'WiFiThermostat');
    const at = START + 5 * STEP;
    expect(readingAt(model, at, at - STEP, {})).toEqual(readingAt(model, at, at - STEP, {}));
    const other = modelOf('A4:E1:00:00:11:01', 'WiFiThermostat');
    expect(readingAt(other, at, at - STEP, {})).not.toEqual(readingAt(model, at, at - STEP, {}));
  });
});

describe('device models in a fault', () => {
  const at = START + 40 * STEP;
  const since = at - STEP;
  const reading = (kind: SimulatedDeviceType, condition: Parameters<typeof readingAt>[3]) =>
    readingAt(modelOf('A4:E1:00:00:07:00', kind), at, at - STEP, condition);

  it('reports the fault from its start on, and nothing of it before', () => {
    expect(reading('WaterLeakDetector3', { leak: since }).leak).toBe(true);
    expect(reading('WaterLeakDetector3', { leak: at + 1 }).leak).toBe(false);
    expect(reading('ShutOffValve', { leak: since }).leak).toBe(true);
    expect(reading('SmokeDetector', { smoke: since }).smoke).toBe(true);
    expect(reading('SmokeDetector', { co: since })).toMatchObject({ co: true, smoke: false });
    expect(batteryLevelOf(reading('SmokeDetector', { lowBattery: since }).battery ?? 100)).toBe(
      'Low',
    );
  });

  it('makes a hot home hot and polluted air High, in every reading', () => {
    for (let k = 0; k < 96; k++) {
      const time = at + k * STEP;
      const hot = readingAt(modelOf(`A4:E1:00:00:02:${k}`, 'WiFiThermostat'), time, time - STEP, {
        highTemperature: since,
      });
      expect(hot.temperature).toBeGreaterThan(85);
      const air = readingAt(modelOf(`A4:E1:00:00:02:${k}`, 'SmokeDetector'), time, time - STEP, {
        highVocs: since,
      });
      expect(['High', 'VeryHigh']).toContain(airQualityLevelOf('Vocs', air.vocs ?? 0));
    }
  });

  it('falls silent when offline', () => {
    expect(silentAt({ offline: since }, at)).toBe(true);
    expect(silentAt({ offline: at + 1 }, at)).toBe(false);
    expect(silentAt({ leak: since }, at)).toBe(false);
  });
});
