import { DeviceAlertInfo, ReplacementLifetime } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  alertsCompany,
  insertAlert,
  insertAlertEvent,
  setTelemetryState,
  withdrawProAlerts,
} from '../../../test/alerts';
import { buildTestApp, expectError } from '../../../test/helper';

// GET alerts/{alertId}/info and /replacementLifetime, from rows written as the engine and the
// ingest write them.

const { app, db } = await buildTestApp();

const DAY = 86_400_000;

const infoOf = async (world: Awaited<ReturnType<typeof alertsCompany>>, alertId: string) => {
  const response = await app.inject({
    url: `/api/v1/proAccounts/${world.company.id}/alerts/${alertId}/info`,
    headers: world.owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return DeviceAlertInfo.parse(response.json());
};

describe('GET alerts/{alertId}/info', () => {
  it("answers the alert, the company's recommended action and observed time, the history and the device now", async () => {
    const world = await alertsCompany(app, db);
    await db.insert(schema.proAlertSettings).values({
      partnerAccountId: world.company.id,
      alertName: 'HighIndoorTemperature',
      isEnabled: true,
      recommendedAction: 'Call Ada and book a visit.',
      configData: { threshold: 85, observedTime: 'PT1H' },
      locale: 'en',
    });
    const alert = await insertAlert(db, {
      deviceId: world.device.id,
      partnerAccountId: world.company.id,
      alertName: 'HighIndoorTemperature',
      severity: 'Urgent',
      value: 88,
      lastValue: 90.5,
      threshold: '85',
      openedAt: new Date('2026-03-01T10:00:00Z'),
    });
    await insertAlertEvent(db, {
      alertId: alert.id,
      type: 'Escalated',
      at: new Date('2026-03-01T11:00:00Z'),
      severity: 'Urgent',
      value: 90.5,
    });
    await insertAlertEvent(db, {
      alertId: alert.id,
      type: 'Opened',
      at: new Date('2026-03-01T10:00:00Z'),
      severity: 'Warning',
      value: 88,
    });
    await insertAlertEvent(db, {
      alertId: alert.id,
      type: 'Snoozed',
      at: new Date('2026-03-01T12:00:00Z'),
      actor: 'Nora Homeowner',
      detail: 'until 2026-03-01T16:00:00.000Z',
    });
    await setTelemetryState(db, {
      deviceId: world.device.id,
      readingAt: new Date('2026-03-01T12:30:00Z'),
      temperature: 90.5,
      humidity: 41,
      heatSetpoint: 66,
      coolSetpoint: 76,
      mode: 'Cool',
      equipment: 'Cooling',
      fan: 'Auto',
      batteryPercent: 80,
      rssi: -55,
    });
    await db
      .update(schema.devices)
      .set({ online: true })
      .where(eq(schema.devices.id, world.device.id));

    const info = await infoOf(world, alert.id);
    expect(info.alert).toMatchObject({ id: alert.id, severity: 'Urgent', threshold: 85 });
    expect(info.description).toBe('The temperature at the thermostat stays above the threshold.');
    expect(info.recommendedAction).toBe('Call Ada and book a visit.');
    expect(info.observedTime).toBe('PT1H');
    expect(info.history.map(({ id, ...event }) => event)).toEqual([
      {
        type: 'Opened',
        at: '2026-03-01T10:00:00.000Z',
        severity: 'Warning',
        value: 88,
        actor: null,
        detail: null,
      },
      {
        type: 'Escalated',
        at: '2026-03-01T11:00:00.000Z',
        severity: 'Urgent',
        value: 90.5,
        actor: null,
        detail: null,
      },
      {
        type: 'Snoozed',
        at: '2026-03-01T12:00:00.000Z',
        severity: null,
        value: null,
        actor: 'Nora Homeowner',
        detail: 'until 2026-03-01T16:00:00.000Z',
      },
    ]);
    expect(info.readings).toEqual({
      readingAt: '2026-03-01T12:30:00.000Z',
      online: true,
      temperature: 90.5,
      humidity: 41,
      vocs: null,
      co2: null,
      heatSetpoint: 66,
      coolSetpoint: 76,
      mode: 'Cool',
      equipment: 'Cooling',
      fan: 'Auto',
      leak: null,
      smoke: null,
      co: null,
      batteryPercent: 80,
      batteryLevel: 'Ok',
      signalStrength: 'Good',
    });
  });

  it("keeps the catalogue's defaults where the company set nothing, and shows a device that never reported", async () => {
    const world = await alertsCompany(app, db);
    const [catalogue] = await db
      .select()
      .from(schema.alertTypes)
      .where(eq(schema.alertTypes.alertName, 'HighIndoorTemperature'));
    const warm = await insertAlert(db, {
      deviceId: world.device.id,
      partnerAccountId: world.company.id,
      alertName: 'HighIndoorTemperature',
    });
    const leak = await insertAlert(db, {
      deviceId: world.device.id,
      partnerAccountId: world.company.id,
    });

    const info = await infoOf(world, warm.id);
    expect(info.recommendedAction).toBe(catalogue?.defaultRecommendedAction);
    expect(info.observedTime).toBe('PT30M');
    expect(info.history).toEqual([]);
    expect(info.readings).toMatchObject({
      readingAt: null,
      online: false,
      temperature: null,
      batteryLevel: null,
      signalStrength: 'None',
    });
    expect((await infoOf(world, leak.id)).observedTime).toBeNull();
  });

  it("answers the readings null once the homeowner no longer shares the device's data", async () => {
    const world = await alertsCompany(app, db);
    await setTelemetryState(db, { deviceId: world.device.id, temperature: 71 });
    const alert = await insertAlert(db, {
      deviceId: world.device.id,
      partnerAccountId: world.company.id,
    });
    expect((await infoOf(world, alert.id)).readings?.temperature).toBe(71);
    await withdrawProAlerts(db, world.company.id, world.device.id);
    const info = await infoOf(world, alert.id);
    expect(info.alert.id).toBe(alert.id);
    expect(info.readings).toBeNull();
  });

  it('holds the latest 100 events, oldest first', async () => {
    const world = await alertsCompany(app, db);
    const alert = await insertAlert(db, {
      deviceId: world.device.id,
      partnerAccountId: world.company.id,
    });
    const start = Date.UTC(2026, 2, 1);
    await db.insert(schema.deviceAlertEvents).values(
      Array.from({ length: 105 }, (_, i) => ({
        alertId: alert.id,
        type: 'Mailed',
        at: new Date(start + i * 60_000),
        detail: `mail ${i + 1}`,
      })),
    );
    const { history } = await infoOf(world, alert.id);
    expect(history).toHaveLength(100);
    expect(history[0]?.detail).toBe('mail 6');
    expect(history.at(-1)?.detail).toBe('mail 105');
  });
});

describe('GET alerts/{alertId}/replacementLifetime', () => {
  const lifetimeOf = (world: Awaited<ReturnType<typeof alertsCompany>>, alertId: string) =>
    app.inject({
      url: `/api/v1/proAccounts/${world.company.id}/alerts/${alertId}/replacementLifetime`,
      headers: world.owner.headers,
    });

  it('answers where the filter and the humidifier pad stand, overdue as negative days', async () => {
    const world = await alertsCompany(app, db);
    const filterInstalledAt = new Date(Date.now() - 80 * DAY);
    const padInstalledAt = new Date(Date.now() - 100 * DAY);
    await setTelemetryState(db, {
      deviceId: world.device.id,
      filterInstalledAt,
      filterLifetimeDays: 90,
      humidifierPadInstalledAt: padInstalledAt,
      humidifierPadLifetimeDays: 90,
    });
    const mine = { deviceId: world.device.id, partnerAccountId: world.company.id };
    const filter = await insertAlert(db, { ...mine, alertName: 'FilterReplacementDue' });
    const pad = await insertAlert(db, { ...mine, alertName: 'HumidifierPadReplacementDue' });

    const filterAnswer = await lifetimeOf(world, filter.id);
    expect(filterAnswer.statusCode, filterAnswer.body).toBe(200);
    // 80 days of 90 gone: due on the day 10 days from today, 88.9 % used.
    expect(ReplacementLifetime.parse(filterAnswer.json())).toEqual({
      part: 'Filter',
      installedAt: filterInstalledAt.toISOString(),
      lifetimeDays: 90,
      dueAt: new Date(filterInstalledAt.getTime() + 90 * DAY).toISOString(),
      daysRemaining: 10,
      percentUsed: 88.9,
    });
    // 100 days of 90: due on the day 10 days ago, so -10; 111.1 % used.
    expect(ReplacementLifetime.parse((await lifetimeOf(world, pad.id)).json())).toMatchObject({
      part: 'HumidifierPad',
      daysRemaining: -10,
      percentUsed: 111.1,
    });
  });

  it("answers 403 once the homeowner no longer shares the device's data", async () => {
    const world = await alertsCompany(app, db);
    await setTelemetryState(db, {
      deviceId: world.device.id,
      filterInstalledAt: new Date(Date.now() - 80 * DAY),
      filterLifetimeDays: 90,
    });
    const filter = await insertAlert(db, {
      deviceId: world.device.id,
      partnerAccountId: world.company.id,
      alertName: 'FilterReplacementDue',
    });
    await withdrawProAlerts(db, world.company.id, world.device.id);
    expect(expectError(await lifetimeOf(world, filter.id), 403).message).toBe(
      "The homeowner has not shared this device's data with your company: its Pro Alerts service is not accepted.",
    );
  });

  it('answers 404 saying why for an alert that is not a reminder, or a part the device never reported', async () => {
    const world = await alertsCompany(app, db);
    const mine = { deviceId: world.device.id, partnerAccountId: world.company.id };
    const leak = await insertAlert(db, mine);
    const filter = await insertAlert(db, { ...mine, alertName: 'FilterReplacementDue' });
    expect(expectError(await lifetimeOf(world, leak.id), 404).message).toBe(
      'This alert is not about a replaceable part: only filter and humidifier pad reminders have a replacement lifetime.',
    );
    expect(expectError(await lifetimeOf(world, filter.id), 404).message).toBe(
      'The device has not reported when this part was last changed.',
    );
  });
});
