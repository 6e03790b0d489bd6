import { Button, Drawer, Group, Select, Stack, Switch, Text, Textarea } from '@mantine/core';
import {
  type AlertSetting,
  observedTimeChoices,
  RECOMMENDED_ACTION_MAX_LENGTH,
  thresholdChoices,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertTitle, durationLabel, thresholdOptionLabel } from '@/shared/lib/alert-labels';
import { SeverityBadge } from '@/shared/ui/SeverityBadge';
import type { AlertDraft } from './alert-drafts';
import { alertDescription, defaultRecommendedAction } from './alert-labels';
import { ThresholdStepper } from './ThresholdStepper';

interface AlertEditorProps {
  setting: AlertSetting;
  initial: AlertDraft;
  onDone(draft: AlertDraft): void;
  onCancel(): void;
}

/** The pane's form: its own copy of the alert, handed back on Done (spec 000 §4). */
function AlertEditor({ setting, initial, onDone, onCancel }: AlertEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const change = (part: Partial<AlertDraft>) => setDraft((current) => ({ ...current, ...part }));
  // Spec 000 §5: nothing of a disabled alert can be changed but its switch.
  const disabled = !draft.isEnabled;
  const shownDefault = defaultRecommendedAction(t, setting);
  const recommendedAction = draft.recommendedAction ?? shownDefault;
  const thresholdLabel = t('alertSettings.pane.threshold');
  const observedTimes = observedTimeChoices(setting);

  return (
    <Stack gap="md">
      <SeverityBadge severity={setting.severity} />
      <Text>{alertDescription(t, setting)}</Text>
      <Switch
        label={t('alertSettings.pane.enable')}
        checked={draft.isEnabled}
        onChange={(event) => change({ isEnabled: event.currentTarget.checked })}
      />
      {setting.thresholdKind === 'range' && typeof draft.threshold === 'number' && (
        <ThresholdStepper
          label={thresholdLabel}
          value={draft.threshold}
          unit={setting.thresholdUnit === 'PERCENT' ? 'PERCENT' : 'FAHRENHEIT'}
          disabled={disabled}
          onChange={(threshold) => change({ threshold })}
        />
      )}
      {(setting.thresholdKind === 'levels' || setting.thresholdKind === 'count') && (
        <Select
          label={thresholdLabel}
          description={
            setting.thresholdKind === 'count' ? t('alertSettings.pane.countHint') : undefined
          }
          data={thresholdChoices(setting).map((option) => ({
            value: option.id,
            label: thresholdOptionLabel(t, setting.thresholdKind, option.id, option.label),
          }))}
          value={draft.threshold === undefined ? null : String(draft.threshold)}
          onChange={(threshold) => threshold !== null && change({ threshold })}
          allowDeselect={false}
          disabled={disabled}
        />
      )}
      {observedTimes.length > 0 && (
        <Select
          label={t('alertSettings.pane.observedTime')}
          description={t('alertSettings.pane.observedTimeHint')}
          data={observedTimes.map((option) => ({
            value: option.id,
            label: durationLabel(t, option.id, option.label),
          }))}
          value={draft.observedTime ?? null}
          onChange={(observedTime) => observedTime !== null && change({ observedTime })}
          allowDeselect={false}
          disabled={disabled}
        />
      )}
      <Textarea
        label={t('alertSettings.pane.recommendedAction')}
        description={t('alertSettings.pane.counter', {
          length: recommendedAction.length,
          max: RECOMMENDED_ACTION_MAX_LENGTH,
        })}
        value={recommendedAction}
        maxLength={RECOMMENDED_ACTION_MAX_LENGTH}
        rows={5}
        disabled={disabled}
        onChange={(event) => {
          const text = event.currentTarget.value;
          change({ recommendedAction: text === shownDefault ? null : text });
        }}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('alertSettings.pane.cancel')}
        </Button>
        <Button onClick={() => onDone(draft)}>{t('alertSettings.pane.done')}</Button>
      </Group>
    </Stack>
  );
}

interface EditAlertDrawerProps {
  /** The alert being edited; null while the pane is closed. */
  setting: AlertSetting | null;
  draft: AlertDraft | null;
  onDone(alertName: string, draft: AlertDraft): void;
  onClose(): void;
}

/** The edit side pane: Done applies the edit to the page (nothing is sent); Cancel drops it. */
export function EditAlertDrawer({ setting, draft, onDone, onClose }: EditAlertDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={setting !== null}
      onClose={onClose}
      position="right"
      title={setting === null ? '' : alertTitle(t, setting)}
    >
      {setting !== null && draft !== null && (
        <AlertEditor
          key={setting.alertName}
          setting={setting}
          initial={draft}
          onDone={(edited) => onDone(setting.alertName, edited)}
          onCancel={onClose}
        />
      )}
    </Drawer>
  );
}
