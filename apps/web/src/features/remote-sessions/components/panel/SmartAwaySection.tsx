import { Group, Select, Switch } from '@mantine/core';
import { type SmartAway, SmartAwayMode } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSmartAway, useSmartAway } from '@/features/remote-sessions/api/smart-away';
import { type DeviceProblemKey, deviceProblemKey } from '@/features/remote-sessions/problems';
import { toastSuccess } from '@/shared/lib/toasts';
import { TitledSection } from '@/shared/ui/TitledSection';
import { DeviceForm } from './DeviceForm';
import { DeviceRead } from './DeviceRead';
import { useDeviceForm } from './use-device-form';

/** Smart Away: whether the thermostat saves energy while the household is out, and how keenly. */
export function SmartAwaySection({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const smartAway = useSmartAway(deviceId, true);
  return (
    <TitledSection level={3} title={t('remoteSessions.smartAway.title')}>
      <DeviceRead query={smartAway}>
        {(answer) => <SmartAwayForm deviceId={deviceId} smartAway={answer} />}
      </DeviceRead>
    </TitledSection>
  );
}

/** The form holds Smart Away as the device answers it. */
const asIs = (smartAway: SmartAway) => smartAway;

function SmartAwayForm({ deviceId, smartAway }: { deviceId: string; smartAway: SmartAway }) {
  const { t } = useTranslation();
  const save = useSaveSmartAway(deviceId);
  const [problem, setProblem] = useState<DeviceProblemKey>();
  const { form, adopt } = useDeviceForm(smartAway, asIs);

  const submit = form.onSubmit(async (values) => {
    setProblem(undefined);
    try {
      adopt(await save.mutateAsync(values));
    } catch (failure) {
      setProblem(deviceProblemKey(failure));
      return;
    }
    toastSuccess(t('remoteSessions.smartAway.saved'));
  });

  return (
    <DeviceForm
      onSubmit={submit}
      problem={problem}
      submitLabel={t('remoteSessions.smartAway.save')}
      pending={save.isPending}
    >
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
    </DeviceForm>
  );
}
