import { Text } from '@mantine/core';
import { airQualityLevelOf, batteryLevelOf, type DeviceReadings } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/dates';
import { BatteryIcon } from './BatteryIcon';
import { type Fact, FactList } from './FactList';

type NumberFormat = (value: number) => string;

const ALARMS = ['leak', 'smoke', 'co'] as const;
type Measurement = 'temperature' | 'humidity' | 'vocs' | 'co2' | 'setpoints' | 'mode';

/**
 * What the device measures, only what it reports: a leak detector has no setpoints, a smoke
 * alarm no thermostat mode. VOCs and CO2 carry the level word the alert settings use.
 */
function measurementFacts(readings: DeviceReadings, t: TFunction, number: NumberFormat): Fact[] {
  const unit = (name: 'fahrenheit' | 'percent' | 'ppb' | 'ppm', value: number) =>
    t(`customers.readings.unit.${name}`, { value: number(value) });
  const withLevel = (value: string, kind: 'Vocs' | 'Co2', measured: number) =>
    t('customers.readings.withLevel', {
      value,
      level: t(`alertSettings.levels.${airQualityLevelOf(kind, measured)}`),
    });
  const facts: Fact[] = [];
  const add = (
    label: Measurement | (typeof ALARMS)[number],
    value: string | undefined,
    alarm = false,
  ) => {
    if (value !== undefined) facts.push({ label: t(`customers.readings.${label}`), value, alarm });
  };
  const present = <T,>(value: T | null, show: (value: T) => string) =>
    value === null ? undefined : show(value);
  const joined = (parts: Array<string | undefined>) => {
    const shown = parts.filter((part) => part !== undefined);
    return shown.length > 0 ? shown.join(' · ') : undefined;
  };

  add(
    'temperature',
    present(readings.temperature, (value) => unit('fahrenheit', value)),
  );
  add(
    'humidity',
    present(readings.humidity, (value) => unit('percent', value)),
  );
  add(
    'vocs',
    present(readings.vocs, (value) => withLevel(unit('ppb', value), 'Vocs', value)),
  );
  add(
    'co2',
    present(readings.co2, (value) => withLevel(unit('ppm', value), 'Co2', value)),
  );
  add(
    'setpoints',
    joined([
      present(readings.heatSetpoint, (value) =>
        t('customers.readings.heatTo', { value: unit('fahrenheit', value) }),
      ),
      present(readings.coolSetpoint, (value) =>
        t('customers.readings.coolTo', { value: unit('fahrenheit', value) }),
      ),
    ]),
  );
  add(
    'mode',
    joined([
      present(readings.mode, (mode) => t(`customers.readings.modes.${mode}`)),
      present(readings.equipment, (equipment) => t(`customers.readings.equipment.${equipment}`)),
      present(readings.fan, (fan) =>
        t('customers.readings.fan', { fan: t(`customers.readings.fanSwitch.${fan}`) }),
      ),
    ]),
  );
  for (const alarm of ALARMS) {
    const detected = readings[alarm];
    add(
      alarm,
      present(detected, (on) => t(`customers.readings.${alarm}State.${on ? 'detected' : 'clear'}`)),
      detected === true,
    );
  }
  return facts;
}

/** The battery's percent and level in words beside its icon; critical reads as an alarm. */
function batteryFact(percent: number, readings: DeviceReadings, t: TFunction): Fact {
  const level = readings.batteryLevel ?? batteryLevelOf(percent);
  return {
    label: t('customers.readings.battery'),
    value: (
      <>
        <BatteryIcon level={level} />
        {t('customers.readings.batteryValue', {
          percent,
          level: t(`customers.readings.batteryLevel.${level}`),
        })}
      </>
    ),
    alarm: level === 'Critical',
  };
}

/**
 * A device's latest reading on the customer account page: when it came, what the device
 * measures, its battery and its signal strength. Null: the company sees them only once the
 * homeowner accepted its Pro Alerts on the device.
 */
export function DeviceReadingsCell({ readings }: { readings: DeviceReadings | null }) {
  const { t, i18n } = useTranslation();
  if (readings === null) return <Text size="sm">{t('customers.readings.notAccepted')}</Text>;
  if (readings.readingAt === null) return <Text size="sm">{t('customers.readings.none')}</Text>;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format;
  const facts: Fact[] = [
    { label: t('customers.readings.lastReading'), value: formatDateTime(readings.readingAt) },
    ...measurementFacts(readings, t, number),
  ];
  if (readings.batteryPercent !== null) {
    facts.push(batteryFact(readings.batteryPercent, readings, t));
  }
  facts.push({
    label: t('customers.readings.signal'),
    value: t(`customers.readings.signalStrength.${readings.signalStrength}`),
  });
  return <FactList facts={facts} />;
}
