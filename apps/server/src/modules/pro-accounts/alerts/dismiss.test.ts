import { randomUUID } from 'node:crypto';
import {
  DeviceAlert,
  DeviceAlertsUpdated,
  ProNotificationConnection,
  proChannel,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AlertRow, alertsCompany, insertAlert } from '../../../test/alerts';
import { buildTestApp, expectError } from '../../../test/helper';
import { member } from '../../../test/partners';
import { realtimeEvents } from '../../../test/realtime';

// PUT alerts/{alertId} and PUT alerts: a partner dismisses alerts, all or none, with who and
// when, an event in the history and a realtime event to the company's dashboards.

const { app, db, databaseUrl, pool } = await buildTestApp();

// The realtime events each request published (test/realtime.ts).
const published = await realtimeEvents(databaseUrl, pool);

type World = Awaited<ReturnType<typeof alertsCompany>>;
const put = (world: World, path: string, payload: unknown, headers = world.owner.headers) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/proAccounts/${world.company.id}/alerts${path}`,
    headers,
    payload: payload as object,
  });

const stored = (alertIds: string[]) =>
  db
    .select()
    .from(schema.deviceAlerts)
    .where(inArray(schema.deviceAlerts.id, alertIds))
    .orderBy(asc(schema.deviceAlerts.openedAt));
const eventsOf = (alertId: string) =>
  db
    .select({ type: schema.deviceAlertEvents.type, actor: schema.deviceAlertEvents.actor })
    .from(schema.deviceAlertEvents)
    .where(eq(schema.deviceAlertEvents.alertId, alertId));

/** A company with three Active alerts on its device, opened a minute apart. */
async function threeAlerts() {
  const world = await alertsCompany(app, db);
  const alerts: AlertRow[] = [];
  for (const [i, alertName] of ['WaterLeakDetected', 'LowBattery', 'DeviceOffline'].entries()) {
    alerts.push(
      await insertAlert(db, {
        deviceId: world.device.id,
        partnerAccountId: world.company.id,
        alertName,
        severity: i === 0 ? 'Urgent' : 'Notice',
        openedAt: new Date(Date.UTC(2026, 2, 1, 10, i)),
      }),
    );
  }
  await published();
  return { ...world, alerts };
}

describe('PUT alerts/{alertId}', () => {
  it('dismisses the alert with who and when, writes the event and tells the dashboards once', async () => {
    const world = await threeAlerts();
    const technician = await member(app, db, world.company, ['TECHNICIAN']);
    const [leak] = world.alerts;
    if (!leak) throw new Error('no alert');
    const before = Date.now();

    const response = await put(world, `/${leak.id}`, { status: 'Dismissed' }, technician.headers);
    expect(response.statusCode, response.body).toBe(200);
    const alert = DeviceAlert.parse(response.json());
    const name = `${technician.user.firstName} ${technician.user.lastName}`;
    expect(alert).toMatchObject({
      id: leak.id,
      status: 'Dismissed',
      dismissedBy: { id: technician.user.id, name },
    });
    expect(new Date(alert.dismissedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await eventsOf(leak.id)).toEqual([{ type: 'Dismissed', actor: name }]);
    expect(await published()).toEqual([
      {
        type: 'DeviceAlertChanged',
        channel: proChannel(world.company.id),
        alertId: leak.id,
        change: 'Dismissed',
        severity: 'Urgent',
      },
    ]);
    const others = await stored(world.alerts.slice(1).map((a) => a.id));
    expect(others.map((row) => row.status)).toEqual(['Active', 'Active']);

    // Dismissed already: answered as it is, nothing written, nothing published.
    const again = await put(world, `/${leak.id}`, { status: 'Dismissed' });
    expect(again.statusCode, again.body).toBe(200);
    expect(DeviceAlert.parse(again.json())).toEqual(alert);
    expect(await eventsOf(leak.id)).toHaveLength(1);
    expect(await published()).toEqual([]);
  });

  it.each([
    [{ status: 'Active' }, 'body.status'],
    [{}, 'body.status'],
  ])('%j answers 400 naming %s and changes nothing', async (payload, field) => {
    const world = await threeAlerts();
    const [leak] = world.alerts;
    const refused = expectError(await put(world, `/${leak?.id}`, payload), 400);
    expect(refused.fields?.map((f) => f.field)).toEqual([field]);
    expect((await stored([leak?.id ?? ''])).map((row) => row.status)).toEqual(['Active']);
  });

  it('answers 404 for an id no alert of the company has', async () => {
    const world = await threeAlerts();
    const refused = expectError(await put(world, `/${randomUUID()}`, { status: 'Dismissed' }), 404);
    expect(refused.message).toBe('No alert with this id.');
  });
});

describe('PUT alerts', () => {
  it('dismisses each alert named, keeps one dismissed already as it was, and answers them in the order asked', async () => {
    const world = await threeAlerts();
    const [leak, battery, offline] = world.alerts.map((alert) => alert.id) as [
      string,
      string,
      string,
    ];
    const first = await put(world, `/${battery}`, { status: 'Dismissed' });
    const dismissedBefore = DeviceAlert.parse(first.json()).dismissedAt;
    await published();

    const response = await put(world, '', {
      alertIds: [offline, battery, leak],
      status: 'Dismissed',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = DeviceAlertsUpdated.parse(response.json());
    expect(body.nodes.map((node) => [node.id, node.status])).toEqual([
      [offline, 'Dismissed'],
      [battery, 'Dismissed'],
      [leak, 'Dismissed'],
    ]);
    expect(body.nodes[1]?.dismissedAt).toBe(dismissedBefore);
    expect((await eventsOf(battery)).map((e) => e.type)).toEqual(['Dismissed']);
    expect((await eventsOf(leak)).map((e) => e.type)).toEqual(['Dismissed']);
    const events = await published();
    expect(
      events.filter((e) => e.type === 'DeviceAlertChanged').map((e) => e.alertId),
    ).toHaveLength(2);
  });

  it("refuses the whole change with 404 when one id is another company's alert", async () => {
    const world = await threeAlerts();
    const other = await alertsCompany(app, db);
    const theirs = await insertAlert(db, {
      deviceId: other.device.id,
      partnerAccountId: other.company.id,
    });
    const mine = world.alerts.map((alert) => alert.id);
    await published();
    const refused = expectError(
      await put(world, '', { alertIds: [...mine, theirs.id], status: 'Dismissed' }),
      404,
    );
    expect(refused.message).toBe(`No alert with the id ${theirs.id}.`);
    const rows = await stored([...mine, theirs.id]);
    expect(rows.map((row) => row.status)).toEqual(['Active', 'Active', 'Active', 'Active']);
    expect(rows.every((row) => row.dismissedAt === null)).toBe(true);
    for (const id of mine) expect(await eventsOf(id)).toEqual([]);
    expect(await published()).toEqual([]);
  });

  it.each<[{ alertIds?: unknown; status: string }, string]>([
    [{ alertIds: [], status: 'Dismissed' }, 'body.alertIds'],
    [{ status: 'Dismissed' }, 'body.alertIds'],
    [{ alertIds: ['not-an-id'], status: 'Dismissed' }, 'body.alertIds.0'],
    [{ alertIds: 'all', status: 'Dismissed' }, 'body.alertIds'],
    [
      { alertIds: Array.from({ length: 101 }, () => randomUUID()), status: 'Dismissed' },
      'body.alertIds',
    ],
    [{ alertIds: ['REPEAT', 'REPEAT'], status: 'Dismissed' }, 'body.alertIds'],
    [{ alertIds: ['FIRST'], status: 'Active' }, 'body.status'],
  ])('%j answers 400 naming %s and changes nothing', async (payload, field) => {
    const world = await threeAlerts();
    const [leak] = world.alerts.map((alert) => alert.id);
    const ids = payload.alertIds;
    const filled = Array.isArray(ids)
      ? ids.map((id) => (id === 'REPEAT' || id === 'FIRST' ? leak : id))
      : ids;
    const refused = expectError(await put(world, '', { ...payload, alertIds: filled }), 400);
    expect(refused.fields?.map((f) => f.field)).toEqual([field]);
    const rows = await stored(world.alerts.map((alert) => alert.id));
    expect(rows.map((row) => row.status)).toEqual(['Active', 'Active', 'Active']);
  });
});

describe('the bell (GET notifications)', () => {
  const bell = (world: World, headers = world.owner.headers) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/proAccounts/${world.company.id}/notifications`,
      headers,
    });

  it("lists the company's alerts, newest first, in the member's language, until they are dismissed", async () => {
    const world = await threeAlerts();
    const [leak, battery, offline] = world.alerts;
    if (!leak || !battery || !offline) throw new Error('no alerts');
    const customer = {
      id: world.partnerHome.customerId,
      firstName: expect.any(String),
      lastName: expect.any(String),
    };
    const before = ProNotificationConnection.parse((await bell(world)).json());
    expect(before.totalCount).toBe(3);
    expect(before.nodes).toEqual([
      expect.objectContaining({ type: 'ALERT', id: offline.id, title: 'Device offline' }),
      expect.objectContaining({ type: 'ALERT', id: battery.id, title: 'Low battery' }),
      {
        type: 'ALERT',
        id: leak.id,
        alertName: 'WaterLeakDetected',
        title: 'Water leak detected',
        severity: 'Urgent',
        openedAt: '2026-03-01T10:00:00.000Z',
        clearedAt: null,
        deviceId: world.device.id,
        partnerCustomer: customer,
      },
    ]);
    const french = await member(app, db, world.company, ['TECHNICIAN'], { locale: 'fr' });
    const inFrench = ProNotificationConnection.parse((await bell(world, french.headers)).json());
    expect(inFrench.nodes.at(-1)?.type === 'ALERT' && inFrench.nodes.at(-1)).toMatchObject({
      id: leak.id,
      title: expect.not.stringMatching(/^Water leak detected$/),
    });

    expect((await put(world, `/${leak.id}`, { status: 'Dismissed' })).statusCode).toBe(200);
    const after = ProNotificationConnection.parse((await bell(world)).json());
    expect(after.nodes.map((node) => node.id)).toEqual([offline.id, battery.id]);
  });

  it("shows no alerts to a role that may not read them, nor another company's", async () => {
    const world = await threeAlerts();
    const other = await threeAlerts();
    const sales = await member(app, db, world.company, ['SALES']);
    const bySales = ProNotificationConnection.parse((await bell(world, sales.headers)).json());
    expect(bySales.nodes.filter((node) => node.type === 'ALERT')).toEqual([]);
    const ours = ProNotificationConnection.parse((await bell(world)).json());
    const theirs = new Set(other.alerts.map((alert) => alert.id));
    expect(ours.nodes.some((node) => theirs.has(node.id))).toBe(false);
  });
});
