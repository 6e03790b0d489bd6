import type { EquipmentStatus } from '@portal/contracts';
import { DAY_MS, HOUR_MS, localHour, MINUTE_MS, round, WEEK_MS } from './clock';
import type { Measurements } from './models';
import { noise, pick, uniform } from './random';

// A thermostat in a lived-in home: a day and night schedule, a furnace or air conditioner that
// cycles around the setpoint (the room warms while the furnace runs and cools while it rests),
// runtime that grows with the gap to the weather outside, and humidity drifting over the week.

/** What each of a thermostat's random draws is for (the keys of random.ts). */
const Draw = {
  mode: 1,
  climate: 2,
  weather: 3,
  heatSetpoint: 4,
  coolSetpoint: 5,
  cyclePeriod: 6,
  cyclePhase: 7,
  temperature: 8,
  humidityPhase: 9,
  humidity: 10,
  filterPhase: 11,
  humidifierPad: 12,
  padPhase: 13,
} as const;

/** Mostly heating: the demo runs in the northern winter. */
const MODES = ['Heat', 'Heat', 'Cool', 'Auto'] as const;
/** The mean outdoor temperature (°F) of the home's climate by mode: where it heats, it is cold. */
const CLIMATE: Record<(typeof MODES)[number], { low: number; high: number }> = {
  Heat: { low: 25, high: 55 },
  Cool: { low: 80, high: 95 },
  Auto: { low: 55, high: 75 },
};
const FILTER_LIFETIME_DAYS = 90;
const PAD_LIFETIME_DAYS = 180;
/** The furnace or air conditioner's swing around the setpoint, °F either side. */
const SWING = 0.75;

function outdoorTemperature(seed: number, at: number, mode: (typeof MODES)[number]): number {
  const { low, high } = CLIMATE[mode];
  const mean = low + (high - low) * uniform(seed, Draw.climate);
  // Warmest at three in the afternoon, weather changing by the hour.
  const daily = 8 * Math.cos((2 * Math.PI * (localHour(seed, at) - 15)) / 24);
  return mean + daily + 3 * noise(seed, Draw.weather, Math.floor(at / HOUR_MS));
}

/** Time the equipment ran up to `cycles` periods, in periods, when it runs the first `duty` of each. */
function onCycles(cycles: number, duty: number): number {
  const whole = Math.floor(cycles);
  return whole * duty + Math.min(cycles - whole, duty);
}

/** When the part was last changed: every lifetime, at the home's own phase. */
function lastChange(seed: number, at: number, lifetimeDays: number, draw: number): string {
  const lifetime = lifetimeDays * DAY_MS;
  const phase = Math.floor(uniform(seed, draw) * lifetimeDays) * DAY_MS;
  return new Date(Math.floor((at - phase) / lifetime) * lifetime + phase).toISOString();
}

/** What the thermostat reports at `at` (ms), with its runtime since `previousAt`. */
export function thermostatReading(seed: number, at: number, previousAt: number): Measurements {
  const mode = pick(MODES, seed, Draw.mode);
  const hour = localHour(seed, at);
  const night = hour < 6 || hour >= 22;
  const heatSetpoint = (night ? 64 : 68) + Math.round(noise(seed, Draw.heatSetpoint) * 2);
  const coolSetpoint = (night ? 78 : 75) + Math.round(noise(seed, Draw.coolSetpoint) * 2);
  const outdoor = outdoorTemperature(seed, at, mode);
  const heating = mode === 'Heat' || (mode === 'Auto' && outdoor < 65);
  const setpoint = heating ? heatSetpoint : coolSetpoint;

  // The further the weather is from the setpoint, the larger the share of each cycle it runs.
  const duty = Math.min(0.9, Math.max(0.1, Math.abs(setpoint - outdoor) / 40));
  const period = (15 + 15 * uniform(seed, Draw.cyclePeriod)) * MINUTE_MS;
  const offset = uniform(seed, Draw.cyclePhase);
  const cycles = at / period + offset;
  const phase = cycles - Math.floor(cycles);
  const running = phase < duty;
  const swing = running ? phase / duty : 1 - (phase - duty) / (1 - duty);
  const direction = heating ? 1 : -1;
  const temperature =
    setpoint + direction * (swing * 2 * SWING - SWING) + 0.3 * noise(seed, Draw.temperature, at);

  const since = Math.min(previousAt, at);
  const ran = Math.round(
    ((onCycles(cycles, duty) - onCycles(since / period + offset, duty)) * period) / 1000,
  );
  const runSeconds = Math.min(86_400, ran);
  const equipment: (typeof EquipmentStatus)[number] = running
    ? heating
      ? 'Heating'
      : 'Cooling'
    : 'Idle';

  const weekly = Math.sin(2 * Math.PI * (at / WEEK_MS + uniform(seed, Draw.humidityPhase)));
  const daily = Math.sin((2 * Math.PI * hour) / 24);
  const humidity =
    40 + 8 * weekly + 3 * daily + 1.5 * noise(seed, Draw.humidity, at) + (heating ? 0 : 3);

  const hasHumidifier = uniform(seed, Draw.humidifierPad) < 0.4;
  return {
    temperature: round(temperature, 1),
    humidity: round(humidity, 1),
    heatSetpoint,
    coolSetpoint,
    mode,
    equipment,
    fan: 'Auto',
    runtime: {
      heatSeconds: heating ? runSeconds : 0,
      coolSeconds: heating ? 0 : runSeconds,
      fanSeconds: runSeconds,
    },
    filter: {
      installedAt: lastChange(seed, at, FILTER_LIFETIME_DAYS, Draw.filterPhase),
      lifetimeDays: FILTER_LIFETIME_DAYS,
    },
    ...(hasHumidifier
      ? {
          humidifierPad: {
            installedAt: lastChange(seed, at, PAD_LIFETIME_DAYS, Draw.padPhase),
            lifetimeDays: PAD_LIFETIME_DAYS,
          },
        }
      : {}),
  };
}
