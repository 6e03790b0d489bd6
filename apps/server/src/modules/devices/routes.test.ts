import { householdChannel } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { answeringDevice, deviceWorkLines, weekSchedule } from '../../test/device';
import { buildTestApp, expectError } from '../../test/helper';
import { createHomeDevice } from '../../test/homeowners';
import { brokerSettings } from '../../test/mqtt';
import { realtimeEvents } from '../../test/realtime';
import { openSession, type SessionScene, sessionScene } from '../../test/remote-sessions';

// A thermostat's schedule and Smart Away, and leak feedback (issue 17, spec 001 §7.5), worked on
// a device that answers over MQTT. The rules of who may work on a device are tested in full
// with the CDM calls (modules/cdm/routes.test.ts); here, what each of these calls adds.

const { app, db, databaseUrl, pool } = await buildTestApp({
  ...brokerSettings(),
  DEVICE_REPLY_TIMEOUT_MS: '1000',
});
const published = await realtimeEvents(databaseUrl, pool);

type Headers = Record<string, string>;
const PATHS = ['/api/v1/devices', '/api/v1/devices/thermostats'] as const;
const call = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function connected() {
  const scene = await sessionScene(app, db);
  return { ...scene, thermostat: await answeringDevice(app, db, scene.device.id) };
}

/** A leak detector at the scene's home, answering. */
async function leakDetector(s: SessionScene) {
  const device = await createHomeDevice(db, s.home, {
    partnerAccountId: s.company.id,
    sku: 'AWLD2001',
  });
  return { device, detector: await answeringDevice(app, db, device.id, 'leakDetector') };
}

