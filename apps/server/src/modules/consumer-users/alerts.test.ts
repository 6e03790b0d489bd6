import { randomUUID } from 'node:crypto';
import { HomeownerAlert, HomeownerAlertConnection, proChannel } from '@portal/contracts';
import { schema } from '@portal/db';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertsCompany, insertAlert } from '../../test/alerts';
import { buildTestApp, expectError } from '../../test/helper';
import {
  createHome,
  createHomeDevice,
  createHousehold,
  householdUser,
} from '../../test/homeowners';
import { realtimeEvents } from '../../test/realtime';

// The homeowner's alerts (GET /users/my/alerts, POST /api/v2/users/my/alerts) and snoozing one
// (POST /users/my/devices/{deviceId}/alerts/{notificationId}/snooze).

const { app, db, databaseUrl, pool } = await buildTestApp();
const published = await realtimeEvents(databaseUrl, pool);

const HOUR = 3_600_000;
type Headers = { authorization: string };

/**
 * A homeowner's home with a partner's device (an alert from 10:05 UTC, cleared) and a device of
 * their own (an alert from 15:30 UTC, active); another household with an alert of its own.
 */
async function world() {
  const made = await alertsCompany(app, db);
  const own = await createHomeDevice(db, made.home, { name: 'Basement sensor', sku: 'AWLD3001' });
  const partners = await insertAlert(db, {
    deviceId: made.device.id,
    partnerAccountId: made.company.id,
    alertName: 'HighIndoorTemperature',
    severity: 'Warning',
    openedAt: new Date('2026-03-01T10:05:00Z'),
    clearedAt: new Date('2026-03-01T11:00:00Z'),
  });
  const ownAlert = await insertAlert(db, {
    deviceId: own.id,
    partnerAccountId: null,
    openedAt: new Date('2026-03-01T15:30:00Z'),
  });
  const otherHousehold = await createHousehold(db);
  const otherHome = await createHome(db, otherHousehold);
  const outsider = await householdUser(app, db, otherHousehold, 'ADMIN');
  const theirDevice = await createHomeDevice(db, otherHome);
  const theirAlert = await insertAlert(db, { deviceId: theirDevice.id, partnerAccountId: null });
  return { ...made, own, partners, ownAlert, outsider, theirDevice, theirAlert };
}

const list = (headers: Headers, query = '') =>
  app.inject({ url: `/api/v1/users/my/alerts${query}`, headers });
