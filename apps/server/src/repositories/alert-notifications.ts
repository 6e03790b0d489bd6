import { schema } from '@portal/db';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { alertCompanyHome, alertDeviceName } from './device-alerts';

const {
  alertNotifications,
  deviceAlerts,
  devices,
  partnerAccounts,
  partnerCustomers,
  partnerDeviceLocations,
  products,
  users,
} = schema;

// The alert mail's bookkeeping (alert_notifications): what a company is owed, what was mailed
// when, what waits for the daily digest; and the facts a mail tells about an alert.

export type NotificationRow = typeof alertNotifications.$inferSelect;

/** Namespace of the mail's advisory locks (the engine's devices use another). */
const MAIL_LOCK_NAMESPACE = 15_004;

/**
 * The notification, locked for this transaction, and every other mail about the same
 * company, device and alert type waits until it ends: so two changes mailed at once cannot
 * both find that nothing was mailed within the grace period.
 */
export async function lockNotification(
  tx: Executor,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await tx.select().from(alertNotifications).where(eq(alertNotifications.id, id));
  if (!row) return undefined;
  const key = `${row.partnerAccountId}:${row.deviceId}:${row.alertName}`;
  await tx.execute(sql`select pg_advisory_xact_lock(${MAIL_LOCK_NAMESPACE}, hashtext(${key}))`);
  const [locked] = await tx
    .select()
    .from(alertNotifications)
    .where(eq(alertNotifications.id, id))
    .for('update');
  return locked;
}

/** Whether the company was mailed about this device and alert type in the last `minutes`. */
export async function mailedWithin(
  tx: Executor,
  row: Pick<NotificationRow, 'partnerAccountId' | 'deviceId' | 'alertName'>,
  minutes: number,
): Promise<boolean> {
  const [mailed] = await tx
    .select({ id: alertNotifications.id })
    .from(alertNotifications)
    .where(
      and(
        eq(alertNotifications.partnerAccountId, row.partnerAccountId),
        eq(alertNotifications.deviceId, row.deviceId),
        eq(alertNotifications.alertName, row.alertName),
        gt(alertNotifications.mailedAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    )
    .limit(1);
  return mailed !== undefined;
}

export async function markMailed(tx: Executor, id: string): Promise<void> {
  await tx
    .update(alertNotifications)
    .set({ mailedAt: sql`now()` })
    .where(eq(alertNotifications.id, id));
}

/** The companies with held notifications, for the digest. */
export async function companiesWithHeldMail(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ partnerAccountId: alertNotifications.partnerAccountId })
    .from(alertNotifications)
    .where(and(isNull(alertNotifications.mailedAt), isNull(alertNotifications.digestedAt)));
  return rows.map((row) => row.partnerAccountId);
}

/**
 * Takes the company's held notifications into the digest (digested_at now), oldest first. The
 * rows stay locked until the transaction ends, so a late immediate mail of one of them waits
 * and then finds it digested.
 */
export async function takeHeldNotifications(
  tx: Executor,
  partnerAccountId: string,
): Promise<NotificationRow[]> {
  const rows = await tx
    .update(alertNotifications)
    .set({ digestedAt: sql`now()` })
    .where(
      and(
        eq(alertNotifications.partnerAccountId, partnerAccountId),
        isNull(alertNotifications.mailedAt),
        isNull(alertNotifications.digestedAt),
      ),
    )
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** What a mail says about an alert: its device, the customer and home, the company. */
export type AlertMailFacts = {
  alertId: string;
  alertName: string;
  deviceName: string;
  home: string | null;
  customer: string | null;
  company: string;
};

/** The facts of these alerts, each of a company's device at the company's own home. */
export async function alertMailFacts(tx: Executor, alertIds: string[]): Promise<AlertMailFacts[]> {
  if (alertIds.length === 0) return [];
  return tx
    .select({
      alertId: deviceAlerts.id,
      alertName: deviceAlerts.alertName,
      deviceName: alertDeviceName,
      home: partnerDeviceLocations.locationName,
      customer: sql<
        string | null
      >`${partnerCustomers.firstName} || ' ' || ${partnerCustomers.lastName}`,
      company: partnerAccounts.name,
    })
    .from(deviceAlerts)
    .innerJoin(devices, eq(devices.id, deviceAlerts.deviceId))
    .innerJoin(products, eq(products.id, devices.productId))
    .innerJoin(partnerAccounts, eq(partnerAccounts.id, deviceAlerts.partnerAccountId))
    .leftJoin(partnerDeviceLocations, alertCompanyHome)
    .leftJoin(partnerCustomers, eq(partnerCustomers.id, partnerDeviceLocations.customerId))
    .where(inArray(deviceAlerts.id, alertIds));
}

/** The portal users' languages by address (lower case); an address of no user is not there. */
export async function localesByEmail(db: Executor, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const lower = emails.map((email) => email.toLowerCase());
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})`, locale: users.locale })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, lower));
  return new Map(rows.map((row) => [row.email, row.locale]));
}
