import {
  type AlertConfigData,
  type AlertSetting,
  type AlertSettingInput,
  NOT_CREATED_ID,
  shownThreshold,
} from '@portal/contracts';

/**
 * What the page lets a partner change of one alert. `recommendedAction` is null while it is the
 * default text: the page shows that in the viewer's language and sends the default back.
 */
export interface AlertDraft {
  isEnabled: boolean;
  threshold: AlertConfigData['threshold'];
  observedTime: string | undefined;
  recommendedAction: string | null;
}

/** Local edits by alert name; an alert without one shows what the server has. */
export type AlertEdits = Readonly<Record<string, AlertDraft>>;

/** The alert as the server has it (a stored "good" VOC or CO2 level already shown as Medium). */
export function draftOf(setting: AlertSetting): AlertDraft {
  return {
    isEnabled: setting.isEnabled,
    threshold: shownThreshold(setting),
    observedTime: setting.configData.observedTime,
    recommendedAction:
      setting.recommendedAction === setting.defaultRecommendedAction
        ? null
        : setting.recommendedAction,
  };
}

/** The alert as the page shows it: the local edit, else the server's. */
export function currentDraft(setting: AlertSetting, edits: AlertEdits): AlertDraft {
  return edits[setting.alertName] ?? draftOf(setting);
}

function sameDraft(a: AlertDraft, b: AlertDraft): boolean {
  return (
    a.isEnabled === b.isEnabled &&
    a.threshold === b.threshold &&
    a.observedTime === b.observedTime &&
    a.recommendedAction === b.recommendedAction
  );
}

/** The alerts whose local edit differs from the server's data (spec 000 §4: unsaved changes). */
export function changedSettings(settings: readonly AlertSetting[], edits: AlertEdits) {
  return settings.filter((setting) => {
    const edit = edits[setting.alertName];
    return edit !== undefined && !sameDraft(edit, draftOf(setting));
  });
}

/** True while the company has saved no settings yet: saving then creates them all (POST). */
export function noneCreated(settings: readonly AlertSetting[]): boolean {
  return settings.every((setting) => setting.id === NOT_CREATED_ID);
}

/** One alert as a create or update sends it. */
export function settingInput(setting: AlertSetting, edits: AlertEdits): AlertSettingInput {
  const draft = currentDraft(setting, edits);
  const configData: AlertConfigData = {};
  if (draft.threshold !== undefined) configData.threshold = draft.threshold;
  if (draft.observedTime !== undefined) configData.observedTime = draft.observedTime;
  return {
    alertName: setting.alertName,
    isEnabled: draft.isEnabled,
    recommendedAction: draft.recommendedAction ?? setting.defaultRecommendedAction,
    configData,
  };
}
