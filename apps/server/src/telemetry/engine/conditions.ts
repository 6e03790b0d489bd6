import {
  AirQualityLevel,
  airQualityLevelOf,
  batteryLevelOf,
  DeviceAlertSeverity,
  SEVERITY_ORDER,
} from '@portal/contracts';
import { daysRemaining, type Part } from './replaceables';

// Whether a reading meets an alert type's condition (spec 000 §5 thresholds; issue 15 item 3).
// Units as the readings carry them: °F, % relative humidity, VOCs in ppb, CO2 in ppm, battery %.

export type Severity = (typeof DeviceAlertSeverity)[number];

/** One alert type as it applies to one device: what the company (or the catalogue) set. */
export type AlertRule = {
  alertName: string;
  severity: Severity;
  /** °F or % for a range, a level name (Medium, High, VeryHigh) for air quality, days for a count. */
  threshold: number | string | undefined;
  /** How long the condition must hold, in device time, before the alert opens; 0: at once. */
  observedMs: number;
};

/** What the engine knows of a device at a moment: one reading, or its latest state. */
export type Sample = {
  /** Device time. */
  at: Date;
  temperature?: number | undefined;
  humidity?: number | undefined;
  vocs?: number | undefined;
  co2?: number | undefined;
  heatSetpoint?: number | undefined;
  coolSetpoint?: number | undefined;
  equipment?: string | undefined;
  leak?: boolean | undefined;
  smoke?: boolean | undefined;
  co?: boolean | undefined;
  battery?: number | undefined;
  filter?: Part | undefined;
  humidifierPad?: Part | undefined;
};

/**
 * - meets: the condition holds (opens after the observed time, repeats an open alert);
 * - band: no longer past the threshold but not back by the hysteresis margin either: an open
 *   alert stays open, a pending condition is dropped (it must hold again from the start);
 * - clear: back past the margin: an open alert clears;
 * - unknown: the sample does not say (a leak detector's reading has no humidity).
 */
export type Verdict =
  | { kind: 'unknown' }
  | { kind: 'meets'; value: number | null; severity: Severity }
  | { kind: 'band' | 'clear'; value: number | null };

/** What the verdict may depend on besides the sample. */
export type Episode = {
  /** The value when the pending condition started (heating and cooling failures). */
  startValue?: number | null | undefined;
  /** When the open alert opened (replaceable parts: a part installed since clears it). */
  openedAt?: Date | undefined;
};

/** How far back past the threshold a reading must come before the alert clears. */
export const TEMPERATURE_MARGIN = 2;
export const HUMIDITY_MARGIN = 3;
/** Battery alerts clear once the battery is back above this (Low starts below 25 %). */
export const BATTERY_CLEAR_PERCENT = 30;
/** Heating (cooling) failure: this far below the heat (above the cool) setpoint while running. */
export const SETPOINT_MISS = 3;

/** One step more severe (Urgent stays Urgent). */
export function escalated(severity: Severity): Severity {
  const next = SEVERITY_ORDER[severity] - 1;
  return DeviceAlertSeverity.find((step) => SEVERITY_ORDER[step] === next) ?? severity;
}

export function isMoreSevere(a: Severity, b: Severity): boolean {
  return SEVERITY_ORDER[a] < SEVERITY_ORDER[b];
}

const UNKNOWN: Verdict = { kind: 'unknown' };

/** Past a high threshold: meets above it, clears at or below it minus the margin. */
function above(value: number | undefined, rule: AlertRule, margin: number): Verdict {
  if (value === undefined || typeof rule.threshold !== 'number') return UNKNOWN;
  if (value > rule.threshold) return { kind: 'meets', value, severity: rule.severity };
  return { kind: value <= rule.threshold - margin ? 'clear' : 'band', value };
}

/** Past a low threshold: meets below it, clears at or above it plus the margin. */
function below(value: number | undefined, rule: AlertRule, margin: number): Verdict {
  if (value === undefined || typeof rule.threshold !== 'number') return UNKNOWN;
  if (value < rule.threshold) return { kind: 'meets', value, severity: rule.severity };
  return { kind: value >= rule.threshold + margin ? 'clear' : 'band', value };
}

/** At or above the threshold's air-quality level; any level below it clears. */
function airQuality(kind: 'Vocs' | 'Co2', value: number | undefined, rule: AlertRule): Verdict {
  const threshold = AirQualityLevel.indexOf(rule.threshold as AirQualityLevel);
  if (value === undefined || threshold < 0) return UNKNOWN;
  const level = AirQualityLevel.indexOf(airQualityLevelOf(kind, value));
  if (level >= threshold) return { kind: 'meets', value, severity: rule.severity };
  return { kind: 'clear', value };
}

