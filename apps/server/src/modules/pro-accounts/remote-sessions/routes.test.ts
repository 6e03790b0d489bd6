import { randomUUID } from 'node:crypto';
import type { RemoteSession } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { recordHistory } from '../../../repositories/devices';
import { expectError } from '../../../test/helper';
import { createServiceRequest } from '../../../test/homeowners';
import { createCompany, member } from '../../../test/partners';
import {
  approved,
  at,
  entered,
  fakeClock,
  requested,
  sessionEvents,
  sessionHistory,
  sessionScene,
  sessionTestApp,
  storedSession,
} from '../../../test/remote-sessions';

const { app, db, published, calls } = await sessionTestApp();

const HOUR_MS = 3_600_000;

async function marketNameOf(deviceId: string) {
  const [row] = await db
    .select({ marketName: schema.products.marketName })
    .from(schema.devices)
    .innerJoin(schema.products, eq(schema.products.id, schema.devices.productId))
    .where(eq(schema.devices.id, deviceId));
  return row?.marketName;
}

async function reasonOf(
  response: Awaited<ReturnType<typeof calls.request>>,
  status = 409,
): Promise<string | undefined> {
  return expectError(response, status).reasonCode;
}

describe('POST /api/v1/proAccounts/{id}/devices/{deviceId}/sessions', () => {
  it('a technician asks: Pending for 24 hours, with its history line and both sides told', async () => {
    const s = await sessionScene(app, db, { name: 'Northside Air' });
    await published();
    const now = fakeClock();
    const response = await calls.request(s, s.technician.headers);
    expect(response.statusCode, response.body).toBe(201);
    const session: RemoteSession = response.json();
    expect(session).toEqual({
      partnerDeviceSessionId: expect.any(String),
      partnerAccountId: s.company.id,
      companyName: 'Northside Air',
      deviceId: s.device.id,
      deviceName: await marketNameOf(s.device.id),
      deviceType: 'WiFiThermostat',
      deviceLocationId: s.partnerHome.id,
      deviceServiceId: s.service?.id,
      customerId: s.partnerHome.customerId,
      customerName: 'Ada King',
      status: 'Pending',
      durationMinutes: 60,
      requestedAt: now.toISOString(),
      requestedBy: {
        id: s.technician.user.id,
        firstName: 'Test',
        lastName: s.technician.user.lastName,
        role: 'TECHNICIAN',
      },
      approvedAt: null,
      expiresAt: at(now, 24 * HOUR_MS),
      activeUser: null,
      endedAt: null,
      endReason: null,
    });
    expect(await sessionHistory(db, session.partnerDeviceSessionId)).toEqual([
      expect.objectContaining({
        deviceId: s.device.id,
        event: 'SESSION_REQUESTED',
        detail: '60 minutes',
        actor: `Test ${s.technician.user.lastName}`,
        actorCompany: 'Northside Air',
        changes: null,
      }),
    ]);
    expect(await published()).toEqual(
      sessionEvents(s, session.partnerDeviceSessionId, 'Requested'),
    );
  });

  it('takes the durations of the picker and refuses others, naming the field', async () => {
    const s = await sessionScene(app, db);
    const session = await requested(app, s, { durationMinutes: 240 });
    expect(session.durationMinutes).toBe(240);

    const other = await sessionScene(app, db);
    for (const durationMinutes of [45, 0, '60', null]) {
      const error = expectError(
        await calls.request(other, other.technician.headers, { durationMinutes }),
        400,
      );
      expect(error.fields?.map((f) => f.field)).toEqual(['body.durationMinutes']);
    }
    const extra = expectError(
      await calls.request(other, other.technician.headers, { durationMinutes: 30, note: 'x' }),
      400,
    );
    expect(extra.fields?.length).toBeGreaterThan(0);
  });

  it('owners, admins and technicians may; members, guests and other roles may not (403)', async () => {
    const s = await sessionScene(app, db);
    for (const roles of [
      ['GUEST'],
      ['MEMBER'],
      ['SALES'],
      ['OPERATIONS'],
      ['MARKETING'],
    ] as const) {
      const who = await member(app, db, s.company, [...roles]);
      expectError(await calls.request(s, who.headers), 403);
    }
    const pending = await member(app, db, s.company, ['TECHNICIAN'], { status: 'PENDING' });
    expectError(await calls.request(s, pending.headers), 404);
    const admin = await member(app, db, s.company, ['COMPANY_ADMIN']);
    const session = (await calls.request(s, admin.headers)).json();
    expect(session.requestedBy.role).toBe('COMPANY_ADMIN');
  });

  it('another company, a device of another company and no token: 404, 404, 401', async () => {
    const s = await sessionScene(app, db);
    const other = await sessionScene(app, db);
    // Not a member of the company named.
    expectError(await calls.request(s, other.technician.headers), 404);
    // Their own company, our device.
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/proAccounts/${other.company.id}/devices/${s.device.id}/sessions`,
      headers: other.technician.headers,
      payload: {},
    });
    expectError(response, 404);
    expectError(await calls.request(s, {}), 401);
    const rows = await db.select().from(schema.partnerDeviceSessions);
    expect(rows.filter((row) => row.deviceId === s.device.id)).toEqual([]);
  });

  it('409 SERVICE_NOT_CONFIGURED without an accepted RemoteAccess service', async () => {
    for (const remoteAccess of ['none', 'PENDING', 'REJECTED'] as const) {
      const s = await sessionScene(app, db, { remoteAccess });
      // Another service accepted does not do.
      await createServiceRequest(
        db,
        s.device,
        s.company.id,
        'ProAlertsPartnerDeviceService',
        'ACCEPTED',
      );
      expect(await reasonOf(await calls.request(s, s.technician.headers)), remoteAccess).toBe(
        'SERVICE_NOT_CONFIGURED',
      );
    }
  });

  it('409 SESSION_EXISTS while the device has an open session, whatever its state', async () => {
    const s = await sessionScene(app, db);
    const first = await requested(app, s);
    const owner = s.owner.headers;
    expect(await reasonOf(await calls.request(s, owner))).toBe('SESSION_EXISTS');
    await calls.homeowner(s, 'approve', first.partnerDeviceSessionId, s.admin.headers);
    expect(await reasonOf(await calls.request(s, owner))).toBe('SESSION_EXISTS');
    await calls.partner(s, 'enter', first.partnerDeviceSessionId, s.technician.headers);
    expect(await reasonOf(await calls.request(s, owner))).toBe('SESSION_EXISTS');
    // Once it has ended, another may be asked for.
    await calls.partner(s, 'close', first.partnerDeviceSessionId, s.technician.headers);
    const second = await requested(app, s);
    expect(second.partnerDeviceSessionId).not.toBe(first.partnerDeviceSessionId);
  });

  it('409 SESSION_EXISTS for an open session of another company on the device', async () => {
    const s = await sessionScene(app, db);
    const open = await requested(app, s);
    // The device went over to another company with the session still open.
    const next = await createCompany(db);
    const technician = await member(app, db, next, ['TECHNICIAN']);
    await db
      .update(schema.devices)
      .set({ partnerAccountId: next.id })
      .where(eq(schema.devices.id, s.device.id));
    await createServiceRequest(db, s.device, next.id, 'RemoteAccess', 'ACCEPTED');
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/proAccounts/${next.id}/devices/${s.device.id}/sessions`,
      headers: technician.headers,
      payload: {},
    });
    expect(await reasonOf(response)).toBe('SESSION_EXISTS');
    expect((await storedSession(db, open.partnerDeviceSessionId))?.endedAt).toBeNull();
  });

  it('two requests at once: one session, the other 409 SESSION_EXISTS', async () => {
    const s = await sessionScene(app, db);
    const second = await member(app, db, s.company, ['TECHNICIAN']);
    const answers = await Promise.all([
      calls.request(s, s.technician.headers),
      calls.request(s, second.headers),
      calls.request(s, s.owner.headers),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().reasonCode).toBe('SESSION_EXISTS');
    }
    const rows = await db
      .select()
      .from(schema.partnerDeviceSessions)
      .where(eq(schema.partnerDeviceSessions.deviceId, s.device.id));
    expect(rows).toHaveLength(1);
  });

  it('a session past its end time is ended as Expired first, then the new one is asked for', async () => {
    const s = await sessionScene(app, db);
    const start = fakeClock();
    const old = await approved(app, s);
    await published();
    vi.setSystemTime(start.getTime() + 61 * 60_000);
    const fresh = await requested(app, s);
    expect(await storedSession(db, old.partnerDeviceSessionId)).toMatchObject({
      endReason: 'Expired',
      endedAt: new Date(start.getTime() + 61 * 60_000),
    });
    expect(await published()).toEqual([
      ...sessionEvents(s, old.partnerDeviceSessionId, 'Expired'),
      ...sessionEvents(s, fresh.partnerDeviceSessionId, 'Requested'),
    ]);
  });
});

