import { hourBump, localHour, round, WEEK_MS } from './clock';
import type { Measurements } from './models';
import { noise, uniform } from './random';

// The battery and mains powered detectors: a leak detector on a basement or laundry floor, a
// smoke and CO alarm with its air-quality sensor, a water shut-off valve on the main line.

/** What each random draw is for (the keys of random.ts), apart from the thermostat's. */
const Draw = {
  floorTemperature: 21,
  floorHumidity: 22,
  humidityPhase: 23,
  temperature: 24,
  humidity: 25,
  vocBase: 26,
  breakfast: 27,
  dinner: 28,
  vocs: 29,
  co2Night: 30,
  co2: 31,
  waterTemperature: 32,
} as const;

/** A leak detector reports the floor's temperature and humidity, dry until water reaches it. */
export function leakDetectorReading(seed: number, at: number): Measurements {
  const hour = localHour(seed, at);
  // A basement is cool and changes little; the warmest hour is late afternoon.
  const temperature =
    58 +
    12 * uniform(seed, Draw.floorTemperature) +
    2 * Math.cos((2 * Math.PI * (hour - 16)) / 24) +
    0.3 * noise(seed, Draw.temperature, at);
  const humidity =
    42 +
    10 * uniform(seed, Draw.floorHumidity) +
    3 * Math.sin(2 * Math.PI * (at / WEEK_MS + uniform(seed, Draw.humidityPhase))) +
    noise(seed, Draw.humidity, at);
  return {
    temperature: round(temperature, 1),
    humidity: round(humidity, 1),
    leak: false,
  };
}

/**
 * A smoke alarm's air-quality sensor: VOCs (ppb) peak when the home cooks breakfast and dinner,
 * CO2 (ppm) builds up in the bedrooms overnight. Both stay below the alert catalogue's High
 * level (660 ppb, 1200 ppm) unless a fault says otherwise.
 */
export function smokeDetectorReading(seed: number, at: number): Measurements {
  const hour = localHour(seed, at);
  const cooking =
    hourBump(hour, 7.5, 0.75) * (150 + 200 * uniform(seed, Draw.breakfast)) +
    hourBump(hour, 18.5, 1) * (200 + 150 * uniform(seed, Draw.dinner));
  const vocs =
    (80 + 70 * uniform(seed, Draw.vocBase) + cooking) * (1 + 0.1 * noise(seed, Draw.vocs, at));
  const co2 =
    450 +
    hourBump(hour, 4, 2.5) * (250 + 200 * uniform(seed, Draw.co2Night)) +
    hourBump(hour, 19.5, 2) * 150 +
    30 * noise(seed, Draw.co2, at);
  return {
    vocs: Math.round(vocs),
    co2: Math.round(co2),
    smoke: false,
    co: false,
  };
}

/** A shut-off valve on the main line: the water's temperature and its leak sensor. */
export function valveReading(seed: number, at: number): Measurements {
  const temperature =
    50 + 10 * uniform(seed, Draw.waterTemperature) + 0.3 * noise(seed, Draw.temperature, at);
  return { temperature: round(temperature, 1), leak: false };
}
