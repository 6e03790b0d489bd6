import type { AlertOption, AlertSetting } from '@portal/contracts';
import type { ParseKeys, TFunction } from 'i18next';
import type { SeverityTab } from './alert-list';

// The alert texts in the viewer's language. The catalogue's alerts, levels and durations come
// from the API, so their keys are built from its ids (hence the casts to a key); a text the
// locale files do not have yet shows the API's English (spec 000 §3 Alert setting).

type CatalogueText = 'title' | 'description' | 'recommendedAction';

function catalogueText(
  t: TFunction,
  alertName: string,
  text: CatalogueText,
  english: string,
): string {
  const key = `alertSettings.catalogue.${alertName}.${text}` as ParseKeys<'common'>;
  return t(key, { defaultValue: english });
}

export function alertTitle(t: TFunction, setting: Pick<AlertSetting, 'alertName' | 'title'>) {
  return catalogueText(t, setting.alertName, 'title', setting.title);
}

export function alertDescription(t: TFunction, setting: AlertSetting): string {
  return catalogueText(t, setting.alertName, 'description', setting.description);
}

export function defaultRecommendedAction(t: TFunction, setting: AlertSetting): string {
  return catalogueText(t, setting.alertName, 'recommendedAction', setting.defaultRecommendedAction);
}

/** A choice of a levels or count threshold: levels by id; counts "Off" or "{count} days". */
export function thresholdOptionLabel(
  t: TFunction,
  setting: Pick<AlertSetting, 'thresholdKind'>,
  option: AlertOption,
): string {
  if (setting.thresholdKind === 'count') {
    const count = Number(option.id);
    if (!Number.isInteger(count)) return option.label;
    return count === 0 ? t('alertSettings.count.off') : t('alertSettings.count.days', { count });
  }
  const key = `alertSettings.levels.${option.id}` as ParseKeys<'common'>;
  return t(key, { defaultValue: option.label });
}

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/;

/**
 * An observed time's label from its ISO 8601 duration id (PT30M, PT2H, P1D), in the viewer's
 * language with its plural: "30 minutes", "2 hours", "1 day". Another id keeps the API's label.
 */
export function durationLabel(t: TFunction, option: AlertOption): string {
  const match = DURATION.exec(option.id);
  const [, days, hours, minutes] = match ?? [];
  const parts = [
    days === undefined ? null : t('alertSettings.duration.days', { count: Number(days) }),
    hours === undefined ? null : t('alertSettings.duration.hours', { count: Number(hours) }),
    minutes === undefined ? null : t('alertSettings.duration.minutes', { count: Number(minutes) }),
  ].filter((part) => part !== null);
  return parts.length === 0 ? option.label : parts.join(' ');
}

/** A range threshold with its unit: "50 °F", "45 %". */
export function thresholdValueLabel(
  t: TFunction,
  unit: AlertSetting['thresholdUnit'],
  value: number,
): string {
  return unit === 'PERCENT'
    ? t('alertSettings.units.percent', { value })
    : t('alertSettings.units.fahrenheit', { value });
}

/** A severity tab's name: All, or the severity. */
export function severityTabLabel(t: TFunction, tab: SeverityTab): string {
  return tab === 'All' ? t('alertSettings.tabs.all') : t(`alertSettings.severity.${tab}`);
}
