import { type DeviceAlertSeverity, type DeviceType, PROGRAM_PRO_ALERTS } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import type { KeysetOrder } from '../paging';

const {
  alertConditions,
  alertNotifications,
  alertSnoozes,
  deviceAlertEvents,
  deviceAlerts,
  devices,
  deviceTelemetryState,
  partnerDeviceLocations,
  partnerDeviceServices,
  partnerProgramEnrollments,
  productGroupMembers,
  productGroups,
  products,
  proAlertProfileProductGroups,
  proAlertProfiles,
} = schema;

type Severity = (typeof DeviceAlertSeverity)[number];

// What the alert engine reads and writes (src/telemetry/engine): who a device's alerts are for,
// its open alerts, pending conditions, snoozes and latest state, and the changes it makes.

/** Namespace of the engine's advisory locks, so they never meet another feature's. */
const DEVICE_LOCK_NAMESPACE = 15_003;

/**
 * Serialises the evaluation of these devices with every other evaluation of them (another
 * instance's batch, a timer, the offline sweep) until the transaction ends. Taken in one order
 * (by key) so that two batches sharing devices cannot deadlock.
 */
export async function lockDevices(tx: Executor, deviceIds: string[]): Promise<void> {
  await tx.execute(sql`
    select pg_advisory_xact_lock(${DEVICE_LOCK_NAMESPACE}, key)
    from (select distinct hashtext(id) as key
          from unnest(${sql.param(deviceIds)}::text[]) as id order by key) as keys`);
}

export type AlertTarget = {
  deviceId: string;
  deviceType: DeviceType;
  /** The company whose Pro Alerts settings apply, or null. */
  partnerAccountId: string | null;
  /** In a homeowner's home. */
  inHome: boolean;
};

/**
 * The company a device's alerts are for: the device's company, when it has an ACCEPTED Pro
 * Alerts service on it, an ACTIVE Pro Alerts enrollment and a profile whose product groups hold
 * the device's product (a profile without groups: any Pro Alerts group). Null otherwise.
 */
export const proAlertsCompany = sql<string | null>`(
  select ${partnerDeviceServices.partnerAccountId}
  from ${partnerDeviceServices}
  join ${proAlertProfiles}
    on ${proAlertProfiles.partnerAccountId} = ${partnerDeviceServices.partnerAccountId}
  where ${partnerDeviceServices.deviceId} = ${devices.id}
    and ${partnerDeviceServices.partnerAccountId} = ${devices.partnerAccountId}
    and ${partnerDeviceServices.serviceType} = 'ProAlertsPartnerDeviceService'
    and ${partnerDeviceServices.consentStatus} = 'ACCEPTED'
    and exists (
      select 1 from ${partnerProgramEnrollments}
      where ${partnerProgramEnrollments.partnerAccountId} = ${partnerDeviceServices.partnerAccountId}
        and ${partnerProgramEnrollments.programName} = ${PROGRAM_PRO_ALERTS}
        and ${partnerProgramEnrollments.subscriptionStatus} = 'ACTIVE')
    and exists (
      select 1 from ${productGroupMembers}
      join ${productGroups} on ${productGroups.id} = ${productGroupMembers.productGroupId}
      where ${productGroupMembers.productId} = ${devices.productId}
        and ${productGroups.featureType} = 'ProAlerts'
        and (not exists (
               select 1 from ${proAlertProfileProductGroups}
               where ${proAlertProfileProductGroups.profileId} = ${proAlertProfiles.id})
             or exists (
               select 1 from ${proAlertProfileProductGroups}
               where ${proAlertProfileProductGroups.profileId} = ${proAlertProfiles.id}
                 and ${proAlertProfileProductGroups.productGroupId} = ${productGroups.id})))
  limit 1)`;

/** For each of these devices: its product's device type, its Pro Alerts company, its home. */
export function alertTargets(db: Executor, deviceIds: string[]): Promise<AlertTarget[]> {
  if (deviceIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      deviceId: devices.id,
      deviceType: products.deviceType,
      partnerAccountId: proAlertsCompany,
      inHome: sql<boolean>`${devices.consumerLocationId} is not null`,
    })
    .from(devices)
    .innerJoin(products, eq(products.id, devices.productId))
    .where(inArray(devices.id, deviceIds));
}

export type AlertRow = typeof deviceAlerts.$inferSelect;
export type ConditionRow = typeof alertConditions.$inferSelect;
export type TelemetryStateRow = typeof deviceTelemetryState.$inferSelect;

/** The devices' alerts not yet cleared: at most one per device and alert type. */
export function openAlertsOf(tx: Executor, deviceIds: string[]): Promise<AlertRow[]> {
  return tx
    .select()
    .from(deviceAlerts)
    .where(and(inArray(deviceAlerts.deviceId, deviceIds), isNull(deviceAlerts.clearedAt)));
}

export function conditionsOf(tx: Executor, deviceIds: string[]): Promise<ConditionRow[]> {
  return tx.select().from(alertConditions).where(inArray(alertConditions.deviceId, deviceIds));
}

/** Snoozes that have not ended by `now`. */
export function snoozesOf(tx: Executor, deviceIds: string[], now: Date) {
  return tx
    .select({
      deviceId: alertSnoozes.deviceId,
      alertName: alertSnoozes.alertName,
      until: alertSnoozes.until,
    })
    .from(alertSnoozes)
    .where(and(inArray(alertSnoozes.deviceId, deviceIds), gt(alertSnoozes.until, now)));
}

