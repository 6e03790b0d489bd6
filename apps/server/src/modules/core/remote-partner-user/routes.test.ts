import { describe, expect, it, vi } from 'vitest';
import { expectError } from '../../../test/helper';
import { createHomeDevice } from '../../../test/homeowners';
import { loner, member } from '../../../test/partners';
import {
  approved,
  fakeClock,
  requested,
  sessionScene,
  sessionTestApp,
  storedSession,
} from '../../../test/remote-sessions';

const { app, db, calls } = await sessionTestApp();

/** The MAC in another usual notation: lower case, dashes. */
const typed = (mac: string) => mac.toLowerCase().replaceAll(':', '-');
const urlOf = (mac: string) => `/api/v1/core/devices/${typed(mac)}/remotePartnerUser`;

describe('GET /api/v1/core/devices/{macAddress}/remotePartnerUser', () => {
  it('names the technician while the session is in progress, and nobody otherwise', async () => {
    const s = await sessionScene(app, db);
    const url = urlOf(s.device.macAddress);
    const read = async (headers = s.admin.headers) => {
      const response = await calls.get(url, headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect(await read()).toEqual({ deviceId: s.device.id, session: null, partnerUser: null });

    const session = await approved(app, s);
    expect(await read()).toEqual({ deviceId: s.device.id, session, partnerUser: null });

    const enter = await calls.partner(
      s,
      'enter',
      session.partnerDeviceSessionId,
      s.technician.headers,
    );
    const technician = {
      id: s.technician.user.id,
      firstName: 'Test',
      lastName: s.technician.user.lastName,
      role: 'TECHNICIAN',
    };
    expect(await read(s.guest.headers)).toEqual({
      deviceId: s.device.id,
      session: enter.json(),
      partnerUser: technician,
    });
    // The company's own members see it too, whatever their role.
    const guest = await member(app, db, s.company, ['GUEST']);
    expect((await read(guest.headers)).partnerUser).toEqual(technician);

    await calls.partner(s, 'leave', session.partnerDeviceSessionId, s.technician.headers);
    expect(await read()).toMatchObject({ session: { status: 'Active' }, partnerUser: null });
    await calls.homeowner(s, 'end', session.partnerDeviceSessionId, s.admin.headers);
    expect(await read()).toEqual({ deviceId: s.device.id, session: null, partnerUser: null });
  });

  it('ends a session past its end time first: no session then', async () => {
    const s = await sessionScene(app, db);
    const now = fakeClock();
    const session = await requested(app, s);
    vi.setSystemTime(now.getTime() + 24 * 3_600_000);
    const response = await calls.get(urlOf(s.device.macAddress), s.technician.headers);
    expect(response.json()).toEqual({ deviceId: s.device.id, session: null, partnerUser: null });
    expect((await storedSession(db, session.partnerDeviceSessionId))?.endReason).toBe('Expired');
  });

  it('404 for anyone but the household and the active members of the company', async () => {
    const s = await sessionScene(app, db);
    await approved(app, s);
    const url = urlOf(s.device.macAddress);
    const other = await sessionScene(app, db);
    const pending = await member(app, db, s.company, ['OWNER'], { status: 'PENDING' });
    const stranger = await loner(app, db);
    for (const who of [other.admin, other.owner, pending, stranger]) {
      expectError(await calls.get(url, who.headers), 404);
    }
    // A device nobody registered, and the homeowner's own device without a company.
    expectError(await calls.get(urlOf('AA:BB:CC:00:00:01'), s.admin.headers), 404);
    const own = await createHomeDevice(db, s.home);
    expect((await calls.get(urlOf(own.macAddress), s.admin.headers)).json()).toEqual({
      deviceId: own.id,
      session: null,
      partnerUser: null,
    });
    expectError(await calls.get(urlOf(own.macAddress), s.owner.headers), 404);
    expectError(await calls.get(url, {}), 401);
    const bad = expectError(
      await calls.get('/api/v1/core/devices/12-34/remotePartnerUser', s.admin.headers),
      400,
    );
    expect(bad.fields?.map((f) => f.field)).toEqual(['params.macAddress']);
  });
});
