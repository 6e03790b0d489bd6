import { Stack } from '@mantine/core';
import type { AlertSetting } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAdminEmails } from '@/features/alert-profile/api/get-admin-emails';
import { SERVICE_SETUP_PATH } from '@/shared/config/paths';
import { alertTitle } from '@/shared/lib/alert-labels';
import { recordSetupStep, SERVICE_SETUP_STEPS } from '@/shared/lib/service-setup-steps';
import { PageFrame } from '@/shared/ui/PageFrame';
import { AlertFilters } from './AlertFilters';
import { AlertList } from './AlertList';
import { type AlertDraft, type AlertEdits, changedSettings, currentDraft } from './alert-drafts';
import { severityTabLabel } from './alert-labels';
import { categoriesPresent, listedAlerts, ofCategories, type SeverityTab } from './alert-list';
import { EditAlertDrawer } from './EditAlertDrawer';
import { LeaveGuard } from './LeaveGuard';
import { SaveBar } from './SaveBar';
import { SaveFailedModal } from './SaveFailedModal';
import { EmailSettingsLink, SettingsBreadcrumbs } from './SettingsNavigation';
import { useSettingsSave } from './use-settings-save';

interface AlertSettingsPageProps {
  partnerAccountId: string;
  settings: readonly AlertSetting[];
  /** Opened from the service setup wizard (?from=setup). */
  fromSetup: boolean;
}

/**
 * The alert settings of spec 000 §2 and §4: the alerts by severity and type, edited in a side
 * pane and kept on the page until saved; the banner and the leave modal while they differ from
 * the server's data. From the setup wizard, Save and continue completes its fourth step.
 */
export function AlertSettingsPage({
  partnerAccountId,
  settings,
  fromSetup,
}: AlertSettingsPageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [edits, setEdits] = useState<AlertEdits>({});
  const [categories, setCategories] = useState<string[]>([]);
  const [tab, setTab] = useState<SeverityTab>('All');
  const [editing, setEditing] = useState<string | null>(null);
  const [setupDone, setSetupDone] = useState(false);
  const adminEmails = useAdminEmails(partnerAccountId);
  const dirty = changedSettings(settings, edits).length > 0;
  const saving = useSettingsSave({
    partnerAccountId,
    settings,
    edits,
    clearEdits: () => setEdits({}),
  });

  // Back to the wizard only once the saved settings are on the page: navigating in the render
  // that saved would meet the leave guard still holding the edits just sent.
  useEffect(() => {
    if (setupDone && !dirty) navigate(SERVICE_SETUP_PATH);
  }, [setupDone, dirty, navigate]);

  const alerts = useMemo(
    () => listedAlerts(settings, (setting) => alertTitle(t, setting), i18n.language),
    [settings, t, i18n.language],
  );
  const settingOf = (alertName: string | null) =>
    settings.find((setting) => setting.alertName === alertName) ?? null;
  const applyDraft = (alertName: string, change: (draft: AlertDraft) => AlertDraft) => {
    const setting = settingOf(alertName);
    if (setting === null) return;
    setEdits((current) => ({ ...current, [alertName]: change(currentDraft(setting, current)) }));
  };

  const continueSetup = () =>
    saving.save(() => {
      recordSetupStep(partnerAccountId, SERVICE_SETUP_STEPS.CustomizeAlertsSettings, 'complete');
      setSetupDone(true);
    });
  const editedSetting = settingOf(editing);

  return (
    <Stack gap="md">
      <SettingsBreadcrumbs fromSetup={fromSetup} />
      <PageFrame
        title={t('routes.alertSettings')}
        actions={<EmailSettingsLink fromSetup={fromSetup} />}
      >
        <SaveBar
          dirty={dirty}
          fromSetup={fromSetup}
          saving={saving.saving}
          onSave={() => void (fromSetup ? continueSetup() : saving.save())}
          onDiscard={() => setEdits({})}
        />
        <AlertFilters
          alerts={ofCategories(alerts, categories)}
          categories={categoriesPresent(settings)}
          chosenCategories={categories}
          onCategoriesChange={setCategories}
          tab={tab}
          onTabChange={setTab}
        >
          {(shown, severity) => (
            <AlertList
              alerts={shown}
              caption={t('alertSettings.list.caption', { tab: severityTabLabel(t, severity) })}
              isEnabled={(alertName) => {
                const setting = settingOf(alertName);
                return setting !== null && currentDraft(setting, edits).isEnabled;
              }}
              onToggle={(alertName, isEnabled) =>
                applyDraft(alertName, (draft) => ({ ...draft, isEnabled }))
              }
              onEdit={setEditing}
            />
          )}
        </AlertFilters>
      </PageFrame>
      <EditAlertDrawer
        setting={editedSetting}
        draft={editedSetting === null ? null : currentDraft(editedSetting, edits)}
        onDone={(alertName, draft) => {
          applyDraft(alertName, () => draft);
          setEditing(null);
        }}
        onClose={() => setEditing(null)}
      />
      <LeaveGuard dirty={dirty} saving={saving.saving} onSave={() => saving.save()} />
      <SaveFailedModal
        opened={saving.failed}
        email={adminEmails.data?.nodes[0]?.email}
        retrying={saving.saving}
        onDiscard={() => {
          setEdits({});
          saving.dismissFailure();
        }}
        onRetry={saving.retry}
        onClose={saving.dismissFailure}
      />
    </Stack>
  );
}
