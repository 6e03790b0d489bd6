import { randomUUID } from 'node:crypto';
import { type DeviceAlert, DeviceAlertConnection } from '@portal/contracts';
import { schema } from '@portal/db';
import { describe, expect, it } from 'vitest';
import { alertsCompany, deviceAt, insertAlert } from '../../../test/alerts';
import { buildTestApp, expectError } from '../../../test/helper';
import { createPartnerHome } from '../../../test/homeowners';
import { createCompany, member } from '../../../test/partners';

// GET alerts and GET locations/{id}/alerts: a company's work queue, from alerts written
// straight into device_alerts as the engine writes them.

const { app, db } = await buildTestApp();

type Headers = { authorization: string };
const list = (companyId: string, headers: Headers, query = '') =>
  app.inject({ url: `/api/v1/proAccounts/${companyId}/alerts${query}`, headers });
const at = (minutes: number) => new Date(Date.UTC(2026, 2, 1, 10, minutes));
const idsOf = (body: unknown) =>
  DeviceAlertConnection.parse(body).nodes.map((node: DeviceAlert) => node.id);

describe('GET alerts', () => {
  it("answers the company's Active alerts newest first, each with its type, device, home and customer", async () => {
    const world = await alertsCompany(app, db);
    const mine = { deviceId: world.device.id, partnerAccountId: world.company.id };
    const warm = await insertAlert(db, {
      ...mine,
      alertName: 'HighIndoorTemperature',
      severity: 'Warning',
      value: 88.5,
      lastValue: 90,
      threshold: '85',
      openedAt: at(0),
      repeatCount: 3,
    });
    const leak = await insertAlert(db, { ...mine, openedAt: at(5) });
    await insertAlert(db, {
      ...mine,
      alertName: 'LowBattery',
      severity: 'Notice',
      status: 'Dismissed',
      dismissedAt: at(20),
      openedAt: at(10),
    });
    const until = new Date(Date.now() + 3_600_000);
    await db
      .insert(schema.alertSnoozes)
      .values({ deviceId: world.device.id, alertName: 'HighIndoorTemperature', until });
    const other = await alertsCompany(app, db);
    await insertAlert(db, { deviceId: other.device.id, partnerAccountId: other.company.id });

    const response = await list(world.company.id, world.owner.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = DeviceAlertConnection.parse(response.json());
    expect(body.nodes.map((node) => node.id)).toEqual([leak.id, warm.id]);
    expect(body.totalCount).toBe(2);
    expect(body.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    expect(body.nodes[1]).toEqual({
      id: warm.id,
      alertName: 'HighIndoorTemperature',
      title: 'High indoor temperature',
      category: 'Temperature',
      telemetryType: 'Temperature',
      severity: 'Warning',
      status: 'Active',
      value: 88.5,
      lastValue: 90,
      threshold: 85,
      openedAt: at(0).toISOString(),
      updatedAt: warm.updatedAt.toISOString(),
      clearedAt: null,
      dismissedAt: null,
      dismissedBy: null,
      snoozedUntil: until.toISOString(),
      repeatCount: 3,
      device: {
        id: world.device.id,
        name: 'Aeris T6 Wi-Fi Thermostat',
        deviceType: 'WiFiThermostat',
        macAddress: world.device.macAddress,
      },
      location: { id: world.partnerHome.id, locationName: 'Ada home' },
      customer: { id: world.partnerHome.customerId, firstName: 'Ada', lastName: 'King' },
    });
    expect(body.nodes[0]).toMatchObject({
      title: 'Water leak detected',
      category: 'State',
      telemetryType: 'None',
      threshold: null,
      snoozedUntil: null,
    });
  });

  it('filters by status, severity, alert type, customer and device, and orders oldest first on asking', async () => {
    const world = await alertsCompany(app, db);
    const secondHome = await createPartnerHome(db, world.company.id);
    const leakSensor = await deviceAt(db, world.company.id, secondHome, null, 'AWLD3001');
    const mine = { partnerAccountId: world.company.id };
    const a = await insertAlert(db, { ...mine, deviceId: world.device.id, openedAt: at(1) });
    const b = await insertAlert(db, {
      ...mine,
      deviceId: world.device.id,
      alertName: 'HighIndoorHumidity',
      severity: 'Warning',
      openedAt: at(2),
    });
    const c = await insertAlert(db, {
      ...mine,
      deviceId: leakSensor.id,
      severity: 'Notice',
      alertName: 'LowBattery',
      openedAt: at(3),
    });
    const d = await insertAlert(db, {
      ...mine,
      deviceId: leakSensor.id,
      status: 'Dismissed',
      openedAt: at(4),
    });
    const query = async (q: string) => {
      const response = await list(world.company.id, world.owner.headers, q);
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
      return idsOf(response.json());
    };
    expect(await query('')).toEqual([c.id, b.id, a.id]);
    expect(await query('?filterBy=status:Dismissed')).toEqual([d.id]);
    expect(await query('?filterBy=status:Active|Dismissed')).toEqual([d.id, c.id, b.id, a.id]);
    expect(await query('?filterBy=severity:Urgent|Notice')).toEqual([c.id, a.id]);
    expect(await query('?filterBy=alertName:HighIndoorHumidity')).toEqual([b.id]);
    expect(await query(`?filterBy=customerId:${secondHome.customerId}`)).toEqual([c.id]);
    expect(await query(`?filterBy=deviceId:${world.device.id},severity:Warning`)).toEqual([b.id]);
    expect(await query(`?filterBy=customerId:${randomUUID()}`)).toEqual([]);
    expect(await query('?orderBy=TimestampAsc')).toEqual([a.id, b.id, c.id]);
  });

  it('pages forward and backward with cursors, counting the whole list', async () => {
    const world = await alertsCompany(app, db);
    const made = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(
        await insertAlert(db, {
          deviceId: world.device.id,
          partnerAccountId: world.company.id,
          alertName: `HighIndoorTemperature`,
          openedAt: at(i),
          clearedAt: at(i),
        }),
      );
    }
    const newest = made.map((alert) => alert.id).reverse();
    const page = async (q: string) =>
      DeviceAlertConnection.parse((await list(world.company.id, world.owner.headers, q)).json());
    const first = await page('?first=2');
    expect(first.nodes.map((node) => node.id)).toEqual(newest.slice(0, 2));
    expect(first.totalCount).toBe(5);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await page(`?first=2&after=${first.pageInfo.endCursor}`);
    expect(second.nodes.map((node) => node.id)).toEqual(newest.slice(2, 4));
    const third = await page(`?first=2&after=${second.pageInfo.endCursor}`);
    expect(third.nodes.map((node) => node.id)).toEqual(newest.slice(4));
    expect(third.pageInfo.hasNextPage).toBe(false);
    const back = await page(`?last=2&before=${third.pageInfo.startCursor}`);
    expect(back.nodes.map((node) => node.id)).toEqual(newest.slice(2, 4));
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });

    const otherOrder = await list(
      world.company.id,
      world.owner.headers,
      `?orderBy=TimestampAsc&after=${first.pageInfo.endCursor}`,
    );
    expect(expectError(otherOrder, 400).fields).toEqual([
      { field: 'querystring.after', message: 'is not a cursor of this list' },
    ]);
  });

  it.each([
    ['filterBy=colour:red', 'querystring.filterBy'],
    ['filterBy=severity:Loud', 'querystring.filterBy'],
    ['filterBy=customerId:42', 'querystring.filterBy'],
    ['filterBy=status', 'querystring.filterBy'],
    ['orderBy=Newest', 'querystring.orderBy'],
    ['first=0', 'querystring.first'],
    ['first=101', 'querystring.first'],
    ['language=xx', 'querystring.language'],
  ])('?%s answers 400 naming %s', async (query, field) => {
    const world = await alertsCompany(app, db);
    const refused = expectError(
      await list(world.company.id, world.owner.headers, `?${query}`),
      400,
    );
    expect(refused.fields?.map((f) => f.field)).toEqual([field]);
  });
});

