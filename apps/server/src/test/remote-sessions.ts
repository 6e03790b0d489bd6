import {
  householdChannel,
  proChannel,
  type RemoteSession,
  type RemoteSessionChangedEvent,
  type RemoteSessionStatus,
} from '@portal/contracts';
import { type Database, schema } from '@portal/db';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, onTestFinished, vi } from 'vitest';
import { acceptedService } from '../repositories/device-services';
import { buildTestApp } from './helper';
import {
  createHome,
  createHomeDevice,
  createHousehold,
  createPartnerHome,
  createServiceRequest,
  householdUser,
} from './homeowners';
import { createCompany, member } from './partners';
import { realtimeEvents } from './realtime';

// Remote support sessions (issue 17) for the tests: a company whose technician may ask for
// sessions on a device whose RemoteAccess service the household accepted, the calls of both
// sides, and the clock and events the session tests read. The session calls are tested with the
// real moves; the calls that depend on a session rather than move it (the device work calls)
// start from a session row written straight (openSession).

type Headers = Record<string, string>;

/**
 * The app for the session tests, with tokens that outlive the days the fake clock moves on:
 * what it publishes on the realtime channel (`published`), and the session calls.
 */
export async function sessionTestApp() {
  const test = await buildTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(7 * 86_400) });
  return {
    ...test,
    published: await realtimeEvents(test.databaseUrl, test.pool),
    calls: sessionCalls(test.app),
  };
}

/**
 * A company (owner, technician) with a customer, Ada King, whose home is a household's home
 * (admin, member, guest) holding a thermostat of the company, its RemoteAccess service
 * accepted unless told otherwise.
 */
export async function sessionScene(
  app: FastifyInstance,
  db: Database,
  options: { remoteAccess?: 'ACCEPTED' | 'PENDING' | 'REJECTED' | 'none'; name?: string } = {},
) {
  const company = await createCompany(db, options.name ? { name: options.name } : {});
  const owner = await member(app, db, company, ['OWNER']);
  const technician = await member(app, db, company, ['TECHNICIAN']);
  const household = await createHousehold(db);
  const home = await createHome(db, household);
  const admin = await householdUser(app, db, household, 'ADMIN');
  const householdMember = await householdUser(app, db, household, 'MEMBER');
  const guest = await householdUser(app, db, household, 'GUEST');
  const partnerHome = await createPartnerHome(db, company.id, home);
  const device = await createHomeDevice(db, home, {
    partnerAccountId: company.id,
    locationId: partnerHome.id,
  });
  const remoteAccess = options.remoteAccess ?? 'ACCEPTED';
  const service =
    remoteAccess === 'none'
      ? undefined
      : await createServiceRequest(db, device, company.id, 'RemoteAccess', remoteAccess);
  return {
    company,
    owner,
    technician,
    household,
    home,
    admin,
    householdMember,
    guest,
    partnerHome,
    device,
    service,
  };
}

export type SessionScene = Awaited<ReturnType<typeof sessionScene>>;

/** The calls on sessions, by either side, answering the raw response. */
export function sessionCalls(app: FastifyInstance) {
  const pro = (companyId: string) => `/api/v1/proAccounts/${companyId}`;
  const home = (householdId: string, deviceId: string) =>
    `/api/v1/accounts/${householdId}/devices/${deviceId}`;
  return {
    request: (s: SessionScene, headers: Headers, payload: object = {}) =>
      app.inject({
        method: 'POST',
        url: `${pro(s.company.id)}/devices/${s.device.id}/sessions`,
        headers,
        payload,
      }),
    /** enter, leave or close by a technician (leave and close on the singular `device` path). */
    partner: (
      s: SessionScene,
      move: 'enter' | 'leave' | 'close',
      sessionId: string,
      headers: Headers,
    ) =>
      app.inject({
        method: 'PUT',
        url: `${pro(s.company.id)}/${move === 'enter' ? 'devices' : 'device'}/${s.device.id}/sessions/${sessionId}/${move}`,
        headers,
      }),
    homeowner: (
      s: SessionScene,
      move: 'approve' | 'decline' | 'end',
      sessionId: string,
      headers: Headers,
    ) =>
      app.inject({
        method: 'PUT',
        url: `${home(s.household.id, s.device.id)}/sessions/${sessionId}/${move}`,
        headers,
      }),
    get: (url: string, headers: Headers) => app.inject({ method: 'GET', url, headers }),
  };
}

