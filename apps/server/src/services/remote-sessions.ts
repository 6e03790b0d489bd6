import { type ConnectionArgs, type RemoteSession, SESSION_REQUEST_HOURS } from '@portal/contracts';
import type { Database, schema } from '@portal/db';
import { and, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Executor } from '../db/executor';
import { AppError, isUniqueViolation } from '../errors';
import { type Connection, keysetConnection } from '../paging';
import { publishRemoteSessionChange } from '../realtime/publish';
import { lockAcceptedService } from '../repositories/device-services';
import { recordHistory } from '../repositories/devices';
import {
  deviceAudience,
  openSessionOnDevice,
  type SessionRow,
} from '../repositories/remote-sessions';
import {
  countSessions,
  dueSessionIds,
  insertSession,
  isDue,
  isOpen,
  isSession,
  lockSessions,
  SESSION_ORDER,
  sessionPage,
  sessionView,
  toRemoteSession,
  underServices,
  updateSession,
} from '../repositories/session-views';
import {
  accessRemoved,
  type Change,
  conflict,
  endedConflict,
  expired,
  expiry,
  HISTORY_EVENT,
  type Mover,
  type Rule,
  type Step,
  SYSTEM,
} from './session-rules';

// The lifecycle of a remote support session (issue 17, spec 000 §4 and §7): a technician asks
// (Pending, lapsing after SESSION_REQUEST_HOURS), the homeowner approves (Active until
// approvedAt + durationMinutes) or declines, a technician enters (InProgress, theirs alone),
// leaves (Active again) or closes it; the homeowner may end it at any time (the rules:
// session-rules.ts). Every move writes one SESSION_* line of the device's audit trail in its
// transaction, and after the commit tells the session's company and the device's household
// (RemoteSessionChanged). The session row is locked for each move, so that two moves at once
// happen one after the other. An open session past its end time is ended as Expired by
// whichever call finds it first: a move, a list, or the minutely sweep
// (jobs/remote-session-expiry.ts). A session whose company loses its remote access to the
// device ends Closed (endSessionsOfServices). Times come from the JS clock, which the tests set.

export const SESSION_NOT_FOUND = 'No remote session with this id on this device.';

const HOUR_MS = 3_600_000;

async function writeStep(tx: Executor, session: SessionRow, step: Step, mover: Mover) {
  await updateSession(tx, session.id, step.set);
  await recordHistory(tx, {
    deviceId: session.deviceId,
    event: HISTORY_EVENT[step.change],
    detail: step.detail ?? null,
    actor: mover.actor,
    actorCompany: mover.actorCompany,
    sessionId: session.id,
  });
}

/**
 * Moves a locked open session by `rule`, or ends it as Expired when its end time has passed:
 * the row and its history line. Answers the step taken, null when the rule left it as it was.
 */
async function takeStep(
  tx: Executor,
  session: SessionRow,
  now: Date,
  mover: Mover,
  rule: Rule,
): Promise<Step | null> {
  const step = session.expiresAt <= now ? expiry(session, now) : rule(session, now, mover);
  if (step) await writeStep(tx, session, step, step.change === 'Expired' ? SYSTEM : mover);
  return step;
}

/** Tells the session's company and the device's household; after the commit. */
async function publish(db: Database, session: SessionRow, change: Change) {
  const { consumerAccountId } = await deviceAudience(db, session.deviceId);
  await publishRemoteSessionChange(
    db,
    { partnerAccountId: session.partnerAccountId, consumerAccountId },
    { partnerDeviceSessionId: session.id, deviceId: session.deviceId, change },
  );
}

/** A session a caller's transaction moved, to tell after its commit (tellMoved). */
export type MovedSession = { session: SessionRow; change: Change };

export async function tellMoved(db: Database, moved: MovedSession[]): Promise<void> {
  for (const { session, change } of moved) await publish(db, session, change);
}

/**
 * Ends the open sessions asked for under these services, which are about to go (a session's
 * row goes with its service, and would leave no history line and tell nobody): Closed, the
 * history line saying remote access was removed, or Expired when past their end time. In the
 * caller's transaction; the caller tells the answer after its commit (tellMoved).
 */
export async function endSessionsOfServices(
  tx: Executor,
  serviceIds: string[],
  mover: Mover,
): Promise<MovedSession[]> {
  if (serviceIds.length === 0) return [];
  const now = new Date();
  const moved: MovedSession[] = [];
  for (const session of await lockSessions(tx, and(underServices(serviceIds), isOpen))) {
    const step = await takeStep(tx, session, now, mover, accessRemoved);
    if (step) moved.push({ session, change: step.change });
  }
  return moved;
}

async function viewOf(db: Database, sessionId: string): Promise<RemoteSession> {
  const view = await sessionView(db, sessionId);
  if (!view) throw new AppError(404, SESSION_NOT_FOUND);
  return view;
}

