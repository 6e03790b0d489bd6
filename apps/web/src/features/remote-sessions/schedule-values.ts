import {
  COOL_SETPOINT,
  HEAT_SETPOINT,
  MAX_PERIODS_PER_DAY,
  type SchedulePeriod,
  SETPOINT_DEADBAND,
  ThermostatSchedule,
} from '@portal/contracts';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

// The schedule editor's rules: the server's ThermostatSchedule decides what is valid; the
// messages are the portal's, chosen by the field (the last part of its path) and the problem.

/** The message for a problem at `path` (`days.0.periods.1.startTime`), by what the field is. */
export function scheduleMessage(t: TFunction, path: string, code?: string): string {
  const field = path.split('.').at(-1);
  if (field === 'startTime' || field === 'endTime') return t('remoteSessions.schedule.timeFormat');
  if (field === 'heatSetpoint') return t('remoteSessions.controls.heatRange', HEAT_SETPOINT);
  if (field === 'coolSetpoint') {
    return code === 'custom'
      ? t('remoteSessions.controls.deadband', { degrees: SETPOINT_DEADBAND })
      : t('remoteSessions.controls.coolRange', COOL_SETPOINT);
  }
  if (field === 'periods') {
    return t('remoteSessions.schedule.periodsOrder', { max: MAX_PERIODS_PER_DAY });
  }
  return t('forms.invalid');
}

/** The schedule's problems by form path, or none. */
export function scheduleErrors(
  t: TFunction,
  issues: readonly z.core.$ZodIssue[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (errors[path] === undefined) errors[path] = scheduleMessage(t, path, issue.code);
  }
  return errors;
}

export type Validated =
  | { ok: true; schedule: ThermostatSchedule }
  | { ok: false; errors: Record<string, string> };

/** Validates the edited schedule as the server will. */
export function validateSchedule(t: TFunction, schedule: ThermostatSchedule): Validated {
  const parsed = ThermostatSchedule.safeParse(schedule);
  return parsed.success
    ? { ok: true, schedule: parsed.data }
    : { ok: false, errors: scheduleErrors(t, parsed.error.issues) };
}

/** The period a new row starts as: an hour after the day's last, with its setpoints. */
export function nextPeriod(periods: readonly SchedulePeriod[]): SchedulePeriod {
  const last = periods.at(-1);
  if (last === undefined) {
    return { periodType: 'Wake', startTime: '06:00', heatSetpoint: 70, coolSetpoint: 76 };
  }
  const [hours = 0, minutes = 0] = last.startTime.split(':').map(Number);
  const next = Math.min(hours + 1, 23);
  return {
    ...last,
    periodType: 'Custom1',
    startTime: `${String(next).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`,
  };
}
