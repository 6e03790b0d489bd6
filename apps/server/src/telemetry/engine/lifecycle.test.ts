import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertsCompany } from '../../test/alerts';
import {
  alertProfile,
  alertSetting,
  alertsOf,
  conditionsOfDevice,
  engineApp,
  eventTypesOf,
  minutesFrom,
  reading,
} from '../../test/telemetry';
import { createAlertEngine } from '.';

// The alert lifecycle from readings fed straight to the engine, as the ingest hands them over.
// Device times start now and go forward, so no condition's timer comes due during a test.

const { app, db, ctx } = await engineApp();
const evaluate = createAlertEngine(ctx);

/** A Pro Alerts company's device of the SKU (a thermostat unless told), under the defaults. */
async function companyDevice(sku?: string) {
  const setup = await alertsCompany(app, db, sku ? { sku } : {});
  await alertProfile(db, setup.company.id);
  return setup;
}

const LEAK_DETECTOR = 'AWLD3001';

describe('a condition with an observed time (HighIndoorTemperature above 85 °F for 30 minutes)', () => {
  it('opens only once it held for the observed time in device time, dated by that reading', async () => {
    const { device, company } = await companyDevice();
    const start = new Date();
    await evaluate([reading(device.id, start, { temperature: 88 })]);
    await evaluate([reading(device.id, minutesFrom(start, 29), { temperature: 87 })]);
    expect(await alertsOf(db, device.id)).toEqual([]);
    const [pending] = await conditionsOfDevice(db, device.id);
    expect(pending).toMatchObject({
      alertName: 'HighIndoorTemperature',
      since: start,
      dueAt: minutesFrom(start, 30),
      firstValue: 88,
      lastValue: 87,
    });

    await evaluate([reading(device.id, minutesFrom(start, 30), { temperature: 86 })]);
    const [alert] = await alertsOf(db, device.id);
    expect(alert).toMatchObject({
      alertName: 'HighIndoorTemperature',
      partnerAccountId: company.id,
      severity: 'Warning',
      status: 'Active',
      value: 86,
      lastValue: 86,
      threshold: '85',
      openedAt: minutesFrom(start, 30),
      clearedAt: null,
      repeatCount: 0,
    });
    expect(await conditionsOfDevice(db, device.id)).toEqual([]);
    expect(await eventTypesOf(db, alert?.id ?? '')).toEqual(['Opened']);
  });

  it('starts over when a reading in between no longer meets it', async () => {
    const { device } = await companyDevice();
    const start = new Date();
    await evaluate([
      reading(device.id, start, { temperature: 88 }),
      reading(device.id, minutesFrom(start, 20), { temperature: 84 }),
      reading(device.id, minutesFrom(start, 25), { temperature: 88 }),
      reading(device.id, minutesFrom(start, 40), { temperature: 88 }),
    ]);
    expect(await alertsOf(db, device.id)).toEqual([]);
    const [pending] = await conditionsOfDevice(db, device.id);
    expect(pending?.since).toEqual(minutesFrom(start, 25));
  });

  it('repeats, stays open within the band, clears past it and reopens only after holding again', async () => {
    const { device } = await companyDevice();
    const start = new Date();
    const at = (minutes: number, temperature: number) =>
      reading(device.id, minutesFrom(start, minutes), { temperature });
    await evaluate([at(0, 90), at(30, 90), at(35, 91), at(40, 92)]);
    let [alert] = await alertsOf(db, device.id);
    expect(alert).toMatchObject({ value: 90, lastValue: 92, repeatCount: 2, clearedAt: null });
    const firstUpdate = alert?.updatedAt;

    // 84 and 83.5 are within 2 °F of the threshold: still open, the latest value kept.
    await evaluate([at(45, 84), at(50, 83.5)]);
    [alert] = await alertsOf(db, device.id);
    expect(alert).toMatchObject({ lastValue: 83.5, repeatCount: 2, clearedAt: null });
    expect(alert?.updatedAt.getTime()).toBeGreaterThan(firstUpdate?.getTime() ?? 0);

    await evaluate([at(55, 83)]);
    [alert] = await alertsOf(db, device.id);
    expect(alert).toMatchObject({
      status: 'Active',
      lastValue: 83,
      clearedAt: minutesFrom(start, 55),
    });
    expect(await eventTypesOf(db, alert?.id ?? '')).toEqual(['Opened', 'Cleared']);

    // Back above, it must hold for the observed time again: a band reading starts it over.
    await evaluate([at(60, 86), at(80, 85), at(85, 86), at(110, 87)]);
    expect(await alertsOf(db, device.id)).toHaveLength(1);
    await evaluate([at(115, 87)]);
    const alerts = await alertsOf(db, device.id);
    expect(alerts).toHaveLength(2);
    expect(alerts[1]).toMatchObject({
      openedAt: minutesFrom(start, 115),
      value: 87,
      clearedAt: null,
    });
  });

  it("follows the company's threshold and observed time, and nothing of a disabled alert type", async () => {
    const { device, company } = await companyDevice();
    await alertSetting(db, company.id, 'HighIndoorTemperature', {
      threshold: 78,
      observedTime: 'PT15M',
    });
    await alertSetting(db, company.id, 'LowIndoorHumidity', { isEnabled: false });
    const start = new Date();
    await evaluate([
      reading(device.id, start, { temperature: 80, humidity: 10 }),
      reading(device.id, minutesFrom(start, 15), { temperature: 80, humidity: 10 }),
      reading(device.id, minutesFrom(start, 150), { temperature: 80, humidity: 10 }),
    ]);
    const alerts = await alertsOf(db, device.id);
    expect(alerts.map((alert) => [alert.alertName, alert.threshold, alert.openedAt])).toEqual([
      ['HighIndoorTemperature', '78', minutesFrom(start, 15)],
    ]);
  });
});

