import { defaultIsuValues, proChannel } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { answeringDevice, deviceWorkLines, weekSchedule } from '../../../test/device';
import { buildTestApp, expectError } from '../../../test/helper';
import { createHomeDevice } from '../../../test/homeowners';
import { brokerSettings } from '../../../test/mqtt';
import { realtimeEvents } from '../../../test/realtime';
import { openSession, sessionScene } from '../../../test/remote-sessions';

// PUT /api/v1/core/devices/{deviceId}/reset (issue 17): the device back to its factory settings,
// on the device itself, and the audit line of what it gave up.

const { app, db, databaseUrl, pool } = await buildTestApp({
  ...brokerSettings(),
  DEVICE_REPLY_TIMEOUT_MS: '1000',
});
const published = await realtimeEvents(databaseUrl, pool);

const reset = (deviceId: string, headers: Record<string, string>) =>
  app.inject({ method: 'PUT', url: `/api/v1/core/devices/${deviceId}/reset`, headers });

async function connected() {
  const scene = await sessionScene(app, db);
  return { ...scene, thermostat: await answeringDevice(app, db, scene.device.id) };
}

describe('resetting a device', () => {
  it('brings a thermostat back to its factory settings, auditing what it gave up', async () => {
    const s = await connected();
    const { held } = s.thermostat;
    held.state.heatSetpoint = 72;
    held.state.fan = 'On';
    held.smartAway = { enabled: true, mode: 'PrioritizeComfort' };
    held.isu = { ...held.isu, heatStages: 2 };
    await published();

    const response = await reset(s.device.id, s.householdMember.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      deviceId: s.device.id,
      heatSetpoint: 68,
      fan: 'Auto',
      scheduleStatus: 'On',
    });
    expect(s.thermostat.held.smartAway).toEqual({ enabled: false, mode: 'Balanced' });
    expect(s.thermostat.held.isu).toEqual(defaultIsuValues());

    expect(await deviceWorkLines(db, s.device.id)).toMatchObject([
      {
        event: 'DEVICE_RESET',
        sessionId: null,
        changes: [
          { field: 'heatSetpoint', before: 72, after: 68 },
          { field: 'fan', before: 'On', after: 'Auto' },
          {
            field: 'smartAway',
            before: { enabled: true, mode: 'PrioritizeComfort' },
            after: { enabled: false, mode: 'Balanced' },
          },
          {
            field: 'isu',
            before: { ...defaultIsuValues(), heatStages: 2 },
            after: defaultIsuValues(),
          },
        ],
      },
    ]);
    expect(await published()).toContainEqual({
      type: 'DeviceStateChanged',
      channel: proChannel(s.company.id),
      deviceId: s.device.id,
    });
  });

  it('is done by a technician in their session, refused outside it and to a guest', async () => {
    const s = await connected();
    expect(expectError(await reset(s.device.id, s.technician.headers), 409).reasonCode).toBe(
      'NO_ACTIVE_SESSION',
    );
    expectError(await reset(s.device.id, s.guest.headers), 403);
    expect(s.thermostat.commands).toEqual([]);
    const session = await openSession(db, {
      deviceId: s.device.id,
      partnerAccountId: s.company.id,
      activeUserId: s.technician.user.id,
    });
    s.thermostat.held.schedule = { ...weekSchedule(), status: 'Off' };
    const response = await reset(s.device.id, s.technician.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(await deviceWorkLines(db, s.device.id)).toMatchObject([
      {
        event: 'DEVICE_RESET',
        actorCompany: s.company.name,
        sessionId: session.id,
        changes: [{ field: 'schedule', before: { status: 'Off' }, after: { status: 'On' } }],
      },
    ]);
  });

  it('resets a leak detector too, which holds no settings to give up', async () => {
    const s = await sessionScene(app, db);
    const device = await createHomeDevice(db, s.home, { sku: 'AWLD2001' });
    await answeringDevice(app, db, device.id, 'leakDetector');
    const response = await reset(device.id, s.admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ deviceId: device.id, leak: true });
    expect(await deviceWorkLines(db, device.id)).toMatchObject([
      { event: 'DEVICE_RESET', changes: [] },
    ]);
  });

  it('answers 503 for a device that is not connected, and records nothing', async () => {
    const s = await sessionScene(app, db);
    expectError(await reset(s.device.id, s.admin.headers), 503);
    expect(await deviceWorkLines(db, s.device.id)).toEqual([]);
  });
});