describe('the schedule', () => {
  it.each(PATHS)('is read and replaced under %s/{deviceId}', async (path) => {
    const s = await connected();
    const url = `${path}/${s.device.id}/schedule`;
    const held = await call('GET', url, s.guest.headers);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toEqual(weekSchedule());

    const schedule = weekSchedule();
    schedule.days[0]?.periods.splice(1, 1);
    schedule.away = { heatSetpoint: 60, coolSetpoint: 85 };
    const replaced = await call('PUT', url, s.householdMember.headers, schedule);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toEqual(schedule);
    expect(s.thermostat.held.schedule).toEqual(schedule);

    const [line] = await deviceWorkLines(db, s.device.id);
    expect(line?.event).toBe('SCHEDULE_CHANGED');
    expect(line?.changes?.map((change) => change.field)).toEqual(['days', 'away']);
    expect(line?.changes?.[1]).toEqual({
      field: 'away',
      before: { heatSetpoint: 62, coolSetpoint: 82 },
      after: { heatSetpoint: 60, coolSetpoint: 85 },
    });
  });

  it('is turned off and switched to another kind, each audited and published', async () => {
    const s = await connected();
    await published();
    const base = `/api/v1/devices/thermostats/${s.device.id}/schedule`;
    const off = await call('PUT', `${base}/enabled`, s.admin.headers, { status: 'Off' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ status: 'Off', scheduleType: 'Timed' });
    const geofenced = await call(
      'PUT',
      `/api/v1/devices/${s.device.id}/schedule/mode`,
      s.admin.headers,
      {
        scheduleType: 'Geofenced',
      },
    );
    expect(geofenced.json()).toMatchObject({ status: 'Off', scheduleType: 'Geofenced' });
    expect(await deviceWorkLines(db, s.device.id)).toMatchObject([
      {
        event: 'SCHEDULE_STATUS_CHANGED',
        changes: [{ field: 'status', before: 'On', after: 'Off' }],
      },
      {
        event: 'SCHEDULE_TYPE_CHANGED',
        changes: [{ field: 'scheduleType', before: 'Timed', after: 'Geofenced' }],
      },
    ]);
    const events = await published();
    expect(
      events.filter((event) => event.channel === householdChannel(s.household.id)),
    ).toHaveLength(2);
  });

  it('answers 400 naming the field to a bad schedule, and sends nothing', async () => {
    const s = await connected();
    const url = `/api/v1/devices/${s.device.id}/schedule`;
    const bad = (change: (schedule: ReturnType<typeof weekSchedule>) => void) => {
      const schedule = weekSchedule();
      change(schedule);
      return schedule;
    };
    const cases: [object, string][] = [
      [bad((x) => x.days.pop()), 'body.days'],
      [bad((x) => x.days.splice(6, 1, { ...x.days[0], day: 'Monday' } as never)), 'body.days'],
      [bad((x) => x.days[2]?.periods.reverse()), 'body.days.2.periods'],
      [bad((x) => x.days[0]?.periods.splice(0, 4)), 'body.days.0.periods'],
      [
        bad((x) => {
          const period = x.days[1]?.periods[0];
          if (period) period.heatSetpoint = 95;
        }),
        'body.days.1.periods.0.heatSetpoint',
      ],
      [
        bad((x) => {
          const period = x.days[1]?.periods[0];
          if (period) period.startTime = '24:00';
        }),
        'body.days.1.periods.0.startTime',
      ],
      [bad((x) => Object.assign(x.home, { coolSetpoint: 69 })), 'body.home.coolSetpoint'],
    ];
    for (const [payload, field] of cases) {
      const error = expectError(await call('PUT', url, s.householdMember.headers, payload), 400);
      expect(error.fields?.map((f) => f.field)).toContain(field);
    }
    const enabled = await call('PUT', `${url}/enabled`, s.householdMember.headers, {
      status: 'Maybe',
    });
    expect(expectError(enabled, 400).fields?.map((f) => f.field)).toContain('body.status');
    const mode = await call('PUT', `${url}/mode`, s.householdMember.headers, {
      scheduleType: 'None',
    });
    expect(expectError(mode, 400).fields?.map((f) => f.field)).toContain('body.scheduleType');
    expect(s.thermostat.commands).toEqual([]);
  });

  it('is changed by a technician in their session (the line names it) and refused outside one', async () => {
    const s = await connected();
    const url = `/api/v1/devices/${s.device.id}/schedule/enabled`;
    const refused = await call('PUT', url, s.technician.headers, { status: 'Off' });
    expect(expectError(refused, 409).reasonCode).toBe('NO_ACTIVE_SESSION');
    const session = await openSession(db, {
      deviceId: s.device.id,
      partnerAccountId: s.company.id,
      activeUserId: s.technician.user.id,
    });
    const changed = await call('PUT', url, s.technician.headers, { status: 'Off' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await deviceWorkLines(db, s.device.id)).toMatchObject([
      { event: 'SCHEDULE_STATUS_CHANGED', actorCompany: s.company.name, sessionId: session.id },
    ]);
  });

  it('is refused to a guest (403), and answers 503 for a thermostat that is not connected', async () => {
    const s = await sessionScene(app, db);
    const url = `/api/v1/devices/${s.device.id}/schedule`;
    expectError(await call('PUT', url, s.guest.headers, weekSchedule()), 403);
    expectError(await call('GET', url, s.guest.headers), 503);
  });
});

describe('Smart Away', () => {
  it.each(PATHS)('is read and changed under %s/{deviceId}', async (path) => {
    const s = await connected();
    const url = `${path}/${s.device.id}/smartAway`;
    const held = await call('GET', url, s.householdMember.headers);
    expect(held.json()).toEqual({ enabled: false, mode: 'Balanced' });
    const changed = await call('PUT', url, s.householdMember.headers, {
      enabled: true,
      mode: 'PrioritizeSavings',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ enabled: true, mode: 'PrioritizeSavings' });
    expect(await deviceWorkLines(db, s.device.id)).toMatchObject([
      {
        event: 'SMART_AWAY_CHANGED',
        changes: [
          { field: 'enabled', before: false, after: true },
          { field: 'mode', before: 'Balanced', after: 'PrioritizeSavings' },
        ],
      },
    ]);
  });

  it('answers 400 naming a bad field', async () => {
    const s = await connected();
    const response = await call(
      'PUT',
      `/api/v1/devices/${s.device.id}/smartAway`,
      s.admin.headers,
      {
        enabled: 'yes',
        mode: 'Eager',
      },
    );
    expect(
      expectError(response, 400)
        .fields?.map((f) => f.field)
        .sort(),
    ).toEqual(['body.enabled', 'body.mode']);
  });
});

describe('thermostat-only calls', () => {
  it('answer 409 with a plain message on a leak detector, which hears nothing', async () => {
    const s = await sessionScene(app, db);
    const { device, detector } = await leakDetector(s);
    const calls: ['GET' | 'PUT', string, object?][] = [
      ['GET', `/api/v1/devices/${device.id}/schedule`],
      ['PUT', `/api/v1/devices/thermostats/${device.id}/schedule`, weekSchedule()],
      ['PUT', `/api/v1/devices/${device.id}/schedule/enabled`, { status: 'Off' }],
      ['PUT', `/api/v1/devices/${device.id}/schedule/mode`, { scheduleType: 'Timed' }],
      ['GET', `/api/v1/devices/${device.id}/smartAway`],
      ['PUT', `/api/v1/devices/${device.id}/smartAway`, { enabled: true, mode: 'Balanced' }],
    ];
    for (const [method, url, payload] of calls) {
      const error = expectError(await call(method, url, s.householdMember.headers, payload), 409);
      expect(error.reasonCode, url).toBeUndefined();
      expect(error.message).toMatch(/for thermostats only, and this device is a leak detector/);
    }
    expect(detector.commands).toEqual([]);
  });
});

describe('leak feedback', () => {
  const feedback = (deviceId: string) => `/api/v1/devices/${deviceId}/feedback/LeakAlert`;

  it('tells the leak detector the water was no leak, which then reports dry', async () => {
    const s = await sessionScene(app, db);
    const { device } = await leakDetector(s);
    const answered = await call('PUT', feedback(device.id), s.householdMember.headers, {
      isLeak: 'No',
      intentionalUsageBy: 'WashingMachine',
      note: ' Filled the machine by hand ',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ deviceId: device.id, leak: false });
    expect(await deviceWorkLines(db, device.id)).toMatchObject([
      {
        event: 'LEAK_FEEDBACK_SENT',
        changes: [
          { field: 'isLeak', before: null, after: 'No' },
          { field: 'intentionalUsageBy', before: null, after: 'WashingMachine' },
          { field: 'note', before: null, after: 'Filled the machine by hand' },
          { field: 'leak', before: true, after: false },
        ],
      },
    ]);
  });

  it('answers 400 for a feedback type it does not know and for a No without its use', async () => {
    const s = await sessionScene(app, db);
    const { device, detector } = await leakDetector(s);
    const unknown = await call(
      'PUT',
      `/api/v1/devices/${device.id}/feedback/SmokeAlert`,
      s.householdMember.headers,
      { isLeak: 'Yes' },
    );
    expect(expectError(unknown, 400).fields?.map((f) => f.field)).toEqual(['params.feedbackType']);
    const missing = await call('PUT', feedback(device.id), s.householdMember.headers, {
      isLeak: 'No',
    });
    expect(expectError(missing, 400).fields?.map((f) => f.field)).toEqual([
      'body.intentionalUsageBy',
    ]);
    expect(detector.commands).toEqual([]);
  });

  it('answers 409 with a plain message on a device that is not a leak detector', async () => {
    const s = await connected();
    const error = expectError(
      await call('PUT', feedback(s.device.id), s.householdMember.headers, { isLeak: 'Yes' }),
      409,
    );
    expect(error.reasonCode).toBeUndefined();
    expect(error.message).toMatch(
      /for leak detectors and shut-off valves only, and this device is a thermostat/,
    );
    expect(s.thermostat.commands).toEqual([]);
  });
});