/** A state flag (leak, smoke, CO): meets while true, clears when false. */
function flag(value: boolean | undefined, rule: AlertRule): Verdict {
  if (value === undefined) return UNKNOWN;
  return value
    ? { kind: 'meets', value: null, severity: rule.severity }
    : { kind: 'clear', value: null };
}

/** Low or Critical: meets, one severity step up at Critical; clears back to Ok above 30 %. */
function battery(percent: number | undefined, rule: AlertRule): Verdict {
  if (percent === undefined) return UNKNOWN;
  const level = batteryLevelOf(percent);
  if (level === 'Critical')
    return { kind: 'meets', value: percent, severity: escalated(rule.severity) };
  if (level === 'Low') return { kind: 'meets', value: percent, severity: rule.severity };
  return { kind: percent > BATTERY_CLEAR_PERCENT ? 'clear' : 'band', value: percent };
}

/**
 * The equipment runs (Heating) yet the temperature is SETPOINT_MISS or more below the heat
 * setpoint and has not risen since the condition started. Clears when the equipment stops or
 * the temperature comes back within the margin of that line. Cooling mirrors it (sign -1).
 */
function equipmentFailure(
  sample: Sample,
  rule: AlertRule,
  episode: Episode,
  running: 'Heating' | 'Cooling',
): Verdict {
  const setpoint = running === 'Heating' ? sample.heatSetpoint : sample.coolSetpoint;
  const { temperature, equipment } = sample;
  if (temperature === undefined || setpoint === undefined || equipment === undefined) {
    return UNKNOWN;
  }
  // Measured the heating way: how far the temperature falls short of the setpoint.
  const sign = running === 'Heating' ? 1 : -1;
  const shortfall = sign * (setpoint - temperature);
  const start = episode.startValue ?? temperature;
  const notRecovering = sign * (start - temperature) >= 0;
  if (equipment === running && shortfall >= SETPOINT_MISS && notRecovering) {
    return { kind: 'meets', value: temperature, severity: rule.severity };
  }
  const over = equipment !== running || shortfall <= SETPOINT_MISS - TEMPERATURE_MARGIN;
  return { kind: over ? 'clear' : 'band', value: temperature };
}

/**
 * A part due within the threshold's days (0, Off: on the due day itself). An open reminder
 * stays until a part installed after it opened is reported, which clears it.
 */
function replaceable(
  part: Part | undefined,
  sample: Sample,
  rule: AlertRule,
  episode: Episode,
): Verdict {
  if (part === undefined || typeof rule.threshold !== 'number') return UNKNOWN;
  const remaining = daysRemaining(part, sample.at);
  if (episode.openedAt && part.installedAt > episode.openedAt) {
    return { kind: 'clear', value: remaining };
  }
  if (remaining <= rule.threshold) {
    return { kind: 'meets', value: remaining, severity: rule.severity };
  }
  return { kind: episode.openedAt ? 'band' : 'clear', value: remaining };
}

/** The verdict of one alert type on one sample. DeviceOffline clears on any reading. */
export function judge(rule: AlertRule, sample: Sample, episode: Episode = {}): Verdict {
  switch (rule.alertName) {
    case 'HighIndoorTemperature':
      return above(sample.temperature, rule, TEMPERATURE_MARGIN);
    case 'LowIndoorTemperature':
    case 'FreezeRisk':
      return below(sample.temperature, rule, TEMPERATURE_MARGIN);
    case 'HighIndoorHumidity':
      return above(sample.humidity, rule, HUMIDITY_MARGIN);
    case 'LowIndoorHumidity':
      return below(sample.humidity, rule, HUMIDITY_MARGIN);
    case 'HighVocLevel':
      return airQuality('Vocs', sample.vocs, rule);
    case 'HighCo2Level':
      return airQuality('Co2', sample.co2, rule);
    case 'WaterLeakDetected':
      return flag(sample.leak, rule);
    case 'SmokeAlarm':
      return flag(sample.smoke, rule);
    case 'CarbonMonoxideAlarm':
      return flag(sample.co, rule);
    case 'LowBattery':
      return battery(sample.battery, rule);
    case 'HeatingFailure':
      return equipmentFailure(sample, rule, episode, 'Heating');
    case 'CoolingFailure':
      return equipmentFailure(sample, rule, episode, 'Cooling');
    case 'FilterReplacementDue':
      return replaceable(sample.filter, sample, rule, episode);
    case 'HumidifierPadReplacementDue':
      return replaceable(sample.humidifierPad, sample, rule, episode);
    case 'DeviceOffline':
      return { kind: 'clear', value: null };
    default:
      return UNKNOWN;
  }
}