export function telemetryStatesOf(tx: Executor, deviceIds: string[]): Promise<TelemetryStateRow[]> {
  return tx
    .select()
    .from(deviceTelemetryState)
    .where(inArray(deviceTelemetryState.deviceId, deviceIds));
}

// The engine's writes, each one statement for the whole batch.

export type AlertInsert = typeof deviceAlerts.$inferInsert;
export type AlertUpdate = {
  id: string;
  severity: Severity;
  lastValue: number | null;
  repeatCount: number;
  clearedAt: Date | null;
};

export async function insertAlerts(tx: Executor, rows: AlertInsert[]): Promise<void> {
  if (rows.length > 0) await tx.insert(deviceAlerts).values(rows);
}

/** Repeats, escalations and clears of alerts already stored; updated_at becomes now. */
export async function updateAlerts(tx: Executor, rows: AlertUpdate[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update ${deviceAlerts} as a
    set severity = v.severity::device_alert_severity, last_value = v."lastValue",
      repeat_count = v."repeatCount", cleared_at = v."clearedAt", updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(id uuid, severity text, "lastValue" real, "repeatCount" int, "clearedAt" timestamptz)
    where a.id = v.id`);
}

export async function insertAlertEvents(
  tx: Executor,
  rows: (typeof deviceAlertEvents.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(deviceAlertEvents).values(rows);
}

export type ConditionKey = { deviceId: string; alertName: string };

export async function deleteConditions(tx: Executor, keys: ConditionKey[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.execute(sql`
    delete from ${alertConditions} as c
    using jsonb_to_recordset(${JSON.stringify(keys)}::jsonb)
      as k("deviceId" uuid, "alertName" text)
    where c.device_id = k."deviceId" and c.alert_name = k."alertName"`);
}

/** New conditions, and the latest value of those that go on holding. */
export async function saveConditions(tx: Executor, rows: ConditionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(alertConditions)
    .values(rows)
    .onConflictDoUpdate({
      target: [alertConditions.deviceId, alertConditions.alertName],
      set: {
        since: sql`excluded.since`,
        dueAt: sql`excluded.due_at`,
        firstValue: sql`excluded.first_value`,
        lastValue: sql`excluded.last_value`,
        lastAt: sql`excluded.last_at`,
      },
    });
}

/** What the alert mail owes; answers the rows' ids in the order given. */
export async function insertNotifications(
  tx: Executor,
  rows: (typeof alertNotifications.$inferInsert)[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(alertNotifications)
    .values(rows)
    .returning({ id: alertNotifications.id });
  return inserted.map((row) => row.id);
}

// The offline sweep.

/** Devices online whose last reading arrived more than `minutes` ago become offline. */
export async function markSilentDevicesOffline(db: Executor, minutes: number): Promise<number> {
  const result = await db
    .update(devices)
    .set({ online: false })
    .where(
      and(
        eq(devices.online, true),
        sql`${devices.lastSeenAt} < now() - make_interval(mins => ${minutes})`,
      ),
    );
  return result.rowCount ?? 0;
}

/**
 * Devices of these types whose newest reading (device time) is older than `before`, with no
 * DeviceOffline alert open, by id after `afterId`: the candidates of the offline sweep. A device
 * that never reported has no state row and is never called offline.
 */
export async function silentDevices(
  db: Executor,
  options: { deviceTypes: DeviceType[]; before: Date; afterId: string | null; limit: number },
) {
  return db
    .select({ deviceId: deviceTelemetryState.deviceId, readingAt: deviceTelemetryState.readingAt })
    .from(deviceTelemetryState)
    .innerJoin(devices, eq(devices.id, deviceTelemetryState.deviceId))
    .innerJoin(products, eq(products.id, devices.productId))
    .where(
      and(
        sql`${deviceTelemetryState.readingAt} < ${options.before}`,
        inArray(products.deviceType, options.deviceTypes),
        options.afterId ? gt(deviceTelemetryState.deviceId, options.afterId) : undefined,
        sql`not exists (
          select 1 from ${deviceAlerts}
          where ${deviceAlerts.deviceId} = ${deviceTelemetryState.deviceId}
            and ${deviceAlerts.alertName} = 'DeviceOffline'
            and ${deviceAlerts.clearedAt} is null)`,
      ),
    )
    .orderBy(deviceTelemetryState.deviceId)
    .limit(options.limit);
}

/**
 * Joins an alert to its type's snooze on its device while the snooze lasts (a left join: an
 * alert not snoozed keeps a null `until`).
 */
export const snoozeInForce = and(
  eq(alertSnoozes.deviceId, deviceAlerts.deviceId),
  eq(alertSnoozes.alertName, deviceAlerts.alertName),
  sql`${alertSnoozes.until} > now()`,
);

/**
 * Alerts newest first by the time they opened, the id breaking ties: the partner's work queue
 * (TimestampDesc) and the homeowner's list page alike.
 */
export const NEWEST_ALERTS_FIRST: KeysetOrder = {
  name: 'newest',
  direction: 'desc',
  keys: [
    { expression: deviceAlerts.openedAt, type: 'timestamptz' },
    { expression: deviceAlerts.id, type: 'uuid' },
  ],
};

/** What an alert calls its device: the name it was given, else its product's. */
export const alertDeviceName = sql<string>`coalesce(${devices.name}, ${products.marketName})`;

/**
 * Joins an alert's device to the home it sits in among the alert's company's own homes (a left
 * join: a device handed to another company keeps its alerts, without the new company's home).
 */
export const alertCompanyHome = and(
  eq(partnerDeviceLocations.id, devices.locationId),
  eq(partnerDeviceLocations.partnerAccountId, deviceAlerts.partnerAccountId),
);
