import { randomUUID } from 'node:crypto';
import type { RemoteSession } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { recordHistory } from '../../../repositories/devices';
import { expectError } from '../../../test/helper';
import {
  createHome,
  createHomeDevice,
  createServiceRequest,
  householdUser,
} from '../../../test/homeowners';
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

const MINUTE_MS = 60_000;

const reasonOf = (response: Awaited<ReturnType<typeof calls.get>>) =>
  expectError(response, 409).reasonCode;

const ids = (response: Awaited<ReturnType<typeof calls.get>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().nodes as RemoteSession[]).map((n) => n.partnerDeviceSessionId);
};

describe('PUT /api/v1/accounts/{id}/devices/{deviceId}/sessions/{id}/approve, decline, end', () => {
  it('approve: Active from now for the duration asked, written and told', async () => {
    const s = await sessionScene(app, db);
    const start = fakeClock();
    const session = await requested(app, s, { durationMinutes: 120 });
    const id = session.partnerDeviceSessionId;
    await published();
    vi.setSystemTime(start.getTime() + 3 * MINUTE_MS);
    const response = await calls.homeowner(s, 'approve', id, s.householdMember.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...session,
      status: 'Active',
      approvedAt: at(start, 3 * MINUTE_MS),
      expiresAt: at(start, 123 * MINUTE_MS),
    });
    expect(await storedSession(db, id)).toMatchObject({ approvedBy: s.householdMember.user.id });
    expect((await sessionHistory(db, id)).at(-1)).toMatchObject({
      event: 'SESSION_APPROVED',
      detail: '120 minutes',
      actor: `Test ${s.householdMember.user.lastName}`,
      actorCompany: null,
    });
    expect(await published()).toEqual(sessionEvents(s, id, 'Approved'));
    expect(reasonOf(await calls.homeowner(s, 'approve', id, s.admin.headers))).toBe(
      'SESSION_IS_ACTIVE',
    );
    await calls.partner(s, 'enter', id, s.technician.headers);
    expect(reasonOf(await calls.homeowner(s, 'approve', id, s.admin.headers))).toBe(
      'SESSION_IS_ACTIVE',
    );
  });

  it('decline: Pending → ended Declined; an approved one 409 SESSION_IS_ACTIVE', async () => {
    const s = await sessionScene(app, db);
    const session = await requested(app, s);
    const id = session.partnerDeviceSessionId;
    await published();
    const response = await calls.homeowner(s, 'decline', id, s.admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: null,
      endReason: 'Declined',
      endedAt: expect.any(String),
    });
    expect(await published()).toEqual(sessionEvents(s, id, 'Declined'));
    expect(reasonOf(await calls.homeowner(s, 'decline', id, s.admin.headers))).toBe(
      'SESSION_ENDED',
    );

    const t = await sessionScene(app, db);
    const active = await approved(app, t);
    expect(
      reasonOf(await calls.homeowner(t, 'decline', active.partnerDeviceSessionId, t.admin.headers)),
    ).toBe('SESSION_IS_ACTIVE');
    await calls.partner(t, 'enter', active.partnerDeviceSessionId, t.technician.headers);
    expect(
      reasonOf(await calls.homeowner(t, 'decline', active.partnerDeviceSessionId, t.admin.headers)),
    ).toBe('SESSION_IS_ACTIVE');
  });

  it('end: any open session, even with a technician in it; then SESSION_ENDED', async () => {
    const pending = await sessionScene(app, db);
    const asked = await requested(app, pending);
    const ended = await calls.homeowner(
      pending,
      'end',
      asked.partnerDeviceSessionId,
      pending.householdMember.headers,
    );
    expect(ended.json()).toMatchObject({ status: null, endReason: 'EndedByHomeowner' });

    const s = await sessionScene(app, db);
    const session = await entered(app, s);
    const id = session.partnerDeviceSessionId;
    await published();
    const response = await calls.homeowner(s, 'end', id, s.admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: null,
      activeUser: null,
      endReason: 'EndedByHomeowner',
    });
    expect(await storedSession(db, id)).toMatchObject({
      endedBy: s.admin.user.id,
      activeUserId: null,
    });
    expect(await published()).toEqual(sessionEvents(s, id, 'EndedByHomeowner'));
    for (const move of ['approve', 'decline', 'end'] as const) {
      expect(reasonOf(await calls.homeowner(s, move, id, s.admin.headers)), move).toBe(
        'SESSION_ENDED',
      );
    }
    // The technician's moves too.
    expect(reasonOf(await calls.partner(s, 'leave', id, s.technician.headers))).toBe(
      'SESSION_ENDED',
    );
  });

  it('approve after the request lapsed: 409 SESSION_EXPIRED, the request ended Expired', async () => {
    const s = await sessionScene(app, db);
    const start = fakeClock();
    const session = await requested(app, s);
    const id = session.partnerDeviceSessionId;
    await published();
    vi.setSystemTime(start.getTime() + 24 * 60 * MINUTE_MS + 1000);
    expect(reasonOf(await calls.homeowner(s, 'approve', id, s.admin.headers))).toBe(
      'SESSION_EXPIRED',
    );
    expect(await storedSession(db, id)).toMatchObject({ endReason: 'Expired' });
    expect(await published()).toEqual(sessionEvents(s, id, 'Expired'));
    expect(reasonOf(await calls.homeowner(s, 'end', id, s.admin.headers))).toBe('SESSION_EXPIRED');
  });

  it('guests 403; another household, a device outside the household, signed out: 404, 404, 401', async () => {
    const s = await sessionScene(app, db);
    const session = await requested(app, s);
    const id = session.partnerDeviceSessionId;
    const other = await sessionScene(app, db);
    // A device of the household's that is not the session's, and one in another household.
    const ownDevice = await createHomeDevice(db, s.home);
    for (const move of ['approve', 'decline', 'end'] as const) {
      expectError(await calls.homeowner(s, move, id, s.guest.headers), 403);
      expectError(await calls.homeowner(s, move, id, other.admin.headers), 404);
      expectError(
        await calls.homeowner({ ...s, device: other.device }, move, id, s.admin.headers),
        404,
      );
      expectError(
        await calls.homeowner({ ...s, device: ownDevice }, move, id, s.admin.headers),
        404,
      );
      expectError(await calls.homeowner(s, move, randomUUID(), s.admin.headers), 404);
      expectError(await calls.homeowner(s, move, id, {}), 401);
      // A technician of the company is no household member.
      expectError(await calls.homeowner(s, move, id, s.technician.headers), 404);
    }
    expect(await storedSession(db, id)).toMatchObject({ status: 'Pending', endedAt: null });
  });
});

