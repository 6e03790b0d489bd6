import {
  COOL_SETPOINT,
  type DeviceCommandBody,
  type DeviceControlState,
  type DeviceReply,
  defaultIsuValues,
  HEAT_SETPOINT,
  type IsuValues,
  ScheduleDay,
  SETPOINT_DEADBAND,
  type SmartAway,
  type TelemetryReading,
  type ThermostatSchedule,
} from '@portal/contracts';
import { round } from './clock';
import type { DeviceKind } from './models';

// What a virtual device holds besides its model (issue 17): the setpoints, mode and fan a
// command set (a hold, laid over the model's program until the device is reset), its schedule,
// Smart Away and installer set-up, and how it answers each command. Pure, so the answers are
// tested without a broker.

type StateChange = Partial<
  Pick<TelemetryReading, 'heatSetpoint' | 'coolSetpoint' | 'mode' | 'fan'>
>;

export type HeldSettings = {
  state: StateChange;
  schedule: ThermostatSchedule;
  smartAway: SmartAway;
  isu: IsuValues;
};

/** The program a thermostat leaves the factory with: the day and night of the model. */
export function factorySettings(): HeldSettings {
  const periods: ThermostatSchedule['days'][number]['periods'] = [
    { periodType: 'Wake', startTime: '06:00', heatSetpoint: 68, coolSetpoint: 75 },
    { periodType: 'Away', startTime: '08:00', heatSetpoint: 62, coolSetpoint: 82 },
    { periodType: 'Home', startTime: '17:00', heatSetpoint: 68, coolSetpoint: 75 },
    { periodType: 'Sleep', startTime: '22:00', heatSetpoint: 64, coolSetpoint: 78 },
  ];
  return {
    state: {},
    schedule: {
      scheduleType: 'Timed',
      scheduleSubtype: 'NA',
      status: 'On',
      days: ScheduleDay.map((day) => ({ day, periods: periods.map((period) => ({ ...period })) })),
      home: { heatSetpoint: 68, coolSetpoint: 75 },
      away: { heatSetpoint: 62, coolSetpoint: 82 },
      sleep: { startTime: '22:00', endTime: '06:00', heatSetpoint: 64, coolSetpoint: 78 },
    },
    smartAway: { enabled: false, mode: 'Balanced' },
    isu: defaultIsuValues(),
  };
}

/**
 * The model's reading with the held setpoints, mode and fan laid over it. The room follows a
 * moved setpoint (its temperature moves by as much), and a thermostat switched off runs nothing.
 */
export function withHeldState(reading: TelemetryReading, held: HeldSettings): TelemetryReading {
  const { state } = held;
  if (reading.heatSetpoint === undefined || Object.keys(state).length === 0) return reading;
  const mode = state.mode ?? reading.mode;
  const heatSetpoint = state.heatSetpoint ?? reading.heatSetpoint;
  const coolSetpoint = state.coolSetpoint ?? reading.coolSetpoint ?? heatSetpoint;
  const heating = reading.equipment !== 'Cooling' && reading.mode !== 'Cool';
  const before = heating ? reading.heatSetpoint : (reading.coolSetpoint ?? reading.heatSetpoint);
  const after = heating ? heatSetpoint : coolSetpoint;
  const off = mode === 'Off';
  return {
    ...reading,
    heatSetpoint,
    coolSetpoint,
    ...(mode ? { mode } : {}),
    ...(state.fan ? { fan: state.fan } : {}),
    ...(reading.temperature !== undefined && !off
      ? { temperature: round(reading.temperature + after - before, 1) }
      : {}),
    ...(off ? { equipment: 'Idle' as const } : {}),
  };
}

type Answered = Omit<DeviceControlState, 'deviceId'>;

/** What the device tells of itself now: its reading (held state laid over) and its settings. */
export function controlState(
  kind: DeviceKind,
  reading: TelemetryReading,
  held: HeldSettings,
): Answered {
  return {
    readAt: reading.time,
    temperature: reading.temperature ?? null,
    humidity: reading.humidity ?? null,
    heatSetpoint: reading.heatSetpoint ?? null,
    coolSetpoint: reading.coolSetpoint ?? null,
    mode: reading.mode ?? null,
    fan: reading.fan ?? null,
    equipment: reading.equipment ?? null,
    scheduleStatus: kind === 'thermostat' ? held.schedule.status : null,
    leak: kind === 'leakDetector' || kind === 'valve' ? (reading.leak ?? false) : null,
  };
}

