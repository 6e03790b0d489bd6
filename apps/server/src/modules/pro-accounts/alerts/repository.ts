import type { AlertFilter, DeviceAlertOrderBy } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { countUpTo, type KeysetOrder, type KeysetPage } from '../../../paging';
import {
  alertCompanyHome,
  alertDeviceName,
  NEWEST_ALERTS_FIRST,
  snoozeInForce,
} from '../../../repositories/device-alerts';

const {
  alertSnoozes,
  alertTypes,
  deviceAlertEvents,
  deviceAlerts,
  devices,
  partnerCustomers,
  partnerDeviceLocations,
  products,
  proAlertSettings,
  users,
} = schema;

// A company's device alerts as its work queue reads them: the alert with its type, device,
// home and customer, newest (or oldest) first.

/** spec 001 DeviceAlertOrderBy: by the time the alert opened, the id breaking ties. */
export const ALERT_ORDERS: Record<(typeof DeviceAlertOrderBy)[number], KeysetOrder> = {
  TimestampDesc: NEWEST_ALERTS_FIRST,
  TimestampAsc: { ...NEWEST_ALERTS_FIRST, name: 'oldest', direction: 'asc' },
};

const alertColumns = {
  alert: deviceAlerts,
  category: alertTypes.category,
  telemetryType: alertTypes.telemetryType,
  deviceName: alertDeviceName,
  deviceType: products.deviceType,
  macAddress: devices.macAddress,
  locationId: partnerDeviceLocations.id,
  locationName: partnerDeviceLocations.locationName,
  customerId: partnerCustomers.id,
  customerFirstName: partnerCustomers.firstName,
  customerLastName: partnerCustomers.lastName,
  dismissedByName: sql<
    string | null
  >`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
  snoozedUntil: alertSnoozes.until,
};

/**
 * The alerts with what the list shows of each. The home and customer are the company's own
 * (a device handed to another company keeps its alerts, without the new company's customer).
 */
function selectAlerts<Extra extends Record<string, SQL>>(db: Executor, extra: Extra) {
  return db
    .select({ ...alertColumns, ...extra })
    .from(deviceAlerts)
    .innerJoin(devices, eq(devices.id, deviceAlerts.deviceId))
    .innerJoin(products, eq(products.id, devices.productId))
    .innerJoin(alertTypes, eq(alertTypes.alertName, deviceAlerts.alertName))
    .leftJoin(partnerDeviceLocations, alertCompanyHome)
    .leftJoin(partnerCustomers, eq(partnerCustomers.id, partnerDeviceLocations.customerId))
    .leftJoin(users, eq(users.id, deviceAlerts.dismissedBy))
    .leftJoin(alertSnoozes, snoozeInForce);
}

export type AlertRow = Awaited<ReturnType<typeof selectAlerts>>[number];

/** Which alerts a list holds: the company's, at one home when given, as filterBy narrows them. */
type AlertScope = { partnerAccountId: string; locationId?: string; filter: AlertFilter };

/** The scope as a condition; without a status filter, the Active alerts only. */
function scopeCondition({ partnerAccountId, locationId, filter }: AlertScope): SQL | undefined {
  const customerIds = filter.customerId;
  return and(
    eq(deviceAlerts.partnerAccountId, partnerAccountId),
    locationId ? eq(devices.locationId, locationId) : undefined,
    inArray(deviceAlerts.status, filter.status ?? ['Active']),
    filter.severity ? inArray(deviceAlerts.severity, filter.severity) : undefined,
    filter.alertName ? inArray(deviceAlerts.alertName, filter.alertName) : undefined,
    filter.deviceId ? inArray(deviceAlerts.deviceId, filter.deviceId) : undefined,
    customerIds
      ? sql`exists (select 1 from ${partnerDeviceLocations} where ${partnerDeviceLocations.id} = ${devices.locationId} and ${partnerDeviceLocations.partnerAccountId} = ${partnerAccountId} and ${inArray(partnerDeviceLocations.customerId, customerIds)})`
      : undefined,
  );
}

export function alertsPage(db: Executor, scope: AlertScope, page: KeysetPage) {
  return selectAlerts(db, { cursorKeys: page.cursorKeys })
    .where(and(scopeCondition(scope), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

/** How many alerts the scope holds, counted up to COUNT_UP_TO. */
export function countAlerts(db: Executor, scope: AlertScope): Promise<number> {
  return countUpTo(
    db,
    db
      .select({ id: deviceAlerts.id })
      .from(deviceAlerts)
      .innerJoin(devices, eq(devices.id, deviceAlerts.deviceId))
      .where(scopeCondition(scope))
      .$dynamic(),
  );
}

/** The company's alerts by id, in no particular order; others' are not found. */
export function companyAlerts(db: Executor, partnerAccountId: string, alertIds: string[]) {
  return selectAlerts(db, {}).where(
    and(eq(deviceAlerts.partnerAccountId, partnerAccountId), inArray(deviceAlerts.id, alertIds)),
  );
}

/**
 * Dismisses those of the company's alerts that are not yet, with a Dismissed event naming who;
 * locks the alerts first, so two dismissals of one alert write one event. Answers the alerts
 * found (all of them, or fewer when some id is not the company's) and those it dismissed.
 */
export async function dismissAlerts(
  tx: Executor,
  partnerAccountId: string,
  alertIds: string[],
  by: { userId: string; name: string },
) {
  const found = await tx
    .select({ id: deviceAlerts.id, status: deviceAlerts.status, severity: deviceAlerts.severity })
    .from(deviceAlerts)
    .where(
      and(eq(deviceAlerts.partnerAccountId, partnerAccountId), inArray(deviceAlerts.id, alertIds)),
    )
    .for('update');
  const open = found.filter((alert) => alert.status !== 'Dismissed');
  if (found.length < alertIds.length || open.length === 0) return { found, dismissed: [] };
  await tx
    .update(deviceAlerts)
    .set({ status: 'Dismissed', dismissedAt: sql`now()`, dismissedBy: by.userId })
    .where(
      inArray(
        deviceAlerts.id,
        open.map((alert) => alert.id),
      ),
    );
  await tx
    .insert(deviceAlertEvents)
    .values(open.map((alert) => ({ alertId: alert.id, type: 'Dismissed', actor: by.name })));
  return { found, dismissed: open };
}

/** An alert's history: the latest `limit` events, oldest first. */
export async function alertHistory(db: Executor, alertId: string, limit: number) {
  const latest = await db
    .select()
    .from(deviceAlertEvents)
    .where(eq(deviceAlertEvents.alertId, alertId))
    .orderBy(desc(deviceAlertEvents.at), desc(deviceAlertEvents.id))
    .limit(limit);
  return latest.reverse();
}

/**
 * What the company set for an alert type, each part null where it keeps the catalogue's
 * default, beside those defaults.
 */
export async function alertTypeSetting(db: Executor, partnerAccountId: string, alertName: string) {
  const [row] = await db
    .select({
      defaultRecommendedAction: alertTypes.defaultRecommendedAction,
      threshold: alertTypes.threshold,
      observedTime: alertTypes.observedTime,
      recommendedAction: proAlertSettings.recommendedAction,
      configData: proAlertSettings.configData,
    })
    .from(alertTypes)
    .leftJoin(
      proAlertSettings,
      and(
        eq(proAlertSettings.alertName, alertTypes.alertName),
        eq(proAlertSettings.partnerAccountId, partnerAccountId),
      ),
    )
    .where(eq(alertTypes.alertName, alertName));
  return row;
}
