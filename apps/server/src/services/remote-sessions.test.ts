import { describe, expect, it, vi } from 'vitest';
import { createCompany } from '../test/partners';
import {
  approved,
  entered,
  fakeClock,
  requested,
  type SessionScene,
  sessionEvents,
  sessionHistory,
  sessionScene,
  sessionTestApp,
} from '../test/remote-sessions';

// A session whose company loses its remote access to the device (its RemoteAccess service
// removed, by a handoff of the home or by the company itself) ends first, as a move would: its
// history line, and both sides told. Its row would otherwise go with the service, unnoticed.

const { app, db, published, calls } = await sessionTestApp();

const REMOVED = 'Remote access to the device was removed.';

async function handOff(s: SessionScene) {
  const target = await createCompany(db);
  return app.inject({
    method: 'POST',
    url: '/api/v1/proAccounts/deviceHandoff',
    headers: s.owner.headers,
    payload: {
      partnerAccountId: s.company.id,
      partnerDeviceLocationId: s.partnerHome.id,
      targetPartnerAccountId: target.id,
    },
  });
}

const removeService = (s: SessionScene) =>
  app.inject({
    method: 'DELETE',
    url: `/api/v1/proAccounts/${s.company.id}/devices/${s.device.id}/services/${s.service?.id}`,
    headers: s.owner.headers,
  });

/** The realtime events about sessions since the last look. */
const sessionChanges = async () =>
  (await published()).filter((event) => event.type === 'RemoteSessionChanged');

describe('a session whose company loses remote access to the device', () => {
  it('a handoff of the home closes the session in progress, with its history line, and tells both sides', async () => {
    const s = await sessionScene(app, db, { name: 'Northside Air' });
    const session = await entered(app, s);
    const id = session.partnerDeviceSessionId;
    await published();

    const response = await handOff(s);
    expect(response.statusCode, response.body).toBe(200);
    expect((await sessionHistory(db, id)).map((line) => line.event)).toEqual([
      'SESSION_REQUESTED',
      'SESSION_APPROVED',
      'SESSION_ENTERED',
      'SESSION_CLOSED',
    ]);
    expect((await sessionHistory(db, id)).at(-1)).toMatchObject({
      detail: REMOVED,
      actor: `Test ${s.owner.user.lastName}`,
      actorCompany: null,
    });
    expect(await sessionChanges()).toEqual(sessionEvents(s, id, 'Closed'));
    // The homeowner reads it in the device's audit trail.
    const trail = await calls.get(
      `/api/v1/accounts/${s.household.id}/devices/${s.device.id}/auditTrail`,
      s.admin.headers,
    );
    expect(trail.json().nodes[0]).toMatchObject({
      event: 'SESSION_CLOSED',
      detail: REMOVED,
      partnerDeviceSessionId: id,
    });
    // Nobody works on the device any more.
    const now = await calls.get(
      `/api/v1/core/devices/${s.device.macAddress}/remotePartnerUser`,
      s.admin.headers,
    );
    expect(now.json()).toMatchObject({ session: null, partnerUser: null });
  });

  it('the company removing its RemoteAccess service closes its open session, in its name', async () => {
    const s = await sessionScene(app, db, { name: 'Cascade Heating' });
    const session = await approved(app, s);
    const id = session.partnerDeviceSessionId;
    await published();

    const response = await removeService(s);
    expect(response.statusCode, response.body).toBe(204);
    expect((await sessionHistory(db, id)).at(-1)).toMatchObject({
      event: 'SESSION_CLOSED',
      detail: REMOVED,
      actor: `Test ${s.owner.user.lastName}`,
      actorCompany: 'Cascade Heating',
    });
    expect(await sessionChanges()).toEqual(sessionEvents(s, id, 'Closed'));
    // The session stays in the device's list, ended, without the service it was asked under.
    const sessions = await calls.get(
      `/api/v1/proAccounts/${s.company.id}/devices/${s.device.id}/sessions`,
      s.owner.headers,
    );
    expect(sessions.json().nodes).toMatchObject([
      { partnerDeviceSessionId: id, status: null, endReason: 'Closed', deviceServiceId: null },
    ]);
  });

  it('a session cannot be asked for under a service that was removed meanwhile', async () => {
    const s = await sessionScene(app, db);
    await removeService(s);
    const asked = await calls.request(s, s.owner.headers);
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json().reasonCode).toBe('SERVICE_NOT_CONFIGURED');
  });

  it('a session past its end time ends Expired instead', async () => {
    const s = await sessionScene(app, db);
    const start = fakeClock();
    const session = await requested(app, s);
    const id = session.partnerDeviceSessionId;
    await published();
    vi.setSystemTime(start.getTime() + 25 * 3_600_000);

    expect((await removeService(s)).statusCode).toBe(204);
    expect((await sessionHistory(db, id)).at(-1)).toMatchObject({
      event: 'SESSION_EXPIRED',
      actor: null,
    });
    expect(await sessionChanges()).toEqual(sessionEvents(s, id, 'Expired'));
  });
});
