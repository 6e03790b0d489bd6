import {
  type AuditChange,
  type AuditEvent,
  type DeviceCommandBody,
  type DeviceControlState,
  DeviceKind,
  deviceKindOf,
} from '@portal/contracts';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { publishDeviceStateChange } from '../realtime/publish';
import { productDeviceType } from '../repositories/device-types';
import { deviceAudience } from '../repositories/remote-sessions';
import type { DeviceAnswer } from '../telemetry/device-commands';
import { changesBetween, type DeviceWorker, deviceWorker, recordDeviceWork } from './device-work';

// The steps every device work call takes alike (issue 17: the cdm, devices, core reset and
// isuSettings calls): who may work on the device, whether it is of a kind the call serves, and,
// once the device has confirmed a change, the audit line and the live event for both sides.

/** Who calls, on which device; `partnerAccountId` when the call names the company. */
export type DeviceCall = { userId: string; deviceId: string; partnerAccountId?: string };

const KIND_NAMES: Record<DeviceKind, { one: string; many: string }> = {
  thermostat: { one: 'a thermostat', many: 'thermostats' },
  leakDetector: { one: 'a leak detector', many: 'leak detectors' },
  smokeDetector: { one: 'a smoke detector', many: 'smoke detectors' },
  valve: { one: 'a shut-off valve', many: 'shut-off valves' },
};

/**
 * The caller as a worker on the device (deviceWorker's rules: 404, 403, 409 NO_ACTIVE_SESSION,
 * 409 SESSION_EXPIRED), then a 409 with a plain message when the device is not of one of
 * `kinds`: no reason code, as waiting changes nothing. `subject` names what the call works on.
 */
export async function workerOn(
  ctx: AppContext,
  call: DeviceCall,
  options: { change: boolean; kinds: readonly DeviceKind[]; subject: string },
): Promise<DeviceWorker> {
  const worker = await deviceWorker(ctx, call.userId, call.deviceId, {
    change: options.change,
    ...(call.partnerAccountId ? { partnerAccountId: call.partnerAccountId } : {}),
  });
  const deviceType = await productDeviceType(ctx.db, worker.device.productId);
  const kind = deviceType ? deviceKindOf(deviceType) : null;
  if (!kind) {
    throw new AppError(409, `${options.subject}: this device takes no remote commands.`);
  }
  if (!options.kinds.includes(kind)) {
    const wanted = options.kinds.map((k) => KIND_NAMES[k].many).join(' and ');
    throw new AppError(
      409,
      `${options.subject} is for ${wanted} only, and this device is ${KIND_NAMES[kind].one}.`,
    );
  }
  return worker;
}

/** Every kind of device that takes commands. */
export const ANY_DEVICE: readonly DeviceKind[] = DeviceKind;

/** The audit line of a change the device confirmed. */
export type DeviceChange = { event: AuditEvent; detail?: string | null; changes: AuditChange[] };

/**
 * Writes the audit line of a change the device confirmed, then tells the device's company and
 * household that its state changed, so that their pages refetch it.
 */
export async function recordDeviceChange(
  ctx: AppContext,
  worker: DeviceWorker,
  entry: DeviceChange,
): Promise<void> {
  await recordDeviceWork(ctx.db, worker, entry);
  const deviceId = worker.device.id;
  await publishDeviceStateChange(ctx.db, await deviceAudience(ctx.db, deviceId), deviceId);
}

/**
 * A device work call as most take it: the caller as a worker on a device of one of `target`'s
 * kinds (workerOn), then `command` sent to the device; a change (`recorded` given) is recorded
 * once the device confirmed it, with the audit line `recorded` makes of its answer. Answers the
 * device's answer.
 */
export async function workOnDevice(
  ctx: AppContext,
  call: DeviceCall,
  target: { kinds: readonly DeviceKind[]; subject: string },
  command: DeviceCommandBody,
  recorded?: (answer: DeviceAnswer) => DeviceChange,
): Promise<DeviceAnswer> {
  const worker = await workerOn(ctx, call, { ...target, change: recorded !== undefined });
  const answer = await ctx.deviceCommands.send(worker.device.id, command);
  if (recorded) await recordDeviceChange(ctx, worker, recorded(answer));
  return answer;
}

/**
 * What the command changed: the fields of the device's `before` (what it held of the fields
 * the command could change), each against its value in `after`. Unchanged fields drop out.
 */
export function changesFrom(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): AuditChange[] {
  if (!before) return [];
  return changesBetween(
    before,
    Object.fromEntries(Object.keys(before).map((field) => [field, after[field]])),
  );
}

/** The device's state as the calls answer it. */
export function controlStateOf(deviceId: string, answer: DeviceAnswer): DeviceControlState {
  return { deviceId, ...answer.state };
}

/**
 * A section of the device's reply the command asks for (its schedule, Smart Away, installer
 * set-up); a device that leaves it out did not answer the command (502).
 */
export function sectionOf<K extends 'schedule' | 'smartAway' | 'isu'>(
  answer: DeviceAnswer,
  key: K,
): NonNullable<DeviceAnswer[K]> {
  const section = answer[key];
  if (section === undefined) {
    throw new AppError(502, `The device did not send its ${key} in its answer.`);
  }
  return section as NonNullable<DeviceAnswer[K]>;
}
