import { describe, expect, it } from 'vitest';
import { commandFor } from '@/features/remote-sessions/components/panel/StateControls';
import { changedIsuValues, isuErrors } from '@/features/remote-sessions/isu-values';
import {
  deviceProblemKey,
  refusedFieldErrors,
  sessionProblemKey,
} from '@/features/remote-sessions/problems';
import { nextPeriod, validateSchedule } from '@/features/remote-sessions/schedule-values';
import { templateValues, validateTemplate } from '@/features/remote-sessions/template-values';
import { ApiError } from '@/shared/lib/api-client';
import { i18n } from '@/shared/lib/i18n/i18n';
import { isuComponents, scheduleOf, stateOf, templateOf } from './test-fixtures';

const t = i18n.t;
const refusal = (
  statusCode: number,
  more: Partial<ConstructorParameters<typeof ApiError>[0]> = {},
) => new ApiError({ statusCode, error: 'Refused', message: 'Refused', ...more });

describe('why a call was refused, in the technician’s words', () => {
  it.each([
    [refusal(503), 'remoteSessions.problems.deviceNoAnswer'],
    [refusal(502), 'remoteSessions.problems.deviceRefused'],
    [refusal(400), 'remoteSessions.problems.checkFields'],
    [refusal(409), 'remoteSessions.problems.notForThisDevice'],
    [refusal(409, { reasonCode: 'NO_ACTIVE_SESSION' }), 'remoteSessions.problems.notInSession'],
    [refusal(409, { reasonCode: 'SESSION_EXPIRED' }), 'remoteSessions.problems.notInSession'],
    [refusal(500), 'common.toast.error'],
    [new TypeError('Failed to fetch'), 'common.toast.error'],
  ])('a device call refused with %o', (failure, key) => {
    expect(deviceProblemKey(failure)).toBe(key);
  });

  it.each([
    ['SESSION_IS_ACTIVE', 'remoteSessions.problems.sessionIsActive'],
    ['SESSION_ENDED', 'remoteSessions.problems.sessionEnded'],
    ['SESSION_EXPIRED', 'remoteSessions.problems.sessionExpired'],
    ['SESSION_NOT_STARTED', 'remoteSessions.problems.sessionNotStarted'],
    ['SESSION_EXISTS', 'remoteSessions.problems.sessionExists'],
    ['NO_ACTIVE_SESSION', 'remoteSessions.problems.noActiveSession'],
    ['SERVICE_NOT_CONFIGURED', 'remoteSessions.problems.serviceNotConfigured'],
    ['ALREADY_REGISTERED', 'common.toast.error'],
  ] as const)('a session move refused with %s', (reasonCode, key) => {
    expect(sessionProblemKey(refusal(409, { reasonCode }))).toBe(key);
  });

  it('a 400 names the form’s fields, without the body’s prefix', () => {
    const failure = refusal(400, {
      fields: [
        { field: 'body.days.0.periods.1.startTime', message: 'Bad time' },
        { field: 'body', message: 'Bad body' },
      ],
    });
    expect(refusedFieldErrors(failure, (path) => `bad ${path}`)).toEqual({
      'days.0.periods.1.startTime': 'bad days.0.periods.1.startTime',
    });
    expect(refusedFieldErrors(refusal(503), () => 'never')).toEqual({});
  });
});

describe('the thermostat command', () => {
  const state = stateOf();
  const values = { heatSetpoint: 68, coolSetpoint: 76, mode: 'Heat', fan: 'Auto' };

  it('sends only what changed, and both setpoints when either did', () => {
    expect(commandFor(values, state)).toEqual({});
    expect(commandFor({ ...values, mode: 'Cool' }, state)).toEqual({ mode: 'Cool' });
    expect(commandFor({ ...values, heatSetpoint: 66 }, state)).toEqual({
      heatSetpoint: 66,
      coolSetpoint: 76,
    });
  });
});

describe('the schedule editor', () => {
  it('accepts the thermostat’s own schedule', () => {
    expect(validateSchedule(t, scheduleOf()).ok).toBe(true);
  });

  it('marks a bad time, a cooling setpoint too close, and periods out of order', () => {
    const schedule = scheduleOf();
    const [monday] = schedule.days;
    if (!monday) throw new Error('no Monday');
    monday.periods = [
      { periodType: 'Wake', startTime: '7:00', heatSetpoint: 70, coolSetpoint: 71 },
      { periodType: 'Sleep', startTime: '05:00', heatSetpoint: 64, coolSetpoint: 78 },
    ];
    const result = validateSchedule(t, schedule);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      'days.0.periods.0.startTime': 'Write the time as HH:MM, from 00:00 to 23:59.',
      'days.0.periods.0.coolSetpoint': 'Set cooling at least 3 °F above heating.',
      'days.0.periods': 'Give 1 to 6 periods a day, each starting later than the one before.',
    });
  });

  it('a new period starts an hour after the day’s last', () => {
    expect(
      nextPeriod([{ periodType: 'Wake', startTime: '21:30', heatSetpoint: 70, coolSetpoint: 76 }]),
    ).toEqual({ periodType: 'Custom1', startTime: '22:30', heatSetpoint: 70, coolSetpoint: 76 });
  });
});

describe('installer set-up values', () => {
  it('a save sends only the settings that changed', () => {
    const values = { systemType: 'HeatPump', heatStages: 1, accessories: [], installerNote: '' };
    expect(changedIsuValues(isuComponents, values)).toEqual({ systemType: 'HeatPump' });
  });

  it('says what is wrong with a setting by its kind', () => {
    expect(
      isuErrors(t, isuComponents, {
        systemType: 'Steam',
        heatStages: 4,
        accessories: ['Humidifier', 'Humidifier'],
        installerNote: 'x'.repeat(201),
      }),
    ).toEqual({
      systemType: 'Choose one of the options.',
      heatStages: 'Give a whole number from 0 to 3.',
      accessories: 'Choose any of the options, each once.',
      installerNote: 'Use at most 200 characters.',
    });
  });

  it('a template starts at the factory values, its own over them, unknown settings left out', () => {
    expect(templateValues(isuComponents).values).toEqual({
      systemType: 'ConventionalForcedAir',
      heatStages: 1,
      accessories: [],
      installerNote: '',
    });
    const template = templateOf({ values: { heatStages: 2, retired: 'yes' } });
    expect(templateValues(isuComponents, template)).toEqual({
      name: 'Heat pump, two stages',
      description: 'Our usual heat pump install',
      values: {
        systemType: 'ConventionalForcedAir',
        heatStages: 2,
        accessories: [],
        installerNote: '',
      },
    });
  });

  it('a template needs a name', () => {
    const result = validateTemplate(t, isuComponents, templateValues(isuComponents));
    expect(result).toEqual({ ok: false, errors: { name: 'This field is required.' } });
  });
});