/** The session a call answered, once it answered `status`. */
function answered(
  response: { statusCode: number; body: string; json: () => RemoteSession },
  status = 200,
): RemoteSession {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

/** Asks for a session as the scene's technician; answers it (Pending). */
export async function requested(
  app: FastifyInstance,
  s: SessionScene,
  payload: object = {},
): Promise<RemoteSession> {
  return answered(await sessionCalls(app).request(s, s.technician.headers, payload), 201);
}

/** A session the household's admin approved (Active). */
export async function approved(app: FastifyInstance, s: SessionScene): Promise<RemoteSession> {
  const { partnerDeviceSessionId: id } = await requested(app, s);
  return answered(await sessionCalls(app).homeowner(s, 'approve', id, s.admin.headers));
}

/** A session the scene's technician entered (InProgress). */
export async function entered(app: FastifyInstance, s: SessionScene): Promise<RemoteSession> {
  const { partnerDeviceSessionId: id } = await approved(app, s);
  return answered(await sessionCalls(app).partner(s, 'enter', id, s.technician.headers));
}

/** The session's lines of the device history, oldest first. */
export async function sessionHistory(db: Database, sessionId: string) {
  return db
    .select()
    .from(schema.deviceHistory)
    .where(eq(schema.deviceHistory.sessionId, sessionId))
    .orderBy(asc(schema.deviceHistory.at));
}

export async function storedSession(db: Database, sessionId: string) {
  const [row] = await db
    .select()
    .from(schema.partnerDeviceSessions)
    .where(eq(schema.partnerDeviceSessions.id, sessionId));
  return row;
}

/** The clock the server reads (JS Date only), fixed at now (whole seconds) until the test ends. */
export function fakeClock(): Date {
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  vi.useFakeTimers({ now, toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return now;
}

/** `ms` after `start`, as the API writes times. */
export const at = (start: Date, ms: number) => new Date(start.getTime() + ms).toISOString();

/** The RemoteSessionChanged events of one change, to the company and to the household. */
export function sessionEvents(
  s: SessionScene,
  sessionId: string,
  change: RemoteSessionChangedEvent['change'],
): RemoteSessionChangedEvent[] {
  return [proChannel(s.company.id), householdChannel(s.household.id)].map((channel) => ({
    type: 'RemoteSessionChanged',
    channel,
    partnerDeviceSessionId: sessionId,
    deviceId: s.device.id,
    change,
  }));
}

/**
 * An open session of the company on the device under its accepted RemoteAccess service (made
 * if it has none), written straight: InProgress with `activeUserId` in it unless told, ending
 * in an hour unless `expiresAt` says.
 */
export async function openSession(
  db: Database,
  values: {
    deviceId: string;
    partnerAccountId: string;
    activeUserId?: string | null;
    status?: (typeof RemoteSessionStatus)[number];
    expiresAt?: Date;
  },
) {
  const { deviceId, partnerAccountId } = values;
  const service =
    (await acceptedService(db, partnerAccountId, deviceId, 'RemoteAccess')) ??
    (await createServiceRequest(
      db,
      { id: deviceId },
      partnerAccountId,
      'RemoteAccess',
      'ACCEPTED',
    ));
  const now = Date.now();
  const [session] = await db
    .insert(schema.partnerDeviceSessions)
    .values({
      partnerAccountId,
      deviceId,
      deviceServiceId: service.id,
      status: values.status ?? 'InProgress',
      durationMinutes: 60,
      requestedAt: new Date(now - 10 * 60_000),
      approvedAt: new Date(now - 5 * 60_000),
      expiresAt: values.expiresAt ?? new Date(now + 60 * 60_000),
      activeUserId: values.activeUserId ?? null,
    })
    .returning();
  if (!session) throw new Error('session not created');
  return session;
}
