import { type AuditChange, hasPermission } from '@portal/contracts';
import { schema } from '@portal/db';
import type { AppContext } from '../context';
import type { Executor } from '../db/executor';
import { AppError } from '../errors';
import { DEVICE_NOT_FOUND } from '../http/not-found';
import { companyBasics } from '../repositories/companies';
import { actorName, type DeviceRecord, recordHistory } from '../repositories/devices';
import { findUsersDevice, isDevice } from '../repositories/home-devices';
import {
  activeRolesIn,
  openSessionOnDevice,
  type SessionRow,
} from '../repositories/remote-sessions';
import { requireRole } from './households';

// Who may work on a device (issue 17): its homeowner always (a household member or admin to
// change it, a guest to read it), a partner's technician only inside a session in progress
// that they entered, before its end time. Every device call of the cdm, devices, core and
// isuSettings routes asks here first, and records what it changed through recordDeviceWork.

export type DeviceWorker = {
  userId: string;
  device: DeviceRecord;
  /** The name the audit trail shows. */
  actor: string | null;
} & (
  | { kind: 'homeowner' }
  | { kind: 'partner'; partnerAccountId: string; companyName: string; session: SessionRow }
);

export const NO_ACTIVE_SESSION =
  'Enter a remote session on this device first: partners work on a device only inside a session in progress that they entered.';

/**
 * The caller as a worker on the device, or: 404 when the device is neither in one of their
 * households nor a device of a company they are an active member of (or, with
 * `partnerAccountId`, of that company); 409 NO_ACTIVE_SESSION for a member without a session
 * in progress of their own on it; 409 SESSION_EXPIRED when that session's time is up.
 * `change` asks for the right to change the device, not only to read it.
 */
export async function deviceWorker(
  ctx: AppContext,
  userId: string,
  deviceId: string,
  options: { change: boolean; partnerAccountId?: string },
): Promise<DeviceWorker> {
  const actor = await actorName(ctx.db, userId);
  if (options.partnerAccountId === undefined) {
    const home = await findUsersDevice(ctx.db, userId, isDevice(deviceId));
    if (home) {
      requireRole(home.role, options.change ? 'MEMBER' : 'GUEST');
      return { kind: 'homeowner', userId, device: home.device, actor };
    }
  }
  const device = await companyDeviceOf(ctx.db, deviceId);
  const partnerAccountId = device?.partnerAccountId;
  if (
    !device ||
    !partnerAccountId ||
    (options.partnerAccountId !== undefined && options.partnerAccountId !== partnerAccountId)
  ) {
    throw new AppError(404, DEVICE_NOT_FOUND);
  }
  const roles = await activeRolesIn(ctx.db, userId, partnerAccountId);
  if (!roles) throw new AppError(404, DEVICE_NOT_FOUND);
  if (!hasPermission(roles, 'remoteSessions:start')) {
    throw new AppError(403, 'Your role may not work on devices in remote sessions.');
  }
  const session = await openSessionOnDevice(ctx.db, deviceId);
  if (
    !session ||
    session.partnerAccountId !== partnerAccountId ||
    session.status !== 'InProgress' ||
    session.activeUserId !== userId
  ) {
    throw new AppError(409, NO_ACTIVE_SESSION, 'NO_ACTIVE_SESSION');
  }
  if (session.expiresAt.getTime() <= Date.now()) {
    throw new AppError(409, 'The remote session has reached its end time.', 'SESSION_EXPIRED');
  }
  const company = await companyBasics(ctx.db, partnerAccountId);
  return {
    kind: 'partner',
    userId,
    device,
    actor,
    partnerAccountId,
    companyName: company?.name ?? '',
    session,
  };
}

async function companyDeviceOf(db: Executor, deviceId: string) {
  const [device] = await db.select().from(schema.devices).where(isDevice(deviceId)).limit(1);
  return device;
}

/** One line of the device's audit trail for what the worker did. */
export async function recordDeviceWork(
  db: Executor,
  worker: DeviceWorker,
  entry: { event: string; detail?: string | null; changes?: AuditChange[] },
): Promise<void> {
  await recordHistory(db, {
    deviceId: worker.device.id,
    event: entry.event,
    detail: entry.detail ?? null,
    actor: worker.actor,
    actorCompany: worker.kind === 'partner' ? worker.companyName : null,
    sessionId: worker.kind === 'partner' ? worker.session.id : null,
    changes: entry.changes ?? null,
  });
}

/** The fields whose value differs between `before` and `after`, for the audit trail. */
export function changesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditChange[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields]
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}
