import type { ConnectionArgs, RemoteSession, RemoteSessionRequest } from '@portal/contracts';
import { and } from 'drizzle-orm';
import type { Membership } from '../access';
import type { AppContext } from '../context';
import type { Connection } from '../paging';
import { companyBasics } from '../repositories/companies';
import { acceptedService } from '../repositories/device-services';
import { actorName } from '../repositories/devices';
import { byPerson, isOpen, isSession, ofCompany, onDevice } from '../repositories/session-views';
import { companyDevice } from './devices';
import { moveSession, openSession, serviceNotConfigured, sessionList } from './remote-sessions';
import { type Mover, PARTNER_RULES, type PartnerMove } from './session-rules';

// Remote sessions as a company's technicians ask for and work in them (issue 17, spec 001
// §7.9). The route has checked the caller's membership and permission; a device or session of
// another company is not found.

export type PartnerCaller = Membership & { userId: string };

/** A member of the company as the audit trail names them: with the company's name. */
export async function partnerMover(ctx: AppContext, caller: PartnerCaller): Promise<Mover> {
  const [actor, company] = await Promise.all([
    actorName(ctx.db, caller.userId),
    companyBasics(ctx.db, caller.partnerAccountId),
  ]);
  return { userId: caller.userId, actor, actorCompany: company?.name ?? null };
}

/**
 * POST devices/{deviceId}/sessions: asks the homeowner for a session. 409
 * SERVICE_NOT_CONFIGURED without an ACCEPTED RemoteAccess service of the company on the device;
 * 409 SESSION_EXISTS while the device has an open session (services/remote-sessions.ts).
 */
export async function requestSession(
  ctx: AppContext,
  caller: PartnerCaller,
  deviceId: string,
  request: RemoteSessionRequest,
): Promise<RemoteSession> {
  const device = await companyDevice(ctx, caller, deviceId);
  const service = await acceptedService(ctx.db, caller.partnerAccountId, device.id, 'RemoteAccess');
  if (!service) throw serviceNotConfigured();
  return openSession(
    ctx,
    {
      partnerAccountId: caller.partnerAccountId,
      deviceId: device.id,
      deviceServiceId: service.id,
      durationMinutes: request.durationMinutes,
      requestedBy: caller.userId,
    },
    await partnerMover(ctx, caller),
  );
}

/** PUT .../sessions/{id}/enter, leave or close, on a session of the caller's company. */
export async function partnerMove(
  ctx: AppContext,
  caller: PartnerCaller,
  deviceId: string,
  sessionId: string,
  move: PartnerMove,
): Promise<RemoteSession> {
  return moveSession(
    ctx,
    and(isSession(sessionId), onDevice(deviceId), ofCompany(caller.partnerAccountId)),
    await partnerMover(ctx, caller),
    PARTNER_RULES[move],
  );
}

/** GET devices/{deviceId}/sessions: the company's sessions on its device. */
export async function companyDeviceSessions(
  ctx: AppContext,
  caller: Membership,
  deviceId: string,
  args: ConnectionArgs,
): Promise<Connection<RemoteSession>> {
  const device = await companyDevice(ctx, caller, deviceId);
  return sessionList(ctx.db, and(onDevice(device.id), ofCompany(caller.partnerAccountId)), args);
}

/** GET sessions: the open sessions the caller asked for or works in, in the company. */
export async function callerOpenSessions(
  ctx: AppContext,
  caller: PartnerCaller,
  args: ConnectionArgs,
): Promise<Connection<RemoteSession>> {
  return sessionList(
    ctx.db,
    and(ofCompany(caller.partnerAccountId), isOpen, byPerson(caller.userId)),
    args,
  );
}
