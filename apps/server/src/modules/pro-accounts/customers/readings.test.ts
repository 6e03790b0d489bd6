import { Customer } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { alertsCompany, deviceAt, insertAlert, setTelemetryState } from '../../../test/alerts';
import { buildTestApp } from '../../../test/helper';
import { member } from '../../../test/partners';

// The customer account page (GET customers/{id} v1 with includeLocations, and v2): each device
// with its readings and the company's active alerts once the homeowner accepted Pro Alerts.

const { app, db, pool } = await buildTestApp();

type World = Awaited<ReturnType<typeof alertsCompany>>;
const account = async (world: World, path: string, headers = world.owner.headers) => {
  const response = await app.inject({
    url: `/api/${path.replace('{id}', world.company.id).replace('{customer}', world.partnerHome.customerId)}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return Customer.parse(response.json());
};
const devicesOf = (customer: Customer) =>
  (customer.locations ?? []).flatMap((location) => location.devices);

/** The company's home with a shared device, one asked for (PENDING) and one never asked. */
async function world() {
  const made = await alertsCompany(app, db);
  const asked = await deviceAt(
    db,
    made.company.id,
    made.partnerHome,
    made.home,
    undefined,
    'PENDING',
  );
  const notAsked = await deviceAt(
    db,
    made.company.id,
    made.partnerHome,
    made.home,
    undefined,
    null,
  );
  for (const device of [made.device, asked, notAsked]) {
    await setTelemetryState(db, {
      deviceId: device.id,
      readingAt: new Date('2026-03-01T12:00:00Z'),
      temperature: 68.5,
      humidity: 45,
      batteryPercent: 20,
      rssi: -72,
    });
  }
  const mine = { partnerAccountId: made.company.id };
  const active = await insertAlert(db, {
    ...mine,
    deviceId: made.device.id,
    alertName: 'LowBattery',
    severity: 'Notice',
    openedAt: new Date('2026-03-01T11:00:00Z'),
    clearedAt: new Date('2026-03-01T11:30:00Z'),
  });
  const newer = await insertAlert(db, {
    ...mine,
    deviceId: made.device.id,
    openedAt: new Date('2026-03-01T11:45:00Z'),
  });
  await insertAlert(db, {
    ...mine,
    deviceId: made.device.id,
    alertName: 'HighIndoorHumidity',
    status: 'Dismissed',
  });
  await insertAlert(db, { ...mine, deviceId: asked.id });
  const other = await alertsCompany(app, db);
  await insertAlert(db, {
    partnerAccountId: other.company.id,
    deviceId: made.device.id,
    alertName: 'DeviceOffline',
  });
  return { ...made, asked, notAsked, active, newer };
}

describe('the devices on the customer account page', () => {
  it('carry the readings and active alerts of a device whose homeowner accepted Pro Alerts, and nothing of the others', async () => {
    const w = await world();
    for (const path of [
      'v2/proAccounts/{id}/customers/{customer}',
      'v1/proAccounts/{id}/customers/{customer}?includeLocations=true',
    ]) {
      const devices = devicesOf(await account(w, path));
      const shared = devices.find((device) => device.id === w.device.id);
      expect(shared?.readings, path).toEqual({
        readingAt: '2026-03-01T12:00:00.000Z',
        online: false,
        temperature: 68.5,
        humidity: 45,
        vocs: null,
        co2: null,
        heatSetpoint: null,
        coolSetpoint: null,
        mode: null,
        equipment: null,
        fan: null,
        leak: null,
        smoke: null,
        co: null,
        batteryPercent: 20,
        batteryLevel: 'Low',
        signalStrength: 'Weak',
      });
      expect(shared?.activeAlerts).toEqual([
        {
          id: w.newer.id,
          alertName: 'WaterLeakDetected',
          title: 'Water leak detected',
          severity: 'Urgent',
          openedAt: '2026-03-01T11:45:00.000Z',
          clearedAt: null,
        },
        {
          id: w.active.id,
          alertName: 'LowBattery',
          title: 'Low battery',
          severity: 'Notice',
          openedAt: '2026-03-01T11:00:00.000Z',
          clearedAt: '2026-03-01T11:30:00.000Z',
        },
      ]);
      for (const id of [w.asked.id, w.notAsked.id]) {
        const device = devices.find((candidate) => candidate.id === id);
        expect(device?.readings, path).toBeNull();
        expect(device?.activeAlerts, path).toEqual([]);
      }
    }
  });

  it('leave both out for a role that may not read alerts, and v1 without homes has no devices', async () => {
    const w = await world();
    const sales = await member(app, db, w.company, ['SALES']);
    const devices = devicesOf(
      await account(w, 'v2/proAccounts/{id}/customers/{customer}', sales.headers),
    );
    expect(devices).toHaveLength(3);
    for (const device of devices) {
      expect(device).not.toHaveProperty('readings');
      expect(device).not.toHaveProperty('activeAlerts');
    }
    const bare = await account(w, 'v1/proAccounts/{id}/customers/{customer}');
    expect(bare.locations).toBeUndefined();
  });

  it('are read in as many statements for many devices as for one (no query per device)', async () => {
    const few = await world();
    const many = await world();
    for (let i = 0; i < 6; i += 1) await deviceAt(db, many.company.id, many.partnerHome, many.home);
    const statements = async (w: World) => {
      const query = pool.query.bind(pool);
      let count = 0;
      pool.query = ((...args: Parameters<typeof query>) => {
        count += 1;
        return query(...args);
      }) as typeof pool.query;
      try {
        await account(w, 'v2/proAccounts/{id}/customers/{customer}');
      } finally {
        pool.query = query;
      }
      return count;
    };
    // A first call of each caller also looks the caller up; compare the calls after it.
    await statements(few);
    await statements(many);
    expect(await statements(many)).toBe(await statements(few));
  });
});
