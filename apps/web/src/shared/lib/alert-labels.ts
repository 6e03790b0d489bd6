import {
  type AlertSetting,
  type SeriesUnit,
  TELEMETRY_UNIT,
  type TelemetryType,
} from '@portal/contracts';
import type { ParseKeys, TFunction } from 'i18next';

// Alert texts in the viewer's language, for the alert settings and the alerts dashboard. The
// catalogue's alerts, levels and durations come from the API, so their keys are built from its
// ids (hence the casts to a key); a text the locale files do not have yet shows the API's English
// (spec 000 §3 Alert setting).

export type ReadingUnit = (typeof SeriesUnit)[number];

const UNIT_OF: Partial<Record<(typeof TelemetryType)[number], ReadingUnit>> = TELEMETRY_UNIT;

/** A number as the language writes it, to one decimal. */
export const formatNumber = (value: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);

/** A reading or threshold with its unit: "86.4 °F", "52 %", "640 ppb", "1,250 ppm". */
export function unitValue(t: TFunction, unit: ReadingUnit, value: number, language: string) {
  return t(`alertSettings.units.${unit}`, { value: formatNumber(value, language) });
}

/** A reading of a telemetry type with its unit, or the bare number for a state alert's. */
export function readingValue(
  t: TFunction,
  telemetryType: (typeof TelemetryType)[number],
  value: number,
  language: string,
): string {
  const unit = UNIT_OF[telemetryType];
  return unit ? unitValue(t, unit, value, language) : formatNumber(value, language);
}

type CatalogueText = 'title' | 'description' | 'recommendedAction';

export function catalogueText(
  t: TFunction,
  alertName: string,
  text: CatalogueText,
  english: string,
): string {
  const key = `alertSettings.catalogue.${alertName}.${text}` as ParseKeys<'common'>;
  return t(key, { defaultValue: english });
}

export function alertTitle(t: TFunction, alert: { alertName: string; title: string }) {
  return catalogueText(t, alert.alertName, 'title', alert.title);
}

/**
 * A choice of a levels or count threshold by its id: a level in words ("Very high"), a count
 * "Off" or "{count} days". Another id keeps the API's label.
 */
export function thresholdOptionLabel(
  t: TFunction,
  kind: AlertSetting['thresholdKind'],
  id: string,
  english: string,
): string {
  if (kind === 'count') {
    const count = Number(id);
    if (!Number.isInteger(count)) return english;
    return count === 0 ? t('alertSettings.count.off') : t('alertSettings.count.days', { count });
  }
  const key = `alertSettings.levels.${id}` as ParseKeys<'common'>;
  return t(key, { defaultValue: english });
}

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/;

/**
 * An observed time from its ISO 8601 duration (PT30M, PT2H, P1D), in the viewer's language with
 * its plural: "30 minutes", "2 hours", "1 day". Another text keeps the API's label.
 */
export function durationLabel(t: TFunction, iso: string, english = iso): string {
  const [, days, hours, minutes] = DURATION.exec(iso) ?? [];
  const parts = [
    days === undefined ? null : t('alertSettings.duration.days', { count: Number(days) }),
    hours === undefined ? null : t('alertSettings.duration.hours', { count: Number(hours) }),
    minutes === undefined ? null : t('alertSettings.duration.minutes', { count: Number(minutes) }),
  ].filter((part) => part !== null);
  return parts.length === 0 ? english : parts.join(' ');
}
