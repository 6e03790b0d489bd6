import type { AlertSetting } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { catalogueText } from '@/shared/lib/alert-labels';
import type { SeverityTab } from './alert-list';

// The settings' own texts in the viewer's language; those the alerts dashboard shares are in
// shared/lib/alert-labels.

export function alertDescription(t: TFunction, setting: AlertSetting): string {
  return catalogueText(t, setting.alertName, 'description', setting.description);
}

export function defaultRecommendedAction(t: TFunction, setting: AlertSetting): string {
  return catalogueText(t, setting.alertName, 'recommendedAction', setting.defaultRecommendedAction);
}

/** A severity tab's name: All, or the severity. */
export function severityTabLabel(t: TFunction, tab: SeverityTab): string {
  return tab === 'All' ? t('alertSettings.tabs.all') : t(`alertSettings.severity.${tab}`);
}
