import type { DeviceAlertSeverity, TelemetryReading } from '@portal/contracts';
import { type Database, schema } from '@portal/db';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppContext } from '../context';
import type { StoredReading } from '../telemetry/types';
import { buildTestApp, type TestApp } from './helper';

// Factories for the alert engine's tests: an app with the engine's context, readings as the
// ingest hands them over, a company's Pro Alerts profile and settings, and what the engine
// wrote (alerts, events, conditions, notifications, mail).

type Severity = (typeof DeviceAlertSeverity)[number];

/**
 * The whole server on a fresh (or the given) database, and the context its engine works with:
 * the same settings, mailer and jobs, so the jobs the engine queues run in this app. The
 * embedded broker listens on a free port: the tests feed readings to the engine themselves.
 */
export async function engineApp(
  overrides: Record<string, string> = {},
  options: { databaseUrl?: string } = {},
): Promise<TestApp & { ctx: AppContext }> {
  const test = await buildTestApp({ MQTT_PORT: '0', ...overrides }, options);
  const { app } = test;
  const ctx = {
    db: test.db,
    config: test.config,
    mailer: app.mailer,
    sms: app.sms,
    jobs: app.jobs,
    log: app.log,
    deviceCommands: app.deviceCommands,
  };
  return { ...test, ctx };
}

/** A reading as the ingest hands it to the engine: stored, in device time, not late. */
export function reading(
  deviceId: string,
  at: Date,
  values: Omit<TelemetryReading, 'time'> = {},
): StoredReading {
  return { deviceId, recordedAt: at, reading: { time: at.toISOString(), ...values }, late: false };
}

export const MINUTE = 60_000;
/** `minutes` from `from` (negative: before). */
export const minutesFrom = (from: Date, minutes: number) =>
  new Date(from.getTime() + minutes * MINUTE);

/** The company's Pro Alerts profile: mail on for the severities, to the addresses. */
export async function alertProfile(
  db: Database,
  companyId: string,
  values: {
    emailEnabled?: boolean;
    emailSeverities?: Severity[];
    emailRecipients?: string[];
    productGroupIds?: string[];
  } = {},
) {
  const [profile] = await db
    .insert(schema.proAlertProfiles)
    .values({
      partnerAccountId: companyId,
      emailEnabled: values.emailEnabled ?? false,
      emailSeverities: values.emailSeverities ?? ['Urgent', 'Warning'],
      emailRecipients: values.emailRecipients ?? [],
      applyToExistingInstalls: false,
    })
    .returning();
  if (!profile) throw new Error('profile not created');
  if (values.productGroupIds?.length) {
    await db
      .insert(schema.proAlertProfileProductGroups)
      .values(
        values.productGroupIds.map((productGroupId) => ({ profileId: profile.id, productGroupId })),
      );
  }
  return profile;
}

/** The company's choice for one alert type, as the settings page stores it. */
export async function alertSetting(
  db: Database,
  companyId: string,
  alertName: string,
  values: { isEnabled?: boolean; threshold?: number | string; observedTime?: string } = {},
) {
  await db.insert(schema.proAlertSettings).values({
    partnerAccountId: companyId,
    alertName,
    isEnabled: values.isEnabled ?? true,
    configData: {
      ...(values.threshold !== undefined ? { threshold: values.threshold } : {}),
      ...(values.observedTime ? { observedTime: values.observedTime } : {}),
    },
    locale: 'en',
  });
}

/** The device's alerts, oldest first. */
export function alertsOf(db: Database, deviceId: string) {
  return db
    .select()
    .from(schema.deviceAlerts)
    .where(eq(schema.deviceAlerts.deviceId, deviceId))
    .orderBy(asc(schema.deviceAlerts.openedAt));
}

/** The alert's history, oldest first. */
export async function eventTypesOf(db: Database, alertId: string) {
  const events = await db
    .select()
    .from(schema.deviceAlertEvents)
    .where(eq(schema.deviceAlertEvents.alertId, alertId))
    .orderBy(asc(schema.deviceAlertEvents.at));
  return events.map((event) => event.type);
}

export function conditionsOfDevice(db: Database, deviceId: string) {
  return db
    .select()
    .from(schema.alertConditions)
    .where(eq(schema.alertConditions.deviceId, deviceId));
}

export function notificationsOfDevice(db: Database, deviceId: string) {
  return db
    .select()
    .from(schema.alertNotifications)
    .where(eq(schema.alertNotifications.deviceId, deviceId))
    .orderBy(asc(schema.alertNotifications.createdAt));
}

/** The outbox's mails to the address, oldest first. */
export function mailTo(db: Database, email: string) {
  return db
    .select()
    .from(schema.mailOutbox)
    .where(eq(schema.mailOutbox.to, email))
    .orderBy(asc(schema.mailOutbox.createdAt));
}

/** Waits until the device has exactly `count` alerts (the jobs work in the background). */
export async function expectAlertCount(db: Database, deviceId: string, count: number) {
  await expect
    .poll(async () => (await alertsOf(db, deviceId)).length, { timeout: 20_000, interval: 200 })
    .toBe(count);
}
