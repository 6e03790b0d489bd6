import { AlertCategory, type AlertSetting, compareAlertSettings } from '@portal/contracts';

/** The severity tabs of spec 000 §2, in order. */
export const SEVERITY_TABS = ['All', 'Urgent', 'Warning', 'Notice'] as const;
export type SeverityTab = (typeof SEVERITY_TABS)[number];

/** A row of the list: keyed by alert name, since alerts not created yet share the all-zeros id. */
export interface ListedAlert {
  id: string;
  setting: AlertSetting;
  /** The title in the viewer's language, which the list shows and sorts by. */
  title: string;
}

/** Spec 000 §4: urgent, warning, notice, then by title in the viewer's language. */
export function listedAlerts(
  settings: readonly AlertSetting[],
  titleOf: (setting: AlertSetting) => string,
  locale: string,
): ListedAlert[] {
  return settings
    .map((setting) => ({ id: setting.alertName, setting, title: titleOf(setting) }))
    .sort((a, b) =>
      compareAlertSettings(
        { severity: a.setting.severity, title: a.title },
        { severity: b.setting.severity, title: b.title },
        locale,
      ),
    );
}

/** The alert types the list holds, in the order of the enumeration: the filter's choices. */
export function categoriesPresent(settings: readonly AlertSetting[]): AlertSetting['category'][] {
  return AlertCategory.filter((category) =>
    settings.some((setting) => setting.category === category),
  );
}

/** The alerts of the chosen alert types (none chosen: all of them). */
export function ofCategories(
  alerts: readonly ListedAlert[],
  categories: readonly string[],
): ListedAlert[] {
  return categories.length === 0
    ? [...alerts]
    : alerts.filter((alert) => categories.includes(alert.setting.category));
}

export function ofSeverity(alerts: readonly ListedAlert[], tab: SeverityTab): ListedAlert[] {
  return tab === 'All' ? [...alerts] : alerts.filter((alert) => alert.setting.severity === tab);
}

export function isSeverityTab(value: string | null): value is SeverityTab {
  return (SEVERITY_TABS as readonly (string | null)[]).includes(value);
}
