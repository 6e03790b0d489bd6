import { airQualityLevelOf, type BatteryLevel, type DeviceReadings } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { type ReadingUnit, unitValue } from './alert-labels';
import { formatDateTime } from './dates';

/** One thing a device reports, in words: its name, its value, and whether it is an alarm. */
export interface ReadingFact {
  label: string;
  value: string;
  alarm: boolean;
  /** The battery's level, for its fact: drawn beside the words. */
  batteryLevel?: (typeof BatteryLevel)[number];
}

const ALARMS = ['leak', 'smoke', 'co'] as const;

/**
 * A device's latest reading in words: when it came, whether the device is online (where nothing
 * else on the screen says so), what it measures, its battery and its signal. Only what the
 * device reports is listed: a leak detector has no setpoints, a smoke alarm no thermostat mode.
 * VOCs and CO2 carry the level word the alert settings use.
 */
export function readingFacts(
  t: TFunction,
  readings: DeviceReadings & { readingAt: string },
  language: string,
  { connection }: { connection: boolean },
): ReadingFact[] {
  const unit = (name: ReadingUnit, value: number) => unitValue(t, name, value, language);
  const withLevel = (kind: 'Vocs' | 'Co2', name: ReadingUnit, value: number) =>
    t('deviceReadings.withLevel', {
      value: unit(name, value),
      level: t(`alertSettings.levels.${airQualityLevelOf(kind, value)}`),
    });
  const facts: ReadingFact[] = [];
  const add = (label: string, value: string | null, alarm = false) => {
    if (value !== null) facts.push({ label, value, alarm });
  };
  const present = <T>(value: T | null, show: (value: T) => string) =>
    value === null ? null : show(value);
  const joined = (parts: Array<string | null>) => {
    const shown = parts.filter((part) => part !== null);
    return shown.length > 0 ? shown.join(' · ') : null;
  };

  add(t('deviceReadings.lastReading'), formatDateTime(readings.readingAt));
  if (connection) {
    add(
      t('deviceReadings.connection'),
      readings.online ? t('deviceReadings.online') : t('deviceReadings.offline'),
      !readings.online,
    );
  }
  add(
    t('deviceReadings.temperature'),
    present(readings.temperature, (value) => unit('FAHRENHEIT', value)),
  );
  add(
    t('deviceReadings.humidity'),
    present(readings.humidity, (value) => unit('PERCENT', value)),
  );
  add(
    t('deviceReadings.vocs'),
    present(readings.vocs, (value) => withLevel('Vocs', 'PPB', value)),
  );
  add(
    t('deviceReadings.co2'),
    present(readings.co2, (value) => withLevel('Co2', 'PPM', value)),
  );
  add(
    t('deviceReadings.setpoints'),
    joined([
      present(readings.heatSetpoint, (value) =>
        t('deviceReadings.heatTo', { value: unit('FAHRENHEIT', value) }),
      ),
      present(readings.coolSetpoint, (value) =>
        t('deviceReadings.coolTo', { value: unit('FAHRENHEIT', value) }),
      ),
    ]),
  );
  add(
    t('deviceReadings.mode'),
    joined([
      present(readings.mode, (mode) => t(`deviceReadings.modes.${mode}`)),
      present(readings.equipment, (equipment) => t(`deviceReadings.equipment.${equipment}`)),
      present(readings.fan, (fan) =>
        t('deviceReadings.fan', { fan: t(`deviceReadings.fanSwitch.${fan}`) }),
      ),
    ]),
  );
  for (const alarm of ALARMS) {
    const detected = readings[alarm];
    add(
      t(`deviceReadings.${alarm}`),
      present(detected, (on) => t(`deviceReadings.${alarm}State.${on ? 'detected' : 'clear'}`)),
      detected === true,
    );
  }
  const { batteryPercent: percent, batteryLevel: level } = readings;
  if (percent !== null && level !== null) {
    facts.push({
      label: t('deviceReadings.battery'),
      value: t('deviceReadings.batteryValue', {
        percent,
        level: t(`deviceReadings.batteryLevel.${level}`),
      }),
      alarm: level === 'Critical',
      batteryLevel: level,
    });
  }
  add(t('deviceReadings.signal'), t(`deviceReadings.signalStrength.${readings.signalStrength}`));
  return facts;
}