describe('GET /api/v1/accounts/{id}/sessions and .../devices/{deviceId}/sessions', () => {
  it("the household's open sessions on all its devices, newest first, for every role", async () => {
    const s = await sessionScene(app, db);
    const start = fakeClock();
    const first = await requested(app, s);
    // Another household, with a session of its own.
    const second = await sessionScene(app, db);
    const url = `/api/v1/accounts/${s.household.id}/sessions`;
    expect(ids(await calls.get(url, s.guest.headers))).toEqual([first.partnerDeviceSessionId]);
    // Another household's sessions are not listed.
    await requested(app, second);
    expect(ids(await calls.get(url, s.admin.headers))).toEqual([first.partnerDeviceSessionId]);
    await calls.homeowner(s, 'end', first.partnerDeviceSessionId, s.admin.headers);
    expect(ids(await calls.get(url, s.householdMember.headers))).toEqual([]);

    vi.setSystemTime(start.getTime() + MINUTE_MS);
    const newer = await approved(app, s);
    const body = (await calls.get(url, s.guest.headers)).json();
    expect(body.totalCount).toBe(1);
    expect(body.nodes[0]).toMatchObject({
      partnerDeviceSessionId: newer.partnerDeviceSessionId,
      status: 'Active',
      companyName: s.company.name,
      customerName: 'Ada King',
    });
    // Past its end time it is ended before the list is read.
    vi.setSystemTime(start.getTime() + 62 * MINUTE_MS);
    expect(ids(await calls.get(url, s.guest.headers))).toEqual([]);
    expect((await storedSession(db, newer.partnerDeviceSessionId))?.endReason).toBe('Expired');

    expectError(await calls.get(url, second.admin.headers), 404);
    expectError(await calls.get(url, s.technician.headers), 404);
    expectError(await calls.get(url, {}), 401);
  });

  it("the device's sessions of every company, open and ended, newest first", async () => {
    const s = await sessionScene(app, db);
    const start = fakeClock();
    const first = await requested(app, s);
    await calls.homeowner(s, 'decline', first.partnerDeviceSessionId, s.admin.headers);
    vi.setSystemTime(start.getTime() + MINUTE_MS);
    const second = await entered(app, s);
    const url = `/api/v1/accounts/${s.household.id}/devices/${s.device.id}/sessions`;
    const response = await calls.get(url, s.guest.headers);
    expect(ids(response)).toEqual([second.partnerDeviceSessionId, first.partnerDeviceSessionId]);
    expect(response.json().nodes[0]).toMatchObject({
      status: 'InProgress',
      activeUser: { id: s.technician.user.id, role: 'TECHNICIAN' },
    });
    expect(response.json().nodes[1]).toMatchObject({ status: null, endReason: 'Declined' });
    const page = (await calls.get(`${url}?first=1`, s.guest.headers)).json();
    expect(page).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true } });

    const other = await sessionScene(app, db);
    expectError(
      await calls.get(
        `/api/v1/accounts/${s.household.id}/devices/${other.device.id}/sessions`,
        s.admin.headers,
      ),
      404,
    );
    expectError(await calls.get(url, other.admin.headers), 404);
    expectError(await calls.get(url, {}), 401);
  });

  it("names the homeowner as the customer when the company's customer is not at the device's home", async () => {
    const s = await sessionScene(app, db);
    // A device of the company in the household's home, registered at no home of the company.
    const home = await createHome(db, s.household);
    const device = await createHomeDevice(db, home, { partnerAccountId: s.company.id });
    await createServiceRequest(db, device, s.company.id, 'RemoteAccess', 'ACCEPTED');
    const session = await requested(app, { ...s, device });
    expect(session).toMatchObject({
      deviceLocationId: null,
      customerId: null,
      customerName: `Test ${s.admin.user.lastName}`,
    });
  });
});