/** Keeps the deadband by pushing the setpoint the command did not name, as thermostats do. */
function keepDeadband(current: TelemetryReading, change: StateChange): StateChange {
  const heat = change.heatSetpoint ?? current.heatSetpoint ?? HEAT_SETPOINT.min;
  const cool = change.coolSetpoint ?? current.coolSetpoint ?? COOL_SETPOINT.max;
  if (cool - heat >= SETPOINT_DEADBAND) return change;
  if (change.heatSetpoint !== undefined && change.coolSetpoint === undefined) {
    return { ...change, coolSetpoint: Math.min(COOL_SETPOINT.max, heat + SETPOINT_DEADBAND) };
  }
  return { ...change, heatSetpoint: Math.max(HEAT_SETPOINT.min, cool - SETPOINT_DEADBAND) };
}

const STATE_FIELDS = ['heatSetpoint', 'coolSetpoint', 'mode', 'fan'] as const;
const pickState = (state: Answered) =>
  Object.fromEntries(STATE_FIELDS.map((field) => [field, state[field]]));

/** What answering a command did: the reply, the settings after it, and whether it dried a leak. */
export type CommandOutcome = {
  reply: DeviceReply;
  held: HeldSettings;
  /** The homeowner said the water was no leak: the detector reports dry from now on. */
  dried: boolean;
  /** Whether the device's state changed, so that it reports a reading at once. */
  changed: boolean;
};

const THERMOSTAT_ONLY: readonly DeviceCommandBody['name'][] = [
  'setState',
  'getSchedule',
  'setSchedule',
  'setScheduleStatus',
  'setScheduleType',
  'getSmartAway',
  'setSmartAway',
  'getIsu',
  'setIsu',
];

/**
 * The device's answer to `command` (its id `commandId`), given its kind, what it reads now
 * (`reading`, held state laid over) and what it holds. `before` in the reply holds each field
 * the command could change as it was, in the shape of the reply's section, for the audit trail.
 */
export function answerCommand(
  commandId: string,
  command: DeviceCommandBody,
  kind: DeviceKind,
  reading: TelemetryReading,
  held: HeldSettings,
  readingAfter: (held: HeldSettings) => TelemetryReading,
): CommandOutcome {
  const refuse = (error: string): CommandOutcome => ({
    reply: { commandId, ok: false, error },
    held,
    dried: false,
    changed: false,
  });
  if (THERMOSTAT_ONLY.includes(command.name) && kind !== 'thermostat') {
    return refuse(`a ${kind} has no such setting (${command.name})`);
  }
  const now = controlState(kind, reading, held);
  const answer = (
    after: HeldSettings,
    extra: Partial<
      Pick<Extract<DeviceReply, { ok: true }>, 'schedule' | 'smartAway' | 'isu' | 'before'>
    >,
    changed = true,
    state = controlState(kind, readingAfter(after), after),
  ): CommandOutcome => ({
    reply: { commandId, ok: true, state, ...extra },
    held: after,
    dried: false,
    changed,
  });

  switch (command.name) {
    case 'read':
      return answer(held, {}, false, now);
    case 'setState': {
      const state = { ...held.state, ...keepDeadband(reading, command.change) };
      return answer({ ...held, state }, { before: pickState(now) });
    }
    case 'getSchedule':
      return answer(held, { schedule: held.schedule }, false, now);
    case 'setSchedule':
      return answer(
        { ...held, schedule: command.schedule },
        { schedule: command.schedule, before: held.schedule },
      );
    case 'setScheduleStatus': {
      const schedule = { ...held.schedule, status: command.status };
      return answer({ ...held, schedule }, { schedule, before: held.schedule });
    }
    case 'setScheduleType': {
      const schedule = { ...held.schedule, scheduleType: command.scheduleType };
      return answer({ ...held, schedule }, { schedule, before: held.schedule });
    }
    case 'getSmartAway':
      return answer(held, { smartAway: held.smartAway }, false, now);
    case 'setSmartAway':
      return answer(
        { ...held, smartAway: command.smartAway },
        { smartAway: command.smartAway, before: held.smartAway },
      );
    case 'getIsu':
      return answer(held, { isu: held.isu }, false, now);
    case 'setIsu': {
      const isu = { ...held.isu, ...command.values };
      const before = Object.fromEntries(
        Object.keys(command.values).map((id) => [id, held.isu[id]]),
      );
      return answer({ ...held, isu }, { isu, before });
    }
    case 'leakFeedback': {
      if (kind !== 'leakDetector' && kind !== 'valve') {
        return refuse(`a ${kind} takes no leak feedback`);
      }
      const dried = command.feedback.isLeak === 'No';
      const state = dried ? { ...now, leak: false } : now;
      return {
        reply: { commandId, ok: true, state, before: { leak: now.leak } },
        held,
        dried,
        changed: dried,
      };
    }
    case 'reset': {
      const factory = factorySettings();
      if (kind !== 'thermostat') return answer(factory, { before: {} }, false, now);
      return answer(factory, {
        schedule: factory.schedule,
        smartAway: factory.smartAway,
        isu: factory.isu,
        before: {
          ...pickState(now),
          schedule: held.schedule,
          smartAway: held.smartAway,
          isu: held.isu,
        },
      });
    }
  }
}
