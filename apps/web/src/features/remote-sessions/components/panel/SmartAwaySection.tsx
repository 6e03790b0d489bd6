import { Alert, Button, Group, Select, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SmartAway, SmartAwayMode } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSmartAway, useSmartAway } from '@/features/remote-sessions/api/smart-away';
import { type DeviceProblemKey, deviceProblemKey } from '@/features/remote-sessions/problems';
import { toastSuccess } from '@/shared/lib/toasts';
import { InlineLoader } from '@/shared/ui/InlineLoader';
import { DeviceProblem } from './DeviceProblem';
import { PanelSection } from './PanelSection';
import { Sending } from './Sending';

/** Smart Away: whether the thermostat saves energy while the household is out, and how keenly. */
export function SmartAwaySection({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const smartAway = useSmartAway(deviceId, true);
  const problem = smartAway.isError && (
    <DeviceProblem failure={smartAway.error} onRetry={() => void smartAway.refetch()} />
  );
  let body: React.ReactNode;
  if (smartAway.data === undefined) body = smartAway.isPending ? <InlineLoader /> : problem;
  else {
    // What the device answered before stays, with why the newest read failed.
    body = (
      <Stack gap="sm">
        {problem}
        <SmartAwayForm deviceId={deviceId} smartAway={smartAway.data} />
      </Stack>
    );
  }
  return <PanelSection title={t('remoteSessions.smartAway.title')}>{body}</PanelSection>;
}

function SmartAwayForm({ deviceId, smartAway }: { deviceId: string; smartAway: SmartAway }) {
  const { t } = useTranslation();
  const save = useSaveSmartAway(deviceId);
  const [problem, setProblem] = useState<DeviceProblemKey>();
  const form = useForm<SmartAway>({ mode: 'controlled', initialValues: smartAway });

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows each new answer of the device.
  useEffect(() => {
    if (form.isDirty()) return;
    form.setValues(smartAway);
    form.resetDirty(smartAway);
  }, [smartAway]);

  const submit = form.onSubmit(async (values) => {
    setProblem(undefined);
    try {
      const saved = await save.mutateAsync(values);
      form.setValues(saved);
      form.resetDirty(saved);
    } catch (failure) {
      setProblem(deviceProblemKey(failure));
      return;
    }
    toastSuccess(t('remoteSessions.smartAway.saved'));
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {problem !== undefined && (
          <Alert color="red" variant="light" role="alert">
            {t(problem)}
          </Alert>
        )}
        <Group align="flex-end" gap="lg">
          <Switch
            label={t('remoteSessions.smartAway.enabled')}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <Select
            label={t('remoteSessions.smartAway.mode')}
            data={SmartAwayMode.map((value) => ({
              value,
              label: t(`remoteSessions.values.smartAwayMode.${value}`),
            }))}
            allowDeselect={false}
            w={220}
            {...form.getInputProps('mode')}
          />
        </Group>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('remoteSessions.smartAway.save')}
          </Button>
          <Sending pending={save.isPending} />
        </Group>
      </Stack>
    </form>
  );
}
