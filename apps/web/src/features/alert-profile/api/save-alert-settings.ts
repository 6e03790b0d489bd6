import type { AlertSettingInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ignoreBody } from '@/shared/lib/api-client';
import { alertSettingsPath, alertSettingsQueryKey } from './get-alert-settings';

export interface SaveAlertSettingsInput {
  /** Create (POST, every alert) while the company has none saved; else update those named. */
  create: boolean;
  settings: AlertSettingInput[];
}

/**
 * POST .../alertProfiles/default/settings with locale en creates the company's settings (spec
 * 001 §7.9); PUT changes the alerts it names. The answer is not read: the settings are asked for
 * again, and the save counts as done once they have arrived, so the page never shows the old
 * values without its edits in between.
 */
export function useSaveAlertSettings(partnerAccountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ create, settings }: SaveAlertSettingsInput) =>
      apiRequest(alertSettingsPath(partnerAccountId), ignoreBody, {
        method: create ? 'POST' : 'PUT',
        body: create ? { locale: 'en', settings } : { settings },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: alertSettingsQueryKey(partnerAccountId) }),
  });
}
