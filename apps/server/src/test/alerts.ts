import { type Database, schema } from '@portal/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  createHome,
  createHomeDevice,
  createHousehold,
  createPartnerHome,
  createServiceRequest,
  householdUser,
} from './homeowners';
import { proAlertsCompany } from './pro-alerts';

// Factories for the alerts API: a Pro Alerts company whose customer's device shares its data
// (ACCEPTED Pro Alerts service) and whose home a homeowner has, and the engine's and ingest's
// rows (alerts, their events, readings, hourly aggregates, the device's state) written straight
// into the tables, so a test knows every figure it reads back.

const HOUR = 3_600_000;

/** The start of the UTC hour `hoursAgo` hours before the one `now` falls in. */
export const hourAgo = (hoursAgo: number, now = Date.now()) =>
  new Date(Math.floor(now / HOUR) * HOUR - hoursAgo * HOUR);

/**
 * A Pro Alerts company and its owner; its customer's home, which a household has (with a
 * signed-in homeowner); a device there of the given SKU with the company's Pro Alerts ACCEPTED.
 */
export async function alertsCompany(
  app: FastifyInstance,
  db: Database,
  options: { sku?: string; homeownerLocale?: string } = {},
) {
  const { company, owner } = await proAlertsCompany(app, db);
  const household = await createHousehold(db);
  const home = await createHome(db, household);
  const homeowner = await householdUser(app, db, household, 'ADMIN', {
    ...(options.homeownerLocale ? { locale: options.homeownerLocale } : {}),
  });
  const partnerHome = await createPartnerHome(db, company.id, home);
  const device = await deviceAt(db, company.id, partnerHome, home, options.sku);
  return { company, owner, household, home, homeowner, partnerHome, device };
}

/** Another device at the company's home, its Pro Alerts ACCEPTED unless `consent` says. */
export async function deviceAt(
  db: Database,
  companyId: string,
  partnerHome: { id: string },
  home: { id: string } | null,
  sku?: string,
  consent: 'ACCEPTED' | 'PENDING' | null = 'ACCEPTED',
) {
  const device = await createHomeDevice(db, home, {
    partnerAccountId: companyId,
    locationId: partnerHome.id,
    ...(sku ? { sku } : {}),
  });
  if (consent) {
    await createServiceRequest(db, device, companyId, 'ProAlertsPartnerDeviceService', consent);
  }
  return device;
}

/** The homeowner no longer shares the device's data: the company's Pro Alerts service REJECTED. */
export async function withdrawProAlerts(db: Database, companyId: string, deviceId: string) {
  const services = schema.partnerDeviceServices;
  await db
    .update(services)
    .set({ consentStatus: 'REJECTED' })
    .where(
      and(
        eq(services.partnerAccountId, companyId),
        eq(services.deviceId, deviceId),
        eq(services.serviceType, 'ProAlertsPartnerDeviceService'),
      ),
    );
}

export type AlertRow = typeof schema.deviceAlerts.$inferSelect;

/** An alert as the engine stores it; Active, Urgent WaterLeakDetected now unless told. */
export async function insertAlert(
  db: Database,
  values: Partial<typeof schema.deviceAlerts.$inferInsert> & {
    deviceId: string;
    partnerAccountId: string | null;
  },
): Promise<AlertRow> {
  const [row] = await db
    .insert(schema.deviceAlerts)
    .values({
      alertName: 'WaterLeakDetected',
      severity: 'Urgent',
      openedAt: new Date(),
      ...values,
    })
    .returning();
  if (!row) throw new Error('alert not created');
  return row;
}

export async function insertAlertEvent(
  db: Database,
  values: typeof schema.deviceAlertEvents.$inferInsert,
) {
  await db.insert(schema.deviceAlertEvents).values(values);
}

/** One hour's aggregate of a device, as the ingest folds readings in. */
export async function insertHourly(
  db: Database,
  values: typeof schema.telemetryHourly.$inferInsert,
) {
  await db.insert(schema.telemetryHourly).values(values);
}

/** The device's latest state, as the ingest keeps it from the newest reading. */
export async function setTelemetryState(
  db: Database,
  values: Partial<typeof schema.deviceTelemetryState.$inferInsert> & { deviceId: string },
) {
  await db
    .insert(schema.deviceTelemetryState)
    .values({ readingAt: new Date(), receivedAt: new Date(), ...values });
}

const day = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Readings stored in telemetry_readings, with the UTC day partitions they fall in, named as the
 * ingest's partition upkeep names them (telemetry_readings_pYYYYMMDD).
 */
export async function insertReadings(
  db: Database,
  rows: (typeof schema.telemetryReadings.$inferInsert)[],
) {
  for (const start of new Set(rows.map((row) => day(row.recordedAt)))) {
    const end = day(new Date(new Date(`${start}T00:00:00Z`).getTime() + 24 * HOUR));
    const name = `telemetry_readings_p${start.replaceAll('-', '')}`;
    await db.execute(
      sql.raw(
        `CREATE TABLE IF NOT EXISTS ${name} PARTITION OF telemetry_readings FOR VALUES FROM ('${start} 00:00:00+00') TO ('${end} 00:00:00+00')`,
      ),
    );
  }
  await db.insert(schema.telemetryReadings).values(rows);
}
