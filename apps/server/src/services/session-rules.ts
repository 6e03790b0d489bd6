import type {
  AuditEvent,
  ReasonCode,
  RemoteSessionChangedEvent,
  SessionEndReason,
} from '@portal/contracts';
import type { schema } from '@portal/db';
import { AppError } from '../errors';
import type { SessionRow } from '../repositories/remote-sessions';

// The state machine of a remote support session (issue 17, spec 000 §4 and §7; the design's
// table): which move is legal in which state, what it changes, and the 409 of each illegal one.
// Pure rules; services/remote-sessions.ts applies them under a row lock.

export type Change = RemoteSessionChangedEvent['change'];
type NewSession = typeof schema.partnerDeviceSessions.$inferInsert;

/** The audit trail's event of each change. */
export const HISTORY_EVENT: Record<Change, AuditEvent> = {
  Requested: 'SESSION_REQUESTED',
  Approved: 'SESSION_APPROVED',
  Declined: 'SESSION_DECLINED',
  Entered: 'SESSION_ENTERED',
  Left: 'SESSION_LEFT',
  Cancelled: 'SESSION_CANCELLED',
  Closed: 'SESSION_CLOSED',
  EndedByHomeowner: 'SESSION_ENDED_BY_HOMEOWNER',
  Expired: 'SESSION_EXPIRED',
};

/** Who moves a session, as the audit trail names them; the system (expiry) has no name. */
export type Mover = { userId: string | null; actor: string | null; actorCompany: string | null };
export const SYSTEM: Mover = { userId: null, actor: null, actorCompany: null };

/** What a move changes, and how the audit trail and the realtime event call it. */
export type Step = { change: Change; set: Partial<NewSession>; detail?: string };

/** A rule of one move on an open session: its step, null to leave it as it is; throws a 409. */
export type Rule = (session: SessionRow, now: Date, mover: Mover) => Step | null;

const MINUTE_MS = 60_000;

export const conflict = (reasonCode: ReasonCode, message: string) =>
  new AppError(409, message, reasonCode);

export const expired = () =>
  conflict('SESSION_EXPIRED', 'The remote session has expired: ask for a new one.');
const notStarted = () =>
  conflict('SESSION_NOT_STARTED', 'The homeowner has not approved the remote session yet.');
const inUse = () =>
  conflict(
    'SESSION_IS_ACTIVE',
    'Another technician is working in the remote session; they have to leave it first.',
  );
const approvedAlready = () =>
  conflict(
    'SESSION_IS_ACTIVE',
    'The remote session is approved already; end it to stop the technician.',
  );

/** A move on a session that has ended: SESSION_EXPIRED if it ran out, else SESSION_ENDED. */
export function endedConflict(session: SessionRow): AppError {
  if (session.endReason === 'Expired') return expired();
  return conflict('SESSION_ENDED', `The remote session has ended (${session.endReason}).`);
}

function ending(reason: SessionEndReason, now: Date, by: string | null): Partial<NewSession> {
  return { endedAt: now, endReason: reason, endedBy: by, activeUserId: null };
}

/** An open session past its end time, or a request past its lapse, ends Expired. */
export function expiry(session: SessionRow, now: Date): Step {
  return {
    change: 'Expired',
    set: ending('Expired', now, null),
    detail:
      session.status === 'Pending'
        ? 'The homeowner did not answer the request in time.'
        : 'The session reached its end time.',
  };
}

const isTheirs = (session: SessionRow, mover: Mover) => session.activeUserId === mover.userId;

/** Enter: Active → InProgress (the caller); their own InProgress stays as it is. */
const enter: Rule = (session, _now, mover) => {
  if (session.status === 'Pending') throw notStarted();
  if (session.status === 'InProgress') {
    if (isTheirs(session, mover)) return null;
    throw inUse();
  }
  return { change: 'Entered', set: { status: 'InProgress', activeUserId: mover.userId } };
};

/** Leave: the caller's InProgress → Active. */
const leave: Rule = (session, _now, mover) => {
  if (session.status === 'Pending') throw notStarted();
  if (session.status === 'Active') {
    throw conflict('NO_ACTIVE_SESSION', 'Nobody is working in the remote session.');
  }
  if (!isTheirs(session, mover)) throw inUse();
  return { change: 'Left', set: { status: 'Active', activeUserId: null } };
};

/** Close: Pending → Cancelled; Active or the caller's InProgress → Closed. */
const close: Rule = (session, now, mover) => {
  if (session.status === 'Pending') {
    return { change: 'Cancelled', set: ending('Cancelled', now, mover.userId) };
  }
  if (session.status === 'InProgress' && !isTheirs(session, mover)) throw inUse();
  return { change: 'Closed', set: ending('Closed', now, mover.userId) };
};

/** The technician's moves. */
export const PARTNER_RULES = { enter, leave, close } as const;
export type PartnerMove = keyof typeof PARTNER_RULES;

/** Approve: Pending → Active until now + the asked duration. */
const approve: Rule = (session, now, mover) => {
  if (session.status !== 'Pending') throw approvedAlready();
  return {
    change: 'Approved',
    set: {
      status: 'Active',
      approvedAt: now,
      approvedBy: mover.userId,
      expiresAt: new Date(now.getTime() + session.durationMinutes * MINUTE_MS),
    },
    detail: `${session.durationMinutes} minutes`,
  };
};

/** Decline: Pending → Declined; an approved session is ended instead. */
const decline: Rule = (session, now, mover) => {
  if (session.status !== 'Pending') throw approvedAlready();
  return { change: 'Declined', set: ending('Declined', now, mover.userId) };
};

/** End: any open session, whenever the homeowner wants. */
const end: Rule = (_session, now, mover) => ({
  change: 'EndedByHomeowner',
  set: ending('EndedByHomeowner', now, mover.userId),
});

/** The homeowner's moves. */
export const HOMEOWNER_RULES = { approve, decline, end } as const;

/**
 * The company's remote access to the device removed (its service cancelled, e.g. by a handoff
 * of the home): any open session ends Closed, whoever is in it.
 */
export const accessRemoved: Rule = (_session, now, mover) => ({
  change: 'Closed',
  set: ending('Closed', now, mover.userId),
  detail: 'Remote access to the device was removed.',
});
export type HomeownerMove = keyof typeof HOMEOWNER_RULES;