describe('GET locations/{id}/alerts', () => {
  it("answers the alerts of the devices at that home only; another company's home is not found", async () => {
    const world = await alertsCompany(app, db);
    const secondHome = await createPartnerHome(db, world.company.id);
    const elsewhere = await deviceAt(db, world.company.id, secondHome, null);
    const here = await insertAlert(db, {
      deviceId: world.device.id,
      partnerAccountId: world.company.id,
      openedAt: at(1),
    });
    const dismissedHere = await insertAlert(db, {
      deviceId: world.device.id,
      partnerAccountId: world.company.id,
      alertName: 'LowBattery',
      status: 'Dismissed',
      openedAt: at(2),
    });
    await insertAlert(db, { deviceId: elsewhere.id, partnerAccountId: world.company.id });
    const url = (companyId: string, locationId: string, query = '') =>
      `/api/v1/proAccounts/${companyId}/locations/${locationId}/alerts${query}`;

    const response = await app.inject({
      url: url(world.company.id, world.partnerHome.id),
      headers: world.owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(idsOf(response.json())).toEqual([here.id]);
    const all = await app.inject({
      url: url(world.company.id, world.partnerHome.id, '?filterBy=status:Active|Dismissed'),
      headers: world.owner.headers,
    });
    expect(idsOf(all.json())).toEqual([dismissedHere.id, here.id]);

    const other = await alertsCompany(app, db);
    const theirs = expectError(
      await app.inject({
        url: url(world.company.id, other.partnerHome.id),
        headers: world.owner.headers,
      }),
      404,
    );
    const missing = expectError(
      await app.inject({ url: url(world.company.id, randomUUID()), headers: world.owner.headers }),
      404,
    );
    expect(theirs.message).toBe('No home (location) with this id.');
    expect(missing.message).toBe(theirs.message);
    const badFilter = await app.inject({
      url: url(world.company.id, world.partnerHome.id, '?filterBy=colour:red'),
      headers: world.owner.headers,
    });
    expect(expectError(badFilter, 400).fields?.[0]?.field).toBe('querystring.filterBy');
  });

  it('is refused with 403 for a company in the EMEA market, as the other home calls are', async () => {
    const company = await createCompany(db, { countryCode: 'GB' });
    const owner = await member(app, db, company, ['OWNER']);
    const refused = expectError(
      await app.inject({
        url: `/api/v1/proAccounts/${company.id}/locations/${randomUUID()}/alerts`,
        headers: owner.headers,
      }),
      403,
    );
    expect(refused.message).toMatch(/EMEA/);
    expect((await list(company.id, owner.headers)).statusCode).toBe(200);
  });
});