describe('PUT .../sessions/{id}/enter, leave and close', () => {
  it('enter: Active → InProgress with the caller as activeUser; again changes nothing', async () => {
    const s = await sessionScene(app, db);
    const session = await approved(app, s);
    await published();
    const id = session.partnerDeviceSessionId;
    const response = await calls.partner(s, 'enter', id, s.technician.headers);
    expect(response.statusCode, response.body).toBe(200);
    const activeUser = {
      id: s.technician.user.id,
      firstName: 'Test',
      lastName: s.technician.user.lastName,
      role: 'TECHNICIAN',
    };
    expect(response.json()).toEqual({ ...session, status: 'InProgress', activeUser });
    expect(await published()).toEqual(sessionEvents(s, id, 'Entered'));

    const again = await calls.partner(s, 'enter', id, s.technician.headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(response.json());
    expect(await published()).toEqual([]);
    expect((await sessionHistory(db, id)).map((line) => line.event)).toEqual([
      'SESSION_REQUESTED',
      'SESSION_APPROVED',
      'SESSION_ENTERED',
    ]);
  });

  it('enter: 409 SESSION_NOT_STARTED while pending, SESSION_IS_ACTIVE while another is in it', async () => {
    const s = await sessionScene(app, db);
    const pending = await requested(app, s);
    const id = pending.partnerDeviceSessionId;
    expect(await reasonOf(await calls.partner(s, 'enter', id, s.technician.headers))).toBe(
      'SESSION_NOT_STARTED',
    );
    await calls.homeowner(s, 'approve', id, s.admin.headers);
    await calls.partner(s, 'enter', id, s.technician.headers);
    const before = await storedSession(db, id);
    expect(await reasonOf(await calls.partner(s, 'enter', id, s.owner.headers))).toBe(
      'SESSION_IS_ACTIVE',
    );
    expect(await storedSession(db, id)).toEqual(before);
  });

  it('leave: InProgress → Active; the rules around it', async () => {
    const s = await sessionScene(app, db);
    const pending = await requested(app, s);
    const id = pending.partnerDeviceSessionId;
    expect(await reasonOf(await calls.partner(s, 'leave', id, s.technician.headers))).toBe(
      'SESSION_NOT_STARTED',
    );
    await calls.homeowner(s, 'approve', id, s.admin.headers);
    expect(await reasonOf(await calls.partner(s, 'leave', id, s.technician.headers))).toBe(
      'NO_ACTIVE_SESSION',
    );
    await calls.partner(s, 'enter', id, s.technician.headers);
    expect(await reasonOf(await calls.partner(s, 'leave', id, s.owner.headers))).toBe(
      'SESSION_IS_ACTIVE',
    );
    await published();
    const left = await calls.partner(s, 'leave', id, s.technician.headers);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ status: 'Active', activeUser: null, endedAt: null });
    expect(await published()).toEqual(sessionEvents(s, id, 'Left'));
    // Another technician may enter now.
    const entering = await calls.partner(s, 'enter', id, s.owner.headers);
    expect(entering.json()).toMatchObject({
      status: 'InProgress',
      activeUser: { id: s.owner.user.id, role: 'OWNER' },
    });
    expect((await sessionHistory(db, id)).map((line) => [line.event, line.actor])).toEqual([
      ['SESSION_REQUESTED', `Test ${s.technician.user.lastName}`],
      ['SESSION_APPROVED', `Test ${s.admin.user.lastName}`],
      ['SESSION_ENTERED', `Test ${s.technician.user.lastName}`],
      ['SESSION_LEFT', `Test ${s.technician.user.lastName}`],
      ['SESSION_ENTERED', `Test ${s.owner.user.lastName}`],
    ]);
  });

  it('close: Pending → Cancelled', async () => {
    const s = await sessionScene(app, db);
    const start = fakeClock();
    const session = await requested(app, s);
    await published();
    const id = session.partnerDeviceSessionId;
    vi.setSystemTime(start.getTime() + 5 * 60_000);
    const response = await calls.partner(s, 'close', id, s.owner.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...session,
      status: null,
      endedAt: at(start, 5 * 60_000),
      endReason: 'Cancelled',
    });
    expect(await published()).toEqual(sessionEvents(s, id, 'Cancelled'));
    expect((await sessionHistory(db, id)).at(-1)).toMatchObject({
      event: 'SESSION_CANCELLED',
      actor: `Test ${s.owner.user.lastName}`,
      actorCompany: s.company.name,
    });
  });

  it('close: Active, or InProgress by the caller → Closed; InProgress by another 409', async () => {
    const s = await sessionScene(app, db);
    const active = await approved(app, s);
    const closed = await calls.partner(s, 'close', active.partnerDeviceSessionId, s.owner.headers);
    expect(closed.json()).toMatchObject({ status: null, endReason: 'Closed', activeUser: null });

    const t = await sessionScene(app, db);
    const inProgress = await entered(app, t);
    const id = inProgress.partnerDeviceSessionId;
    expect(await reasonOf(await calls.partner(t, 'close', id, t.owner.headers))).toBe(
      'SESSION_IS_ACTIVE',
    );
    await published();
    const mine = await calls.partner(t, 'close', id, t.technician.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ status: null, endReason: 'Closed', activeUser: null });
    expect(await published()).toEqual(sessionEvents(t, id, 'Closed'));
    expect(await storedSession(db, id)).toMatchObject({
      endReason: 'Closed',
      endedBy: t.technician.user.id,
      activeUserId: null,
    });
  });

  it('on an ended session every move is 409 SESSION_ENDED', async () => {
    const s = await sessionScene(app, db);
    const session = await approved(app, s);
    const id = session.partnerDeviceSessionId;
    await calls.partner(s, 'close', id, s.technician.headers);
    for (const move of ['enter', 'leave', 'close'] as const) {
      expect(await reasonOf(await calls.partner(s, move, id, s.technician.headers)), move).toBe(
        'SESSION_ENDED',
      );
    }
  });

  it('enter after the end time: 409 SESSION_EXPIRED, and the session is ended Expired', async () => {
    const s = await sessionScene(app, db);
    const start = fakeClock();
    const session = await requested(app, s, { durationMinutes: 30 });
    vi.setSystemTime(start.getTime() + 10 * 60_000);
    const approval = await calls.homeowner(
      s,
      'approve',
      session.partnerDeviceSessionId,
      s.admin.headers,
    );
    expect(approval.json().expiresAt).toBe(at(start, 40 * 60_000));
    await published();
    const id = session.partnerDeviceSessionId;
    vi.setSystemTime(start.getTime() + 40 * 60_000);
    expect(await reasonOf(await calls.partner(s, 'enter', id, s.technician.headers))).toBe(
      'SESSION_EXPIRED',
    );
    expect(await storedSession(db, id)).toMatchObject({
      endReason: 'Expired',
      endedAt: new Date(start.getTime() + 40 * 60_000),
      endedBy: null,
    });
    expect((await sessionHistory(db, id)).at(-1)).toMatchObject({
      event: 'SESSION_EXPIRED',
      detail: 'The session reached its end time.',
      actor: null,
      actorCompany: null,
    });
    expect(await published()).toEqual(sessionEvents(s, id, 'Expired'));
    // Ended now: every move answers SESSION_EXPIRED, and nothing more is written.
    for (const move of ['enter', 'leave', 'close'] as const) {
      expect(await reasonOf(await calls.partner(s, move, id, s.technician.headers)), move).toBe(
        'SESSION_EXPIRED',
      );
    }
    expect(await sessionHistory(db, id)).toHaveLength(3);
    expect(await published()).toEqual([]);
  });

  it('GUEST and MEMBER 403; another company, an unknown session or another device 404', async () => {
    const s = await sessionScene(app, db);
    const session = await approved(app, s);
    const id = session.partnerDeviceSessionId;
    for (const roles of [['GUEST'], ['MEMBER']] as const) {
      const who = await member(app, db, s.company, [...roles]);
      for (const move of ['enter', 'leave', 'close'] as const) {
        expectError(await calls.partner(s, move, id, who.headers), 403);
      }
    }
    const other = await sessionScene(app, db);
    for (const move of ['enter', 'leave', 'close'] as const) {
      // Another company's technician, through their own company.
      const url = `/api/v1/proAccounts/${other.company.id}/${move === 'enter' ? 'devices' : 'device'}/${s.device.id}/sessions/${id}/${move}`;
      expectError(await app.inject({ method: 'PUT', url, headers: other.technician.headers }), 404);
      expectError(await calls.partner(s, move, id, other.technician.headers), 404);
      expectError(await calls.partner(s, move, randomUUID(), s.technician.headers), 404);
      expectError(
        await calls.partner({ ...s, device: other.device }, move, id, s.technician.headers),
        404,
      );
      expectError(await calls.partner(s, move, id, {}), 401);
    }
    expect((await storedSession(db, id))?.status).toBe('Active');
  });
});