const search = (headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v2/users/my/alerts', headers, payload });
const snooze = (headers: Headers, deviceId: string, alertId: string, payload: object = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/users/my/devices/${deviceId}/alerts/${alertId}/snooze`,
    headers,
    payload,
  });
const idsOf = (body: unknown) => HomeownerAlertConnection.parse(body).nodes.map((n) => n.id);

describe('GET /users/my/alerts', () => {
  it("answers the alerts of the homeowner's devices newest first, in their time zone's words", async () => {
    const w = await world();
    const response = await list(w.homeowner.headers, '?timezone=America/Chicago');
    expect(response.statusCode, response.body).toBe(200);
    const body = HomeownerAlertConnection.parse(response.json());
    expect(body.nodes.map((node) => node.id)).toEqual([w.ownAlert.id, w.partners.id]);
    expect(body.totalCount).toBe(2);
    expect(body.nodes[0]).toEqual({
      id: w.ownAlert.id,
      alertName: 'WaterLeakDetected',
      title: 'Water leak detected',
      message:
        'A leak detector senses water. Check the area now and turn off the water if you can.',
      severity: 'Urgent',
      active: true,
      openedAt: '2026-03-01T15:30:00.000Z',
      // Chicago is six hours behind UTC in winter.
      openedAtLocal: '03/01/2026 at 09:30 AM',
      clearedAt: null,
      snoozedUntil: null,
      device: { id: w.own.id, name: 'Basement sensor', deviceType: 'WaterLeakDetector3' },
      home: { id: w.home.id, locationName: w.home.locationName },
    });
    expect(body.nodes[1]).toMatchObject({
      title: 'High indoor temperature',
      active: false,
      openedAtLocal: '03/01/2026 at 04:05 AM',
      clearedAt: '2026-03-01T11:00:00.000Z',
      device: { id: w.device.id, name: 'Aeris T6 Wi-Fi Thermostat' },
    });
    const utc = HomeownerAlertConnection.parse((await list(w.homeowner.headers)).json());
    expect(utc.nodes.map((node) => node.openedAtLocal)).toEqual([
      '03/01/2026 at 03:30 PM',
      '03/01/2026 at 10:05 AM',
    ]);
    const tokyo = HomeownerAlertConnection.parse(
      (await list(w.homeowner.headers, '?timezone=Asia/Tokyo')).json(),
    );
    expect(tokyo.nodes[0]?.openedAtLocal).toBe('03/02/2026 at 12:30 AM');
  });

  it('pages, shows every member of the household the same alerts and nobody else', async () => {
    const w = await world();
    const guest = await householdUser(app, db, w.household, 'GUEST');
    const first = HomeownerAlertConnection.parse((await list(guest.headers, '?first=1')).json());
    expect(first.nodes.map((node) => node.id)).toEqual([w.ownAlert.id]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await list(guest.headers, `?first=1&after=${first.pageInfo.endCursor}`);
    expect(idsOf(next.json())).toEqual([w.partners.id]);
    expect(idsOf((await list(w.outsider.headers)).json())).toEqual([w.theirAlert.id]);
  });

  it.each([
    ['timezone=Mars/Olympus', 'querystring.timezone'],
    ['language=xx', 'querystring.language'],
    ['first=0', 'querystring.first'],
    ['after=nonsense', 'querystring.after'],
  ])('?%s answers 400 naming %s', async (query, field) => {
    const w = await world();
    const refused = expectError(await list(w.homeowner.headers, `?${query}`), 400);
    expect(refused.fields?.map((f) => f.field)).toEqual([field]);
  });

  it('answers 401 without a token', async () => {
    expectError(await list({ authorization: '' }), 401);
  });
});

describe('POST /api/v2/users/my/alerts', () => {
  it('narrows the list to some devices or to the active alerts', async () => {
    const w = await world();
    const ids = async (payload: object) => {
      const response = await search(w.homeowner.headers, payload);
      expect(response.statusCode, response.body).toBe(200);
      return idsOf(response.json());
    };
    expect(await ids({})).toEqual([w.ownAlert.id, w.partners.id]);
    expect(await ids({ deviceIds: [w.device.id] })).toEqual([w.partners.id]);
    expect(await ids({ activeOnly: true })).toEqual([w.ownAlert.id]);
    expect(await ids({ deviceIds: [w.theirDevice.id] })).toEqual([]);
    const page = HomeownerAlertConnection.parse(
      (await search(w.homeowner.headers, { first: 1, timezone: 'Europe/Paris' })).json(),
    );
    expect(page.nodes[0]?.openedAtLocal).toBe('03/01/2026 at 04:30 PM');
    expect(await ids({ first: 1, after: page.pageInfo.endCursor })).toEqual([w.partners.id]);
  });

  it.each([
    [{ deviceIds: ['x'] }, 'body.deviceIds.0'],
    [{ timezone: 'Nowhere/Land' }, 'body.timezone'],
    [{ after: 'nonsense' }, 'body.after'],
    [{ first: 0 }, 'body.first'],
    [{ activeOnly: 'yes' }, 'body.activeOnly'],
  ])('%j answers 400 naming %s', async (payload, field) => {
    const w = await world();
    const refused = expectError(await search(w.homeowner.headers, payload), 400);
    expect(refused.fields?.map((f) => f.field)).toEqual([field]);
  });
});

describe('snoozing an alert', () => {
  const snoozes = (deviceId: string) =>
    db
      .select()
      .from(schema.alertSnoozes)
      .where(eq(schema.alertSnoozes.deviceId, deviceId))
      .orderBy(asc(schema.alertSnoozes.alertName));
  const events = (alertId: string) =>
    db
      .select({ type: schema.deviceAlertEvents.type, actor: schema.deviceAlertEvents.actor })
      .from(schema.deviceAlertEvents)
      .where(eq(schema.deviceAlertEvents.alertId, alertId));

  it("snoozes the alert's type on the device for the duration, with an event naming who; a later snooze replaces it", async () => {
    const w = await world();
    await published();
    const before = Date.now();
    const response = await snooze(w.homeowner.headers, w.device.id, w.partners.id, {
      duration: 'P7D',
    });
    expect(response.statusCode, response.body).toBe(200);
    const alert = HomeownerAlert.parse(response.json());
    const until = new Date(alert.snoozedUntil ?? 0).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 7 * 24 * HOUR);
    expect(until).toBeLessThanOrEqual(Date.now() + 7 * 24 * HOUR);
    const [row] = await snoozes(w.device.id);
    expect(row).toMatchObject({
      alertName: 'HighIndoorTemperature',
      snoozedBy: w.homeowner.user.id,
    });
    expect(row?.until.toISOString()).toBe(alert.snoozedUntil);
    const name = `${w.homeowner.user.firstName} ${w.homeowner.user.lastName}`;
    expect(await events(w.partners.id)).toEqual([{ type: 'Snoozed', actor: name }]);

    // The partner sees it snoozed on the dashboard, which hears of it live.
    expect(await published()).toEqual([
      {
        type: 'DeviceAlertChanged',
        channel: proChannel(w.company.id),
        alertId: w.partners.id,
        change: 'Snoozed',
        severity: 'Warning',
      },
    ]);
    const partnerView = await app.inject({
      url: `/api/v1/proAccounts/${w.company.id}/alerts/${w.partners.id}`,
      headers: w.owner.headers,
    });
    expect(partnerView.json().snoozedUntil).toBe(alert.snoozedUntil);

    const member = await householdUser(app, db, w.household, 'MEMBER');
    const shorter = await snooze(member.headers, w.device.id, w.partners.id, {});
    expect(shorter.statusCode, shorter.body).toBe(200);
    const replaced = new Date(HomeownerAlert.parse(shorter.json()).snoozedUntil ?? 0).getTime();
    expect(replaced).toBeLessThanOrEqual(Date.now() + 4 * HOUR);
    expect(replaced).toBeGreaterThan(Date.now() + 3 * HOUR);
    expect(await snoozes(w.device.id)).toHaveLength(1);
    expect((await snoozes(w.device.id))[0]?.snoozedBy).toBe(member.user.id);
    expect(await events(w.partners.id)).toHaveLength(2);
  });

  it('refuses a guest (403), another household (404), an alert of another device (404) and a bad duration (400), storing nothing', async () => {
    const w = await world();
    const guest = await householdUser(app, db, w.household, 'GUEST');
    expect(expectError(await snooze(guest.headers, w.device.id, w.partners.id), 403).message).toBe(
      'Only a household member can do this.',
    );
    const notFound = [
      [w.outsider.headers, w.device.id, w.partners.id, 'No device with this id.'],
      [w.homeowner.headers, w.theirDevice.id, w.theirAlert.id, 'No device with this id.'],
      [w.homeowner.headers, randomUUID(), w.partners.id, 'No device with this id.'],
      [w.homeowner.headers, w.device.id, w.ownAlert.id, 'No alert with this id on this device.'],
      [w.homeowner.headers, w.device.id, randomUUID(), 'No alert with this id on this device.'],
    ] as const;
    for (const [headers, deviceId, alertId, message] of notFound) {
      expect(expectError(await snooze(headers, deviceId, alertId), 404).message).toBe(message);
    }
    const bad = expectError(
      await snooze(w.homeowner.headers, w.device.id, w.partners.id, { duration: 'PT2H' }),
      400,
    );
    expect(bad.fields?.map((f) => f.field)).toEqual(['body.duration']);
    const zone = expectError(
      await app.inject({
        method: 'POST',
        url: `/api/v1/users/my/devices/${w.device.id}/alerts/${w.partners.id}/snooze?timezone=Atlantis`,
        headers: w.homeowner.headers,
        payload: {},
      }),
      400,
    );
    expect(zone.fields?.map((f) => f.field)).toEqual(['querystring.timezone']);
    for (const deviceId of [w.device.id, w.own.id, w.theirDevice.id]) {
      expect(await snoozes(deviceId)).toEqual([]);
    }
    expect(await events(w.partners.id)).toEqual([]);
  });
});
