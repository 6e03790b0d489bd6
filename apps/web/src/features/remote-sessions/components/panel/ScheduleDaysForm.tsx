import {
  Accordion,
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import {
  COOL_SETPOINT,
  HEAT_SETPOINT,
  MAX_PERIODS_PER_DAY,
  SchedulePeriodType,
  type ThermostatSchedule,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSchedule } from '@/features/remote-sessions/api/schedule';
import {
  type DeviceProblemKey,
  deviceProblemKey,
  refusedFieldErrors,
} from '@/features/remote-sessions/problems';
import {
  nextPeriod,
  scheduleMessage,
  validateSchedule,
} from '@/features/remote-sessions/schedule-values';
import { toastSuccess } from '@/shared/lib/toasts';
import { DeviceForm } from './DeviceForm';
import { useDeviceForm } from './use-device-form';

/** The form holds the schedule as the device answers it. */
const asIs = (schedule: ThermostatSchedule) => schedule;

/** Each day's periods, edited together and saved as the whole schedule. */
export function ScheduleDaysForm({
  deviceId,
  schedule,
}: {
  deviceId: string;
  schedule: ThermostatSchedule;
}) {
  const { t } = useTranslation();
  const save = useSaveSchedule(deviceId);
  const [problem, setProblem] = useState<DeviceProblemKey>();
  const { form, adopt } = useDeviceForm(schedule, asIs);
  const [openDays, setOpenDays] = useState<string[]>([]);

  const submit = form.onSubmit(async (values) => {
    setProblem(undefined);
    // Status and type change by their own controls: the form sends them as the device has them.
    const result = validateSchedule(t, {
      ...values,
      status: schedule.status,
      scheduleType: schedule.scheduleType,
    });
    if (!result.ok) {
      form.setErrors(result.errors);
      return;
    }
    try {
      adopt(await save.mutateAsync(result.schedule));
    } catch (failure) {
      setProblem(deviceProblemKey(failure));
      form.setErrors(refusedFieldErrors(failure, (path) => scheduleMessage(t, path)));
      return;
    }
    toastSuccess(t('remoteSessions.schedule.saved'));
  });

  const daysWithErrors = form.values.days
    .filter((_, index) =>
      Object.keys(form.errors).some((path) => path.startsWith(`days.${index}.`)),
    )
    .map((day) => day.day);

  const periodTypes = SchedulePeriodType.map((value) => ({
    value,
    label: t(`remoteSessions.values.periodType.${value}`),
  }));

  return (
    <DeviceForm
      onSubmit={submit}
      problem={problem}
      submitLabel={t('remoteSessions.schedule.save')}
      pending={save.isPending}
    >
      {/* A day at a time: seven days of periods at once would fill several screens. A day with
          a mistake opens by itself, so that its message shows. */}
      <Accordion multiple value={[...openDays, ...daysWithErrors]} onChange={setOpenDays}>
        {form.values.days.map((day, dayIndex) => {
          const dayName = t(`remoteSessions.values.day.${day.day}`);
          const dayError = form.errors[`days.${dayIndex}.periods`];
          const summary = day.periods
            .map(
              (period) =>
                `${t(`remoteSessions.values.periodType.${period.periodType}`)} ${period.startTime}`,
            )
            .join(' · ');
          return (
            <Accordion.Item key={day.day} value={day.day}>
              <Accordion.Control>
                <Text fw={600}>{dayName}</Text>
                <Text size="sm" c="dimmed">
                  {summary}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Fieldset legend={<VisuallyHidden>{dayName}</VisuallyHidden>} variant="unstyled">
                  <Stack gap="xs">
                    {day.periods.map((_period, index) => {
                      const path = `days.${dayIndex}.periods.${index}`;
                      const name = (field: string) =>
                        t('remoteSessions.schedule.fieldOfPeriod', {
                          field,
                          day: dayName,
                          number: index + 1,
                        });
                      return (
                        // biome-ignore lint/suspicious/noArrayIndexKey: periods have no id; a row is its place in the day.
                        <Group key={index} align="flex-start" gap="sm" wrap="wrap">
                          <Select
                            label={t('remoteSessions.schedule.period')}
                            aria-label={name(t('remoteSessions.schedule.period'))}
                            data={periodTypes}
                            allowDeselect={false}
                            w={150}
                            {...form.getInputProps(`${path}.periodType`)}
                          />
                          <TextInput
                            label={t('remoteSessions.schedule.startTime')}
                            aria-label={name(t('remoteSessions.schedule.startTime'))}
                            placeholder="HH:MM"
                            w={110}
                            {...form.getInputProps(`${path}.startTime`)}
                          />
                          <NumberInput
                            label={t('remoteSessions.controls.heatSetpoint')}
                            aria-label={name(t('remoteSessions.controls.heatSetpoint'))}
                            min={HEAT_SETPOINT.min}
                            max={HEAT_SETPOINT.max}
                            allowDecimal={false}
                            clampBehavior="none"
                            suffix=" °F"
                            w={130}
                            {...form.getInputProps(`${path}.heatSetpoint`)}
                          />
                          <NumberInput
                            label={t('remoteSessions.controls.coolSetpoint')}
                            aria-label={name(t('remoteSessions.controls.coolSetpoint'))}
                            min={COOL_SETPOINT.min}
                            max={COOL_SETPOINT.max}
                            allowDecimal={false}
                            clampBehavior="none"
                            suffix=" °F"
                            w={130}
                            {...form.getInputProps(`${path}.coolSetpoint`)}
                          />
                          <ActionIcon
                            variant="default"
                            size="lg"
                            mt={25}
                            aria-label={t('remoteSessions.schedule.removePeriod', {
                              day: dayName,
                              number: index + 1,
                            })}
                            disabled={day.periods.length <= 1}
                            onClick={() => form.removeListItem(`days.${dayIndex}.periods`, index)}
                          >
                            ×
                          </ActionIcon>
                        </Group>
                      );
                    })}
                    {typeof dayError === 'string' && (
                      <Text size="sm" c="red.8" role="alert">
                        {dayError}
                      </Text>
                    )}
                    <Group>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        disabled={day.periods.length >= MAX_PERIODS_PER_DAY}
                        aria-label={t('remoteSessions.schedule.addPeriodTo', { day: dayName })}
                        onClick={() =>
                          form.insertListItem(`days.${dayIndex}.periods`, nextPeriod(day.periods))
                        }
                      >
                        {t('remoteSessions.schedule.addPeriod')}
                      </Button>
                    </Group>
                  </Stack>
                </Fieldset>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </DeviceForm>
  );
}