describe('GET /api/v1/accounts/{id}/devices/{deviceId}/auditTrail', () => {
  it('lists the session events and device work, newest first, with actor and company', async () => {
    const s = await sessionScene(app, db, { name: 'Bright Water' });
    const session = await entered(app, s);
    const id = session.partnerDeviceSessionId;
    await recordHistory(db, {
      deviceId: s.device.id,
      event: 'DEVICE_STATE_CHANGED',
      actor: `Test ${s.technician.user.lastName}`,
      actorCompany: 'Bright Water',
      sessionId: id,
      changes: [{ field: 'heatSetpoint', before: 68, after: 70 }],
    });
    await calls.partner(s, 'close', id, s.technician.headers);
    // Not an audit event: the device's other history stays out of the trail.
    await recordHistory(db, { deviceId: s.device.id, event: 'CLAIMED', actor: 'Someone' });

    const url = `/api/v1/accounts/${s.household.id}/devices/${s.device.id}/auditTrail`;
    const response = await calls.get(url, s.guest.headers);
    expect(response.statusCode, response.body).toBe(200);
    const technician = `Test ${s.technician.user.lastName}`;
    const line = (event: string, actor: string | null, actorCompany: string | null) => ({
      id: expect.any(String),
      at: expect.any(String),
      event,
      actor,
      actorCompany,
      partnerDeviceSessionId: id,
      changes: [],
    });
    expect(response.json()).toMatchObject({
      totalCount: 5,
      nodes: [
        line('SESSION_CLOSED', technician, 'Bright Water'),
        {
          ...line('DEVICE_STATE_CHANGED', technician, 'Bright Water'),
          changes: [{ field: 'heatSetpoint', before: 68, after: 70 }],
        },
        line('SESSION_ENTERED', technician, 'Bright Water'),
        line('SESSION_APPROVED', `Test ${s.admin.user.lastName}`, null),
        line('SESSION_REQUESTED', technician, 'Bright Water'),
      ],
    });
    const page = (await calls.get(`${url}?first=2`, s.admin.headers)).json();
    expect(page.nodes.map((n: { event: string }) => n.event)).toEqual([
      'SESSION_CLOSED',
      'DEVICE_STATE_CHANGED',
    ]);
    const next = (
      await calls.get(`${url}?first=2&after=${page.pageInfo.endCursor}`, s.admin.headers)
    ).json();
    expect(next.nodes.map((n: { event: string }) => n.event)).toEqual([
      'SESSION_ENTERED',
      'SESSION_APPROVED',
    ]);
    expect(await sessionHistory(db, id)).toHaveLength(5);

    const other = await sessionScene(app, db);
    expectError(await calls.get(url, other.admin.headers), 404);
    expectError(
      await calls.get(
        `/api/v1/accounts/${s.household.id}/devices/${other.device.id}/auditTrail`,
        s.admin.headers,
      ),
      404,
    );
    expectError(await calls.get(url, s.technician.headers), 404);
    expectError(await calls.get(url, {}), 401);
    const newcomer = await householdUser(app, db, s.household, 'GUEST');
    expect((await calls.get(url, newcomer.headers)).statusCode).toBe(200);
  });
});
