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
  recordDeviceChange,
  sectionOf,
  workerOn,
} from '../../services/device-control';

// A thermostat's schedule and Smart Away, and the homeowner's answer to a leak detector's alert
// (spec 001 §7.5): read from and changed on the device itself.

const SCHEDULE = { kinds: ['thermostat'], subject: 'The schedule' } as const;
const SMART_AWAY = { kinds: ['thermostat'], subject: 'Smart Away' } as const;

export async function readSchedule(ctx: AppContext, call: DeviceCall): Promise<ThermostatSchedule> {
  const worker = await workerOn(ctx, call, { ...SCHEDULE, change: false });
  const answer = await ctx.deviceCommands.send(worker.device.id, { name: 'getSchedule' });
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
  const worker = await workerOn(ctx, call, { ...SCHEDULE, change: true });
  const answer = await ctx.deviceCommands.send(worker.device.id, change);
  const schedule = sectionOf(answer, 'schedule');
  await recordDeviceChange(ctx, worker, {
    event: SCHEDULE_EVENTS[change.name],
    changes: changesFrom(answer.before, schedule),
  });
  return schedule;
}

export async function readSmartAway(ctx: AppContext, call: DeviceCall): Promise<SmartAway> {
  const worker = await workerOn(ctx, call, { ...SMART_AWAY, change: false });
  const answer = await ctx.deviceCommands.send(worker.device.id, { name: 'getSmartAway' });
  return sectionOf(answer, 'smartAway');
}

export async function changeSmartAway(
  ctx: AppContext,
  call: DeviceCall,
  smartAway: SmartAway,
): Promise<SmartAway> {
  const worker = await workerOn(ctx, call, { ...SMART_AWAY, change: true });
  const answer = await ctx.deviceCommands.send(worker.device.id, {
    name: 'setSmartAway',
    smartAway,
  });
  const changed = sectionOf(answer, 'smartAway');
  await recordDeviceChange(ctx, worker, {
    event: 'SMART_AWAY_CHANGED',
    changes: changesFrom(answer.before, changed),
  });
  return changed;
}

/**
 * Tells the leak detector (or a shut-off valve's leak sensor) whether the water it found was a leak. The audit line holds what was
 * answered (each field, from nothing) and the detector's leak state if that changed: water that
 * was no leak lets it rest until it is dry.
 */
export async function sendLeakFeedback(
  ctx: AppContext,
  call: DeviceCall,
  feedback: LeakFeedback,
): Promise<DeviceControlState> {
  const worker = await workerOn(ctx, call, {
    change: true,
    kinds: ['leakDetector', 'valve'],
    subject: 'Leak feedback',
  });
  const answer = await ctx.deviceCommands.send(worker.device.id, {
    name: 'leakFeedback',
    feedback,
  });
  const answered: AuditChange[] = Object.entries(feedback).map(([field, after]) => ({
    field,
    before: null,
    after,
  }));
  await recordDeviceChange(ctx, worker, {
    event: 'LEAK_FEEDBACK_SENT',
    changes: [...answered, ...changesFrom(answer.before, answer.state)],
  });
  return controlStateOf(worker.device.id, answer);
}
