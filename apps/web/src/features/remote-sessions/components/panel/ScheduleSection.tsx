import { Group, Select, Stack, Switch } from '@mantine/core';
import { ScheduleType, type ThermostatSchedule } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useSchedule,
  useScheduleMode,
  useScheduleStatus,
} from '@/features/remote-sessions/api/schedule';
import { type DeviceProblemKey, deviceProblemKey } from '@/features/remote-sessions/problems';
import { TitledSection } from '@/shared/ui/TitledSection';
import { DeviceRead } from './DeviceRead';
import { ProblemAlert } from './ProblemAlert';
import { ScheduleDaysForm } from './ScheduleDaysForm';
import { Sending } from './Sending';

/** The thermostat's schedule: whether it follows it, which kind, and each day's periods. */
export function ScheduleSection({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const schedule = useSchedule(deviceId, true);
  return (
    <TitledSection level={3} title={t('remoteSessions.schedule.title')}>
      <DeviceRead query={schedule}>
        {(answer) => <ScheduleEditor deviceId={deviceId} schedule={answer} />}
      </DeviceRead>
    </TitledSection>
  );
}

function ScheduleEditor({
  deviceId,
  schedule,
}: {
  deviceId: string;
  schedule: ThermostatSchedule;
}) {
  const { t } = useTranslation();
  const status = useScheduleStatus(deviceId);
  const mode = useScheduleMode(deviceId);
  const [problem, setProblem] = useState<DeviceProblemKey>();

  const change = async (call: () => Promise<unknown>) => {
    setProblem(undefined);
    try {
      await call();
    } catch (failure) {
      setProblem(deviceProblemKey(failure));
    }
  };

  return (
    <Stack gap="md">
      <ProblemAlert problem={problem} />
      <Group align="flex-end" gap="lg">
        <Switch
          label={t('remoteSessions.schedule.follow')}
          checked={schedule.status === 'On'}
          disabled={status.isPending}
          onChange={(event) => {
            const next = event.currentTarget.checked ? 'On' : 'Off';
            void change(() => status.mutateAsync(next));
          }}
        />
        <Select
          label={t('remoteSessions.schedule.type')}
          data={ScheduleType.map((value) => ({
            value,
            label: t(`remoteSessions.values.scheduleType.${value}`),
          }))}
          value={schedule.scheduleType}
          allowDeselect={false}
          disabled={mode.isPending}
          onChange={(value) => {
            const next = ScheduleType.find((type) => type === value);
            if (next !== undefined && next !== schedule.scheduleType) {
              void change(() => mode.mutateAsync(next));
            }
          }}
          w={240}
        />
        <Sending pending={status.isPending || mode.isPending} />
      </Group>
      <ScheduleDaysForm deviceId={deviceId} schedule={schedule} />
    </Stack>
  );
}
