import { Group, NumberInput, Select } from '@mantine/core';
import {
  CdmCommand,
  COOL_SETPOINT,
  type DeviceControlState,
  FanSwitchRequest,
  HEAT_SETPOINT,
  SETPOINT_DEADBAND,
  ThermostatMode,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendCommand } from '@/features/remote-sessions/api/device-state';
import {
  type DeviceProblemKey,
  deviceProblemKey,
  refusedFieldErrors,
} from '@/features/remote-sessions/problems';
import { toastSuccess } from '@/shared/lib/toasts';
import { TitledSection } from '@/shared/ui/TitledSection';
import { DeviceForm } from './DeviceForm';
import { useDeviceForm } from './use-device-form';

/** The thermostat's settings as the form holds them: a cleared number is ''. */
type StateValues = {
  heatSetpoint: number | string;
  coolSetpoint: number | string;
  mode: string | null;
  fan: string | null;
};

const isFanRequest = (fan: string | null): fan is CdmCommand['fan'] & string =>
  fan !== null && (FanSwitchRequest as readonly string[]).includes(fan);

function valuesOf(state: DeviceControlState): StateValues {
  return {
    heatSetpoint: state.heatSetpoint ?? '',
    coolSetpoint: state.coolSetpoint ?? '',
    mode: state.mode,
    fan: isFanRequest(state.fan) ? state.fan : null,
  };
}

const FIELDS = ['heatSetpoint', 'coolSetpoint', 'mode', 'fan'] as const;

/**
 * The command for what changed. Both setpoints go together when either changed, so that the
 * thermostat's dead band is checked on the pair.
 */
export function commandFor(
  values: StateValues,
  state: DeviceControlState,
): Record<string, unknown> {
  const before = valuesOf(state);
  const command: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (values[field] !== before[field])
      command[field] = values[field] === '' ? undefined : values[field];
  }
  if ('heatSetpoint' in command || 'coolSetpoint' in command) {
    command.heatSetpoint = values.heatSetpoint === '' ? undefined : values.heatSetpoint;
    command.coolSetpoint = values.coolSetpoint === '' ? undefined : values.coolSetpoint;
  }
  return command;
}

/** Setpoints, mode and fan of the thermostat, sent as one CDM command. */
export function StateControls({
  deviceId,
  state,
}: {
  deviceId: string;
  state: DeviceControlState;
}) {
  const { t } = useTranslation();
  const send = useSendCommand(deviceId);
  const [problem, setProblem] = useState<
    DeviceProblemKey | 'remoteSessions.controls.nothingChanged'
  >();
  const { form, adopt } = useDeviceForm(state, valuesOf);

  const messageFor = (path: string): string => {
    if (path.startsWith('heatSetpoint'))
      return t('remoteSessions.controls.heatRange', HEAT_SETPOINT);
    if (path.startsWith('coolSetpoint'))
      return t('remoteSessions.controls.coolRange', COOL_SETPOINT);
    return t('forms.invalid');
  };

  const submit = form.onSubmit(async (values) => {
    setProblem(undefined);
    const command = commandFor(values, state);
    if (Object.keys(command).length === 0) {
      setProblem('remoteSessions.controls.nothingChanged');
      return;
    }
    const parsed = CdmCommand.safeParse(command);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join('.');
        if (path === '' || errors[path] !== undefined) continue;
        errors[path] =
          issue.code === 'custom'
            ? t('remoteSessions.controls.deadband', { degrees: SETPOINT_DEADBAND })
            : messageFor(path);
      }
      form.setErrors(errors);
      return;
    }
    try {
      adopt(valuesOf(await send.mutateAsync(parsed.data)));
    } catch (failure) {
      setProblem(deviceProblemKey(failure));
      form.setErrors(refusedFieldErrors(failure, messageFor));
      return;
    }
    toastSuccess(t('remoteSessions.controls.applied'));
  });

  const modes = ThermostatMode.map((value) => ({
    value,
    label: t(`remoteSessions.values.mode.${value}`),
  }));
  const fans = FanSwitchRequest.map((value) => ({
    value,
    label: t(`remoteSessions.values.fan.${value}`),
  }));

  return (
    <TitledSection level={3} title={t('remoteSessions.controls.settings')}>
      <DeviceForm
        onSubmit={submit}
        problem={problem}
        submitLabel={t('remoteSessions.controls.apply')}
        pending={send.isPending}
      >
        <Group align="flex-start" gap="md">
          <NumberInput
            label={t('remoteSessions.controls.heatSetpoint')}
            min={HEAT_SETPOINT.min}
            max={HEAT_SETPOINT.max}
            allowDecimal={false}
            clampBehavior="none"
            suffix=" °F"
            w={150}
            {...form.getInputProps('heatSetpoint')}
          />
          <NumberInput
            label={t('remoteSessions.controls.coolSetpoint')}
            min={COOL_SETPOINT.min}
            max={COOL_SETPOINT.max}
            allowDecimal={false}
            clampBehavior="none"
            suffix=" °F"
            w={150}
            {...form.getInputProps('coolSetpoint')}
          />
          <Select
            label={t('remoteSessions.controls.mode')}
            data={modes}
            allowDeselect={false}
            w={190}
            {...form.getInputProps('mode')}
          />
          <Select
            label={t('remoteSessions.controls.fan')}
            data={fans}
            allowDeselect={false}
            w={170}
            {...form.getInputProps('fan')}
          />
        </Group>
      </DeviceForm>
    </TitledSection>
  );
}
