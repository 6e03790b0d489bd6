import {
  type AlertCatalogueEntry,
  type AlertConfigData,
  type AlertSetting,
  type AlertSettingsInput,
  countOptions,
  NOT_CREATED_ID,
  observedTimeChoices,
  THRESHOLD_MAX,
  THRESHOLD_MIN,
  thresholdChoices,
} from '@portal/contracts';
import type { z } from 'zod';
import { configWithDefaults } from '../../../repositories/alert-settings';
import type { SettingValues } from './repository';

// The alert settings' rules, apart from the database: how a catalogue entry and the company's
// row make the AlertSetting the API answers, and what a write may store (spec 000 §5).

type StoredSetting = SettingValues & { id: string };
type FieldProblem = { field: string; message: string };
export type SettingsWrite = z.output<typeof AlertSettingsInput>;

function thresholdOptions(entry: AlertCatalogueEntry) {
  const { threshold } = entry;
  if (threshold?.kind === 'levels') return threshold.choices;
  if (threshold?.kind === 'count')
    return countOptions(threshold.max, threshold.off, threshold.unit);
  return undefined;
}

/** Range thresholds are degrees or percent, counts are days; levels have no unit. */
function thresholdUnit(entry: AlertCatalogueEntry): AlertSetting['thresholdUnit'] {
  const { threshold } = entry;
  return threshold && threshold.kind !== 'levels' ? threshold.unit : null;
}

/**
 * One alert type merged with the company's row: the row's choices, the catalogue's defaults
 * for whatever the row does not say, and an all-zeros id while there is no row (spec 000 §3).
 * Options are the catalogue's; the VOC/CO2 rules (thresholdChoices, observedTimeChoices) apply
 * to them wherever they are offered or checked.
 */
export function toAlertSetting(entry: AlertCatalogueEntry, row?: StoredSetting): AlertSetting {
  const threshold = thresholdOptions(entry);
  return {
    id: row?.id ?? NOT_CREATED_ID,
    alertName: entry.alertName,
    title: entry.title,
    description: entry.description,
    category: entry.category,
    telemetryType: entry.telemetryType,
    severity: entry.defaultSeverity,
    isEnabled: row?.isEnabled ?? entry.defaultEnabled,
    recommendedAction: row?.recommendedAction ?? entry.defaultRecommendedAction,
    defaultRecommendedAction: entry.defaultRecommendedAction,
    deviceTypes: entry.deviceTypes,
    thresholdKind: entry.threshold?.kind ?? null,
    thresholdUnit: thresholdUnit(entry),
    configData: configWithDefaults(entry, row?.configData),
    options: {
      ...(threshold ? { threshold } : {}),
      ...(entry.observedTime ? { observedTime: entry.observedTime.choices } : {}),
    },
  };
}

const oneOf = (choices: { id: string }[]) =>
  `Choose one of ${choices.map((choice) => choice.id).join(', ')}.`;

/** Why the threshold cannot be stored for the alert, if it cannot. */
function thresholdProblem(alert: AlertSetting, threshold: AlertConfigData['threshold']) {
  if (threshold === undefined) return undefined;
  if (alert.thresholdKind === null) return `${alert.title} has no threshold.`;
  if (alert.thresholdKind === 'range') {
    const inRange =
      typeof threshold === 'number' && threshold >= THRESHOLD_MIN && threshold <= THRESHOLD_MAX;
    return inRange ? undefined : `Give a whole number from ${THRESHOLD_MIN} to ${THRESHOLD_MAX}.`;
  }
  const choices = thresholdChoices(alert);
  return choices.some((choice) => choice.id === threshold) ? undefined : oneOf(choices);
}

/** Why the observed time cannot be stored for the alert, if it cannot. */
function observedTimeProblem(alert: AlertSetting, observedTime: string | undefined) {
  if (observedTime === undefined) return undefined;
  const choices = observedTimeChoices(alert);
  if (choices.length === 0) return `${alert.title} has no observed time.`;
  return choices.some((choice) => choice.id === observedTime) ? undefined : oneOf(choices);
}

/**
 * The rows a write stores, or every problem with it, each naming its field
 * (body.settings.{index}.…): an alert the catalogue does not have, a threshold or observed time
 * the alert does not take. A recommended action that is empty or the default is stored as
 * null, so the alert follows the catalogue's text.
 */
export function checkedSettings(
  catalogue: AlertCatalogueEntry[],
  write: SettingsWrite,
): { values: SettingValues[] } | { problems: FieldProblem[] } {
  const alerts = new Map(catalogue.map((entry) => [entry.alertName, toAlertSetting(entry)]));
  const problems: FieldProblem[] = [];
  const values = write.settings.flatMap((input, index): SettingValues[] => {
    const field = `body.settings.${index}`;
    const alert = alerts.get(input.alertName);
    if (!alert) {
      const message = `No alert type is named ${input.alertName}.`;
      problems.push({ field: `${field}.alertName`, message });
      return [];
    }
    const threshold = thresholdProblem(alert, input.configData.threshold);
    if (threshold) problems.push({ field: `${field}.configData.threshold`, message: threshold });
    const observed = observedTimeProblem(alert, input.configData.observedTime);
    if (observed) problems.push({ field: `${field}.configData.observedTime`, message: observed });
    const text = input.recommendedAction;
    return [
      {
        alertName: alert.alertName,
        isEnabled: input.isEnabled,
        recommendedAction: text && text !== alert.defaultRecommendedAction ? text : null,
        configData: input.configData,
      },
    ];
  });
  return problems.length > 0 ? { problems } : { values };
}
