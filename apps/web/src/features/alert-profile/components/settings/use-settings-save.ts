import type { AlertSetting } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveAlertSettings } from '@/features/alert-profile/api/save-alert-settings';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { type AlertEdits, changedSettings, noneCreated, settingInput } from './alert-drafts';

interface SettingsSaveOptions {
  partnerAccountId: string;
  settings: readonly AlertSetting[];
  edits: AlertEdits;
  /** Drops the local edits once the saved settings have arrived from the server. */
  clearEdits(): void;
}

/**
 * Saving the page (spec 000 §4, §8). While the company has no settings, every alert is created
 * (POST, locale en): a failure is an error toast. Otherwise only the changed alerts are sent
 * (PUT): a failure opens the save-failure modal, whose Try again repeats the same save.
 */
export function useSettingsSave({
  partnerAccountId,
  settings,
  edits,
  clearEdits,
}: SettingsSaveOptions) {
  const { t } = useTranslation();
  const mutation = useSaveAlertSettings(partnerAccountId);
  // What the failed save was to do next, so Try again does it too.
  const [failure, setFailure] = useState<{ then: (() => void) | undefined } | null>(null);

  /** Saves, then runs `then`; answers whether the settings are saved. */
  const save = async (then?: () => void): Promise<boolean> => {
    const create = noneCreated(settings);
    const sent = create ? settings : changedSettings(settings, edits);
    if (sent.length > 0) {
      try {
        await mutation.mutateAsync({
          create,
          settings: sent.map((setting) => settingInput(setting, edits)),
        });
      } catch {
        if (create) toastError(t('alertSettings.toast.createFailed'));
        else setFailure({ then });
        return false;
      }
      clearEdits();
      toastSuccess(create ? t('alertSettings.toast.created') : t('alertSettings.toast.saved'));
    }
    setFailure(null);
    then?.();
    return true;
  };

  return {
    save,
    saving: mutation.isPending,
    failed: failure !== null,
    retry: () => void save(failure?.then),
    dismissFailure: () => setFailure(null),
  };
}
