import { householdChannel, proChannel } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { answeringDevice, deviceWorkLines } from '../../test/device';
import { buildTestApp, expectError } from '../../test/helper';
import { createHomeDevice } from '../../test/homeowners';
import { brokerSettings } from '../../test/mqtt';
import { createCompany, member } from '../../test/partners';
import { realtimeEvents } from '../../test/realtime';
import { openSession, type SessionScene, sessionScene } from '../../test/remote-sessions';

// The CDM calls (issue 17) and through them the rules every device work call follows: the
// homeowner at any time, a partner's technician only inside their session in progress, and a
// device that answers for real over MQTT (or not, 503).

const { app, db, databaseUrl, pool } = await buildTestApp({
  ...brokerSettings(),
  DEVICE_REPLY_TIMEOUT_MS: '1000',
});
const published = await realtimeEvents(databaseUrl, pool);

type Headers = Record<string, string>;
const read = (deviceId: string, headers: Headers) =>
  app.inject({ method: 'POST', url: `/api/v1/cdm/${deviceId}/read`, headers });
const command = (deviceId: string, headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v1/cdm/${deviceId}/command`, headers, payload });

/** The session scene (test/remote-sessions.ts) with its thermostat connected and answering. */
async function connected() {
  const scene = await sessionScene(app, db);
  return { ...scene, thermostat: await answeringDevice(app, db, scene.device.id) };
}

const nameOf = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`;

/** The technician of the scene in an InProgress session on its device. */
const inSession = (s: SessionScene, values: { expiresAt?: Date; userId?: string } = {}) =>
  openSession(db, {
    deviceId: s.device.id,
    partnerAccountId: s.company.id,
    activeUserId: values.userId ?? s.technician.user.id,
    ...(values.expiresAt ? { expiresAt: values.expiresAt } : {}),
  });

describe('the homeowner', () => {
  it('reads and changes their own device at any time, and the change is audited and published', async () => {
    const s = await connected();
    await published();
    const state = await read(s.device.id, s.householdMember.headers);
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toMatchObject({
      deviceId: s.device.id,
      heatSetpoint: 68,
      coolSetpoint: 75,
      mode: 'Heat',
      leak: null,
    });

    const changed = await command(s.device.id, s.householdMember.headers, {
      heatSetpoint: 70,
      mode: 'Auto',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ deviceId: s.device.id, heatSetpoint: 70, mode: 'Auto' });
    expect(s.thermostat.held.state).toMatchObject({ heatSetpoint: 70, mode: 'Auto' });

    const [line] = await deviceWorkLines(db, s.device.id);
    expect(line).toMatchObject({
      event: 'DEVICE_STATE_CHANGED',
      actor: nameOf(s.householdMember.user),
      actorCompany: null,
      sessionId: null,
      changes: [
        { field: 'heatSetpoint', before: 68, after: 70 },
        { field: 'mode', before: 'Heat', after: 'Auto' },
      ],
    });
    expect(await published()).toEqual(
      expect.arrayContaining([
        { type: 'DeviceStateChanged', channel: proChannel(s.company.id), deviceId: s.device.id },
        {
          type: 'DeviceStateChanged',
          channel: householdChannel(s.household.id),
          deviceId: s.device.id,
        },
      ]),
    );
  });

  it('lets a guest read but not change (403), and a household admin change', async () => {
    const s = await connected();
    expect((await read(s.device.id, s.guest.headers)).statusCode).toBe(200);
    expectError(await command(s.device.id, s.guest.headers, { heatSetpoint: 70 }), 403);
    expect(s.thermostat.commands.map((c) => c.name)).toEqual(['read']);
    const changed = await command(s.device.id, s.admin.headers, { fan: 'On' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().fan).toBe('On');
  });

  it('answers 404 to a user of another household', async () => {
    const s = await connected();
    const other = await sessionScene(app, db);
    expectError(await read(s.device.id, other.admin.headers), 404);
    expect(s.thermostat.commands).toEqual([]);
  });
});

describe('a partner technician', () => {
  it('is refused with NO_ACTIVE_SESSION without a session, and the device hears nothing', async () => {
    const s = await connected();
    for (const response of [
      await read(s.device.id, s.technician.headers),
      await command(s.device.id, s.technician.headers, { heatSetpoint: 70 }),
    ]) {
      expect(expectError(response, 409).reasonCode).toBe('NO_ACTIVE_SESSION');
    }
    expect(s.thermostat.commands).toEqual([]);
  });

  it('is refused with NO_ACTIVE_SESSION while the session is only approved (Active)', async () => {
    const s = await connected();
    await openSession(db, {
      deviceId: s.device.id,
      partnerAccountId: s.company.id,
      status: 'Active',
    });
    const error = expectError(await command(s.device.id, s.technician.headers, { fan: 'On' }), 409);
    expect(error.reasonCode).toBe('NO_ACTIVE_SESSION');
  });

  it('is refused with NO_ACTIVE_SESSION in a session a colleague entered', async () => {
    const s = await connected();
    const colleague = await member(app, db, s.company, ['TECHNICIAN']);
    await inSession(s, { userId: colleague.user.id });
    const error = expectError(await read(s.device.id, s.technician.headers), 409);
    expect(error.reasonCode).toBe('NO_ACTIVE_SESSION');
    // The colleague, in it, may.
    expect((await read(s.device.id, colleague.headers)).statusCode).toBe(200);
  });

  it('works in their own session in progress, the audit line naming them, their company and session', async () => {
    const s = await connected();
    const session = await inSession(s);
    const changed = await command(s.device.id, s.technician.headers, { coolSetpoint: 78 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ deviceId: s.device.id, coolSetpoint: 78 });
    expect(await deviceWorkLines(db, s.device.id)).toMatchObject([
      {
        event: 'DEVICE_STATE_CHANGED',
        actor: nameOf(s.technician.user),
        actorCompany: s.company.name,
        sessionId: session.id,
        changes: [{ field: 'coolSetpoint', before: 75, after: 78 }],
      },
    ]);
  });

  it('is refused with SESSION_EXPIRED once the session is past its end time', async () => {
    const s = await connected();
    await inSession(s, { expiresAt: new Date(Date.now() - 1000) });
    const error = expectError(await command(s.device.id, s.technician.headers, { fan: 'On' }), 409);
    expect(error.reasonCode).toBe('SESSION_EXPIRED');
    expect(s.thermostat.commands).toEqual([]);
  });

  it("answers 404 for another company's device and 403 to a role that may not work on devices", async () => {
    const s = await connected();
    await inSession(s);
    const other = await createCompany(db);
    const stranger = await member(app, db, other, ['OWNER']);
    expectError(await read(s.device.id, stranger.headers), 404);
    const sales = await member(app, db, s.company, ['SALES']);
    expectError(await read(s.device.id, sales.headers), 403);
    expect(s.thermostat.commands).toEqual([]);
  });
});

describe('the device', () => {
  it('answers 503 within the timeout when it is not connected, and nothing is recorded', async () => {
    const s = await sessionScene(app, db);
    const started = Date.now();
    const response = await command(s.device.id, s.householdMember.headers, { heatSetpoint: 70 });
    expect(expectError(response, 503).message).toMatch(/did not answer in time/);
    expect(Date.now() - started).toBeLessThan(5000);
    expectError(await read(s.device.id, s.householdMember.headers), 503);
    expect(await deviceWorkLines(db, s.device.id)).toEqual([]);
  });

  it('moves the setpoint not named to keep the deadband, and audits both', async () => {
    const s = await connected();
    const changed = await command(s.device.id, s.householdMember.headers, { heatSetpoint: 74 });
    expect(changed.json()).toMatchObject({ heatSetpoint: 74, coolSetpoint: 77 });
    const [line] = await deviceWorkLines(db, s.device.id);
    expect(line?.changes).toEqual([
      { field: 'heatSetpoint', before: 68, after: 74 },
      { field: 'coolSetpoint', before: 75, after: 77 },
    ]);
  });

  it('answers 400 naming the field to a bad command, and sends nothing', async () => {
    const s = await connected();
    const cases: [object, string][] = [
      [{ heatSetpoint: 95 }, 'body.heatSetpoint'],
      [{ coolSetpoint: 45 }, 'body.coolSetpoint'],
      [{ heatSetpoint: 70, coolSetpoint: 71 }, 'body.coolSetpoint'],
      [{ mode: 'Sideways' }, 'body.mode'],
      [{ fan: 'Unknown' }, 'body.fan'],
    ];
    for (const [payload, field] of cases) {
      const error = expectError(
        await command(s.device.id, s.householdMember.headers, payload),
        400,
      );
      expect(
        error.fields?.map((f) => f.field),
        JSON.stringify(payload),
      ).toContain(field);
    }
    expectError(await command(s.device.id, s.householdMember.headers, {}), 400);
    expect(s.thermostat.commands).toEqual([]);
  });

  it('reads a leak detector, whose state has no setpoints, and refuses it a command (409, plain)', async () => {
    const s = await sessionScene(app, db);
    const detector = await createHomeDevice(db, s.home, {
      partnerAccountId: s.company.id,
      sku: 'AWLD2001',
    });
    await answeringDevice(app, db, detector.id, 'leakDetector');
    const state = await read(detector.id, s.householdMember.headers);
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toMatchObject({ leak: true, heatSetpoint: null, mode: null });
    const error = expectError(
      await command(detector.id, s.householdMember.headers, { heatSetpoint: 70 }),
      409,
    );
    expect(error.reasonCode).toBeUndefined();
    expect(error.message).toMatch(/thermostats only.*leak detector/);
  });

  it('answers 409 for a device that takes no remote commands (a camera)', async () => {
    const s = await sessionScene(app, db);
    const camera = await createHomeDevice(db, s.home, { sku: 'ACAM1001' });
    const error = expectError(await read(camera.id, s.householdMember.headers), 409);
    expect(error.message).toMatch(/takes no remote commands/);
  });
});