describe("the partner's device history", () => {
  it('shows the session lines with their company, session and changes', async () => {
    const s = await sessionScene(app, db, { name: 'Cascade Heating' });
    const session = await entered(app, s);
    const id = session.partnerDeviceSessionId;
    await recordHistory(db, {
      deviceId: s.device.id,
      event: 'DEVICE_STATE_CHANGED',
      actor: 'Test',
      actorCompany: 'Cascade Heating',
      sessionId: id,
      changes: [{ field: 'systemMode', before: 'Heat', after: 'Cool' }],
    });
    const response = await calls.get(
      `/api/v1/proAccounts/${s.company.id}/devices/${s.device.id}/history`,
      s.owner.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const technician = `Test ${s.technician.user.lastName}`;
    expect(response.json().nodes).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        event: 'DEVICE_STATE_CHANGED',
        detail: null,
        actor: 'Test',
        actorCompany: 'Cascade Heating',
        partnerDeviceSessionId: id,
        changes: [{ field: 'systemMode', before: 'Heat', after: 'Cool' }],
      },
      expect.objectContaining({
        event: 'SESSION_ENTERED',
        actor: technician,
        actorCompany: 'Cascade Heating',
        partnerDeviceSessionId: id,
        changes: [],
      }),
      expect.objectContaining({
        event: 'SESSION_APPROVED',
        actor: `Test ${s.admin.user.lastName}`,
        actorCompany: null,
        partnerDeviceSessionId: id,
      }),
      expect.objectContaining({ event: 'SESSION_REQUESTED', partnerDeviceSessionId: id }),
    ]);
  });
});

