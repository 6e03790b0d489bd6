import type { RemoteSession } from '@portal/contracts';
import { type Database, schema } from '@portal/db';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  createHome,
  createHomeDevice,
  createHousehold,
  createPartnerHome,
  createServiceRequest,
  householdUser,
} from './homeowners';
import { createCompany, member } from './partners';

// Remote support sessions (issue 17) for the tests of their calls: a company whose technician
// may ask for sessions on a device whose RemoteAccess service the household accepted, and the
// calls of both sides.

type Headers = Record<string, string>;

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

/** Asks for a session as the scene's technician; answers it (Pending). */
export async function requested(
  app: FastifyInstance,
  s: SessionScene,
  payload: object = {},
): Promise<RemoteSession> {
  const response = await sessionCalls(app).request(s, s.technician.headers, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A session the household's admin approved (Active). */
export async function approved(app: FastifyInstance, s: SessionScene): Promise<RemoteSession> {
  const session = await requested(app, s);
  const response = await sessionCalls(app).homeowner(
    s,
    'approve',
    session.partnerDeviceSessionId,
    s.admin.headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A session the scene's technician entered (InProgress). */
export async function entered(app: FastifyInstance, s: SessionScene): Promise<RemoteSession> {
  const session = await approved(app, s);
  const response = await sessionCalls(app).partner(
    s,
    'enter',
    session.partnerDeviceSessionId,
    s.technician.headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
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
