import type { DeviceAlert, SeriesUnit } from '@portal/contracts';
import type { ParseKeys, TFunction } from 'i18next';

// An alert's values in words, in the viewer's language: readings with their units, the
// threshold the company set and the observed time.

export type Unit = (typeof SeriesUnit)[number];

/** The unit a reading of this telemetry type is in; none for a state or reminder alert. */
const UNIT_OF: Partial<Record<DeviceAlert['telemetryType'], Unit>> = {
  Temperature: 'FAHRENHEIT',
  Humidity: 'PERCENT',
  Vocs: 'PPB',
  Co2: 'PPM',
};

/** A number as the language writes it, to one decimal. */
export const formatNumber = (value: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);

/** A reading with its unit: "86.4 °F", "52 %", "640 ppb", "1,250 ppm". */
export function unitValue(t: TFunction, unit: Unit, value: number, language: string): string {
  return t(`alertsDashboard.units.${unit}`, { value: formatNumber(value, language) });
}

/** A reading of the alert's measurement with its unit, or the bare number for a state alert. */
export function alertValue(
  t: TFunction,
  alert: Pick<DeviceAlert, 'telemetryType'>,
  value: number,
  language: string,
): string {
  const unit = UNIT_OF[alert.telemetryType];
  return unit ? unitValue(t, unit, value, language) : formatNumber(value, language);
}

/**
 * The threshold the company set: a reading with its unit, a level ("High"), or days before a
 * part is due ("7 days", "Off").
 */
export function thresholdText(
  t: TFunction,
  alert: Pick<DeviceAlert, 'telemetryType' | 'threshold'>,
  language: string,
): string | null {
  const { threshold } = alert;
  if (threshold === null) return null;
  if (typeof threshold === 'number') return alertValue(t, alert, threshold, language);
  if (/^\d+$/.test(threshold)) {
    const count = Number(threshold);
    return count === 0 ? t('alertSettings.count.off') : t('alertSettings.count.days', { count });
  }
  return t(`alertSettings.levels.${threshold}` as ParseKeys<'common'>, {
    defaultValue: threshold,
  });
}

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/;

/** An ISO 8601 duration (PT30M, PT2H, P1D) in words; another text as it is. */
export function durationText(t: TFunction, iso: string): string {
  const [, days, hours, minutes] = DURATION.exec(iso) ?? [];
  const parts = [
    days && t('alertSettings.duration.days', { count: Number(days) }),
    hours && t('alertSettings.duration.hours', { count: Number(hours) }),
    minutes && t('alertSettings.duration.minutes', { count: Number(minutes) }),
  ].filter((part): part is string => Boolean(part));
  return parts.length === 0 ? iso : parts.join(' ');
}

export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** An alert type's title in the viewer's language; the API's English until translated. */
export function alertTypeTitle(t: TFunction, type: { alertName: string; title: string }) {
  return t(`alertSettings.catalogue.${type.alertName}.title` as ParseKeys<'common'>, {
    defaultValue: type.title,
  });
}