describe('GET .../devices/{deviceId}/sessions and GET .../sessions', () => {
  it("the device's sessions of the company, newest first, paged; readers of customers may", async () => {
    const s = await sessionScene(app, db);
    const start = fakeClock();
    const first = await requested(app, s);
    await calls.partner(s, 'close', first.partnerDeviceSessionId, s.technician.headers);
    vi.setSystemTime(start.getTime() + 60_000);
    const second = await approved(app, s);
    const url = `/api/v1/proAccounts/${s.company.id}/devices/${s.device.id}/sessions`;
    const sales = await member(app, db, s.company, ['SALES']);
    const list = await calls.get(url, sales.headers);
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body.totalCount).toBe(2);
    expect(
      body.nodes.map((n: RemoteSession) => [n.partnerDeviceSessionId, n.status, n.endReason]),
    ).toEqual([
      [second.partnerDeviceSessionId, 'Active', null],
      [first.partnerDeviceSessionId, null, 'Cancelled'],
    ]);
    const page = (await calls.get(`${url}?first=1`, s.technician.headers)).json();
    expect(page.nodes.map((n: RemoteSession) => n.partnerDeviceSessionId)).toEqual([
      second.partnerDeviceSessionId,
    ]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = (
      await calls.get(`${url}?first=1&after=${page.pageInfo.endCursor}`, s.technician.headers)
    ).json();
    expect(next.nodes.map((n: RemoteSession) => n.partnerDeviceSessionId)).toEqual([
      first.partnerDeviceSessionId,
    ]);
    expect(next.pageInfo.hasNextPage).toBe(false);

    const guest = await member(app, db, s.company, ['GUEST']);
    expectError(await calls.get(url, guest.headers), 403);
    const other = await sessionScene(app, db);
    expectError(await calls.get(url, other.owner.headers), 404);
    expectError(
      await calls.get(
        `/api/v1/proAccounts/${other.company.id}/devices/${s.device.id}/sessions`,
        other.owner.headers,
      ),
      404,
    );
    expectError(await calls.get(url, {}), 401);
    expectError(await calls.get(`${url}?after=nonsense`, s.owner.headers), 400);
  });

  it("the caller's open sessions: asked for or entered by them; expired ones end first", async () => {
    const s = await sessionScene(app, db);
    const t = await sessionScene(app, db);
    const start = fakeClock();
    const mine = await requested(app, s);
    const url = `/api/v1/proAccounts/${s.company.id}/sessions`;
    const ids = async (headers: Record<string, string>) =>
      ((await calls.get(url, headers)).json().nodes as RemoteSession[]).map(
        (n) => n.partnerDeviceSessionId,
      );
    expect(await ids(s.technician.headers)).toEqual([mine.partnerDeviceSessionId]);
    expect(await ids(s.owner.headers)).toEqual([]);
    await calls.homeowner(s, 'approve', mine.partnerDeviceSessionId, s.admin.headers);
    // The owner enters the technician's session: now it is theirs too.
    await calls.partner(s, 'enter', mine.partnerDeviceSessionId, s.owner.headers);
    expect(await ids(s.owner.headers)).toEqual([mine.partnerDeviceSessionId]);
    expect(await ids(s.technician.headers)).toEqual([mine.partnerDeviceSessionId]);
    // Another company's sessions are never listed.
    await requested(app, t);
    expect(await ids(s.technician.headers)).toEqual([mine.partnerDeviceSessionId]);

    vi.setSystemTime(start.getTime() + 61 * 60_000);
    await published();
    expect(await ids(s.technician.headers)).toEqual([]);
    expect((await storedSession(db, mine.partnerDeviceSessionId))?.endReason).toBe('Expired');
    expect(await published()).toEqual(sessionEvents(s, mine.partnerDeviceSessionId, 'Expired'));

    const memberRole = await member(app, db, s.company, ['MEMBER']);
    expectError(await calls.get(url, memberRole.headers), 403);
    expectError(await calls.get(url, {}), 401);
  });
});