/** 409 SERVICE_NOT_CONFIGURED: no accepted remote access of the company on the device. */
export const serviceNotConfigured = () =>
  conflict(
    'SERVICE_NOT_CONFIGURED',
    'The homeowner has not accepted remote access for your company on this device.',
  );

const sessionExists = () =>
  conflict(
    'SESSION_EXISTS',
    'The device already has an open remote session; it has to end before another is asked for.',
  );

/**
 * Opens a session (Pending, lapsing after SESSION_REQUEST_HOURS) on a device for which the
 * caller checked the company's accepted RemoteAccess service. 409 SESSION_EXISTS while the
 * device has an open session of any company; one past its end time is ended as Expired first.
 */
export async function openSession(
  ctx: AppContext,
  values: Pick<
    typeof schema.partnerDeviceSessions.$inferInsert,
    'partnerAccountId' | 'deviceId' | 'deviceServiceId' | 'durationMinutes' | 'requestedBy'
  >,
  mover: Mover,
): Promise<RemoteSession> {
  const now = new Date();
  let done: { session: SessionRow; lapsed: SessionRow | undefined };
  try {
    done = await ctx.db.transaction(async (tx) => {
      // The service stays while the session is written: removing it meanwhile waits, then ends
      // the session it finds, rather than failing this insert on its foreign key.
      if (values.deviceServiceId && !(await lockAcceptedService(tx, values.deviceServiceId))) {
        throw serviceNotConfigured();
      }
      const open = await openSessionOnDevice(tx, values.deviceId, { lock: true });
      if (open && open.expiresAt > now) throw sessionExists();
      if (open) await writeStep(tx, open, expiry(open, now), SYSTEM);
      const session = await insertSession(tx, {
        ...values,
        status: 'Pending',
        requestedAt: now,
        expiresAt: new Date(now.getTime() + SESSION_REQUEST_HOURS * HOUR_MS),
      });
      await recordHistory(tx, {
        deviceId: session.deviceId,
        event: HISTORY_EVENT.Requested,
        detail: `${session.durationMinutes} minutes`,
        actor: mover.actor,
        actorCompany: mover.actorCompany,
        sessionId: session.id,
      });
      return { session, lapsed: open };
    });
  } catch (error) {
    // Two requests at once: the unique index of open sessions lets one through.
    if (isUniqueViolation(error)) throw sessionExists();
    throw error;
  }
  if (done.lapsed) await publish(ctx.db, done.lapsed, 'Expired');
  await publish(ctx.db, done.session, 'Requested');
  return viewOf(ctx.db, done.session.id);
}

/**
 * Moves the session `where` finds by `rule`, the row locked: 404 when there is none; 409 when
 * it has ended; when its end time has passed, it is ended as Expired (committed, told) and the
 * answer is 409 SESSION_EXPIRED. Answers the session as it is after the move.
 */
export async function moveSession(
  ctx: AppContext,
  where: SQL | undefined,
  mover: Mover,
  rule: Rule,
): Promise<RemoteSession> {
  const now = new Date();
  const { session, step } = await ctx.db.transaction(async (tx) => {
    const [session] = await lockSessions(tx, where);
    if (!session) throw new AppError(404, SESSION_NOT_FOUND);
    if (session.endedAt) throw endedConflict(session);
    return { session, step: await takeStep(tx, session, now, mover, rule) };
  });
  if (step) await publish(ctx.db, session, step.change);
  if (step?.change === 'Expired') throw expired();
  return viewOf(ctx.db, session.id);
}

/**
 * Ends as Expired the open sessions matching `where` whose end time has come, each in its own
 * transaction (one locked row at a time) and told after its commit. Answers how many it ended.
 */
export async function expireDueSessions(db: Database, where?: SQL): Promise<number> {
  const now = new Date();
  let ended = 0;
  for (const id of await dueSessionIds(db, where, now)) {
    const session = await db.transaction(async (tx) => {
      // Another call may have moved it since it was found.
      const [row] = await lockSessions(tx, and(isSession(id), isDue(now)));
      if (row) await writeStep(tx, row, expiry(row, now), SYSTEM);
      return row;
    });
    if (session) {
      await publish(db, session, 'Expired');
      ended += 1;
    }
  }
  return ended;
}

/** The sessions matching `where`, newest request first, after ending those past their time. */
export async function sessionList(
  db: Database,
  where: SQL | undefined,
  args: ConnectionArgs,
): Promise<Connection<RemoteSession>> {
  await expireDueSessions(db, where);
  return keysetConnection(
    args,
    SESSION_ORDER,
    {
      rows: (page) => sessionPage(db, where, page),
      totalCount: () => countSessions(db, where),
    },
    toRemoteSession,
  );
}