describe('a condition without an observed time', () => {
  it('opens a leak at once, repeats while it leaks and clears when dry', async () => {
    const { device } = await companyDevice(LEAK_DETECTOR);
    const start = new Date();
    await evaluate([reading(device.id, start, { leak: true })]);
    let [alert] = await alertsOf(db, device.id);
    expect(alert).toMatchObject({
      alertName: 'WaterLeakDetected',
      severity: 'Urgent',
      value: null,
      threshold: null,
      openedAt: start,
    });
    await evaluate([
      reading(device.id, minutesFrom(start, 1), { leak: true }),
      reading(device.id, minutesFrom(start, 2), { leak: false }),
    ]);
    [alert] = await alertsOf(db, device.id);
    expect(alert).toMatchObject({ repeatCount: 1, clearedAt: minutesFrom(start, 2) });
  });

  it('escalates a low battery one step at Critical and clears it back above 30 %', async () => {
    const { device } = await companyDevice(LEAK_DETECTOR);
    const start = new Date();
    const at = (minutes: number, battery: number) =>
      reading(device.id, minutesFrom(start, minutes), { battery });
    await evaluate([at(0, 20)]);
    let [alert] = await alertsOf(db, device.id);
    expect(alert).toMatchObject({ alertName: 'LowBattery', severity: 'Notice', value: 20 });

    await evaluate([at(10, 9), at(20, 8)]);
    [alert] = await alertsOf(db, device.id);
    expect(alert).toMatchObject({ severity: 'Warning', lastValue: 8, repeatCount: 2 });

    // A new battery at 28 % is Ok but within the band: still open; 31 % clears it.
    await evaluate([at(30, 28)]);
    expect((await alertsOf(db, device.id))[0]?.clearedAt).toBeNull();
    await evaluate([at(40, 31)]);
    [alert] = await alertsOf(db, device.id);
    expect(alert?.clearedAt).toEqual(minutesFrom(start, 40));
    expect(await eventTypesOf(db, alert?.id ?? '')).toEqual(['Opened', 'Escalated', 'Cleared']);
  });

  it('leaves late readings alone: an old reading neither opens nor clears', async () => {
    const { device } = await companyDevice(LEAK_DETECTOR);
    const start = new Date();
    await evaluate([{ ...reading(device.id, start, { leak: true }), late: true }]);
    expect(await alertsOf(db, device.id)).toEqual([]);

    await evaluate([reading(device.id, minutesFrom(start, 2), { leak: true })]);
    await evaluate([{ ...reading(device.id, minutesFrom(start, 1), { leak: false }), late: true }]);
    const [alert] = await alertsOf(db, device.id);
    expect(alert).toMatchObject({ alertName: 'WaterLeakDetected', clearedAt: null });
    expect(await eventTypesOf(db, alert?.id ?? '')).toEqual(['Opened']);
  });
});

describe("the homeowner's snooze", () => {
  it('keeps an alert type from opening while it lasts; an open one goes on updating', async () => {
    const { device } = await companyDevice(LEAK_DETECTOR);
    const start = new Date();
    await evaluate([reading(device.id, start, { battery: 20 })]);
    const until = minutesFrom(new Date(), 60);
    await db.insert(schema.alertSnoozes).values([
      { deviceId: device.id, alertName: 'WaterLeakDetected', until },
      { deviceId: device.id, alertName: 'LowBattery', until },
    ]);
    await evaluate([reading(device.id, minutesFrom(start, 1), { leak: true, battery: 19 })]);
    const alerts = await alertsOf(db, device.id);
    expect(alerts.map((alert) => [alert.alertName, alert.lastValue, alert.repeatCount])).toEqual([
      ['LowBattery', 19, 1],
    ]);

    await db
      .update(schema.alertSnoozes)
      .set({ until: minutesFrom(new Date(), -1) })
      .where(eq(schema.alertSnoozes.deviceId, device.id));
    await evaluate([reading(device.id, minutesFrom(start, 2), { leak: true })]);
    expect((await alertsOf(db, device.id)).map((alert) => alert.alertName)).toContain(
      'WaterLeakDetected',
    );
  });
});
