import type {
  AuditEntry,
  ConnectionArgs,
  ConsumerUserRole,
  RemotePartnerUser,
  RemoteSession,
} from '@portal/contracts';
import { and } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { DEVICE_NOT_FOUND } from '../http/not-found';
import { type Connection, keysetConnection } from '../paging';
import { AUDIT_ORDER, auditPage, countAuditLines, toAuditEntry } from '../repositories/audit-trail';
import { actorName } from '../repositories/devices';
import { findUsersDevice, inHousehold, isDevice } from '../repositories/home-devices';
import { activeRolesIn } from '../repositories/remote-sessions';
import {
  deviceWithMac,
  inHouseholdHomes,
  isOpen,
  isSession,
  onDevice,
  openSessionView,
} from '../repositories/session-views';
import { requireHousehold } from './households';
import { expireDueSessions, moveSession, sessionList } from './remote-sessions';
import { HOMEOWNER_RULES, type HomeownerMove } from './session-rules';

// Remote sessions as the homeowner sees and answers them (issue 17, spec 001 §7.19): the
// household's members and admins approve, decline and end them; guests only read. A device
// outside the household's homes is not found, like a missing one. And who works on a device
// now, which the homeowner app and the company's members both ask (core remotePartnerUser).

/** The device in one of the household's homes, the caller's role there at least `least`. */
async function householdDevice(
  ctx: AppContext,
  userId: string,
  consumerAccountId: string,
  deviceId: string,
  least: ConsumerUserRole,
) {
  await requireHousehold(ctx.db, userId, consumerAccountId, least);
  const found = await findUsersDevice(
    ctx.db,
    userId,
    and(isDevice(deviceId), inHousehold(consumerAccountId)),
  );
  if (!found) throw new AppError(404, DEVICE_NOT_FOUND);
  return found.device;
}

/** GET accounts/{id}/sessions: the open sessions on the household's devices. */
export async function householdSessions(
  ctx: AppContext,
  userId: string,
  consumerAccountId: string,
  args: ConnectionArgs,
): Promise<Connection<RemoteSession>> {
  await requireHousehold(ctx.db, userId, consumerAccountId);
  return sessionList(ctx.db, and(isOpen, inHouseholdHomes(consumerAccountId)), args);
}

/** GET accounts/{id}/devices/{deviceId}/sessions: every company's sessions on the device. */
export async function householdDeviceSessions(
  ctx: AppContext,
  userId: string,
  consumerAccountId: string,
  deviceId: string,
  args: ConnectionArgs,
): Promise<Connection<RemoteSession>> {
  const device = await householdDevice(ctx, userId, consumerAccountId, deviceId, 'GUEST');
  return sessionList(ctx.db, onDevice(device.id), args);
}

/** PUT .../sessions/{id}/approve, decline or end, by a household member or admin. */
export async function homeownerMove(
  ctx: AppContext,
  userId: string,
  consumerAccountId: string,
  deviceId: string,
  sessionId: string,
  move: HomeownerMove,
): Promise<RemoteSession> {
  const device = await householdDevice(ctx, userId, consumerAccountId, deviceId, 'MEMBER');
  const mover = { userId, actor: await actorName(ctx.db, userId), actorCompany: null };
  return moveSession(
    ctx,
    and(isSession(sessionId), onDevice(device.id)),
    mover,
    HOMEOWNER_RULES[move],
  );
}

/** GET accounts/{id}/devices/{deviceId}/auditTrail: the sessions' and device work's lines. */
export async function auditTrail(
  ctx: AppContext,
  userId: string,
  consumerAccountId: string,
  deviceId: string,
  args: ConnectionArgs,
): Promise<Connection<AuditEntry>> {
  const device = await householdDevice(ctx, userId, consumerAccountId, deviceId, 'GUEST');
  return keysetConnection(
    args,
    AUDIT_ORDER,
    {
      rows: (page) => auditPage(ctx.db, device.id, page),
      totalCount: () => countAuditLines(ctx.db, device.id),
    },
    ({ line }) => toAuditEntry(line),
  );
}

const NO_DEVICE_WITH_MAC = 'No device with this MAC address.';

/**
 * GET core/devices/{macAddress}/remotePartnerUser: the device's open session and the
 * technician working in it (InProgress), or nulls; for its homeowner (any household role) or
 * an active member of the company holding it, else 404.
 */
export async function remotePartnerUser(
  ctx: AppContext,
  userId: string,
  macAddress: string,
): Promise<z.infer<typeof RemotePartnerUser>> {
  const device = await deviceWithMac(ctx.db, macAddress);
  if (!device) throw new AppError(404, NO_DEVICE_WITH_MAC);
  const homeowner = await findUsersDevice(ctx.db, userId, isDevice(device.id));
  const member =
    !homeowner &&
    device.partnerAccountId !== null &&
    (await activeRolesIn(ctx.db, userId, device.partnerAccountId)) !== undefined;
  if (!homeowner && !member) throw new AppError(404, NO_DEVICE_WITH_MAC);
  await expireDueSessions(ctx.db, onDevice(device.id));
  const session = (await openSessionView(ctx.db, device.id)) ?? null;
  return {
    deviceId: device.id,
    session,
    partnerUser: session?.status === 'InProgress' ? session.activeUser : null,
  };
}
