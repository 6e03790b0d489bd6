import type {
  AuditChange,
  DeviceControlState,
  LeakFeedback,
  SmartAway,
  ThermostatSchedule,
} from '@portal/contracts';
import type { AppContext } from '../../context';
import {
  changesFrom,
  controlStateOf,
  type DeviceCall,
  sectionOf,
  workOnDevice,
} from '../../services/device-control';

// A thermostat's schedule and Smart Away, and the homeowner's answer to a leak detector's alert
// (spec 001 §7.5): read from and changed on the device itself.

const SCHEDULE = { kinds: ['thermostat'], subject: 'The schedule' } as const;
const SMART_AWAY = { kinds: ['thermostat'], subject: 'Smart Away' } as const;

export async function readSchedule(ctx: AppContext, call: DeviceCall): Promise<ThermostatSchedule> {
  const answer = await workOnDevice(ctx, call, SCHEDULE, { name: 'getSchedule' });
  return sectionOf(answer, 'schedule');
}

/** What the schedule calls change, each with the command that does it and its audit event. */
type ScheduleChange =
  | { name: 'setSchedule'; schedule: ThermostatSchedule }
  | { name: 'setScheduleStatus'; status: ThermostatSchedule['status'] }
  | { name: 'setScheduleType'; scheduleType: ThermostatSchedule['scheduleType'] };

const SCHEDULE_EVENTS = {
  setSchedule: 'SCHEDULE_CHANGED',
  setScheduleStatus: 'SCHEDULE_STATUS_CHANGED',
  setScheduleType: 'SCHEDULE_TYPE_CHANGED',
} as const;

export async function changeSchedule(
  ctx: AppContext,
  call: DeviceCall,
  change: ScheduleChange,
): Promise<ThermostatSchedule> {
  const answer = await workOnDevice(ctx, call, SCHEDULE, change, (answered) => ({
    event: SCHEDULE_EVENTS[change.name],
    changes: changesFrom(answered.before, sectionOf(answered, 'schedule')),
  }));
  return sectionOf(answer, 'schedule');
}

export async function readSmartAway(ctx: AppContext, call: DeviceCall): Promise<SmartAway> {
  const answer = await workOnDevice(ctx, call, SMART_AWAY, { name: 'getSmartAway' });
  return sectionOf(answer, 'smartAway');
}

export async function changeSmartAway(
  ctx: AppContext,
  call: DeviceCall,
  smartAway: SmartAway,
): Promise<SmartAway> {
  const answer = await workOnDevice(
    ctx,
    call,
    SMART_AWAY,
    { name: 'setSmartAway', smartAway },
    (answered) => ({
      event: 'SMART_AWAY_CHANGED',
      changes: changesFrom(answered.before, sectionOf(answered, 'smartAway')),
    }),
  );
  return sectionOf(answer, 'smartAway');
}

/**
 * Tells the leak detector (or a shut-off valve's leak sensor) whether the water it found was a
 * leak. The audit line holds what was answered (each field, from nothing) and the detector's leak state if that changed: water that
 * was no leak lets it rest until it is dry.
 */
export async function sendLeakFeedback(
  ctx: AppContext,
  call: DeviceCall,
  feedback: LeakFeedback,
): Promise<DeviceControlState> {
  const answered: AuditChange[] = Object.entries(feedback).map(([field, after]) => ({
    field,
    before: null,
    after,
  }));
  const answer = await workOnDevice(
    ctx,
    call,
    { kinds: ['leakDetector', 'valve'], subject: 'Leak feedback' },
    { name: 'leakFeedback', feedback },
    ({ before, state }) => ({
      event: 'LEAK_FEEDBACK_SENT',
      changes: [...answered, ...changesFrom(before, state)],
    }),
  );
  return controlStateOf(call.deviceId, answer);
}
