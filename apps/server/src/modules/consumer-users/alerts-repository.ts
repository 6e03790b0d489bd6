import { schema } from '@portal/db';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { countUpTo, type KeysetPage } from '../../paging';
import { alertDeviceName, snoozeInForce } from '../../repositories/device-alerts';
import { ofUser } from '../../repositories/users-devices';

const { alertSnoozes, consumerLocations, deviceAlertEvents, deviceAlerts, devices, products } =
  schema;

// The alerts of a homeowner's devices, whichever company's settings raised them (or the
// catalogue's, for a device no partner watches), and the snoozes the homeowner sets on them.

function selectMyAlerts<Extra extends Record<string, SQL>>(db: Executor, extra: Extra) {
  return db
    .select({
      alert: deviceAlerts,
      deviceName: alertDeviceName,
      deviceType: products.deviceType,
      homeId: consumerLocations.id,
      homeName: consumerLocations.locationName,
      snoozedUntil: alertSnoozes.until,
      ...extra,
    })
    .from(deviceAlerts)
    .innerJoin(devices, eq(devices.id, deviceAlerts.deviceId))
    .innerJoin(products, eq(products.id, devices.productId))
    .innerJoin(consumerLocations, eq(consumerLocations.id, devices.consumerLocationId))
    .leftJoin(alertSnoozes, snoozeInForce);
}

export type MyAlertRow = Awaited<ReturnType<typeof selectMyAlerts>>[number];

/** Which of the user's alerts a list holds: on some of their devices only, the active only. */
export type MyAlertsScope = { userId: string; deviceIds?: string[]; activeOnly: boolean };

function scopeCondition(scope: MyAlertsScope): SQL | undefined {
  return and(
    ofUser(scope.userId),
    scope.deviceIds ? inArray(deviceAlerts.deviceId, scope.deviceIds) : undefined,
    scope.activeOnly ? isNull(deviceAlerts.clearedAt) : undefined,
  );
}

export function myAlertsPage(db: Executor, scope: MyAlertsScope, page: KeysetPage) {
  return selectMyAlerts(db, { cursorKeys: page.cursorKeys })
    .where(and(scopeCondition(scope), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

/** How many alerts the scope holds, counted up to COUNT_UP_TO. */
export function countMyAlerts(db: Executor, scope: MyAlertsScope): Promise<number> {
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

/** One alert on the device, as the list shows it; an alert of another device is not found. */
export async function alertOnDevice(db: Executor, deviceId: string, alertId: string) {
  const [row] = await selectMyAlerts(db, {}).where(
    and(eq(deviceAlerts.id, alertId), eq(deviceAlerts.deviceId, deviceId)),
  );
  return row;
}

/**
 * Snoozes the alert's type on its device until then (replacing an earlier snooze of it), and
 * writes a Snoozed event on the alert naming who.
 */
export async function snoozeAlertType(
  tx: Executor,
  alert: { id: string; deviceId: string; alertName: string },
  until: Date,
  by: { userId: string; name: string },
) {
  await tx
    .insert(alertSnoozes)
    .values({ deviceId: alert.deviceId, alertName: alert.alertName, until, snoozedBy: by.userId })
    .onConflictDoUpdate({
      target: [alertSnoozes.deviceId, alertSnoozes.alertName],
      set: { until, snoozedBy: by.userId, createdAt: sql`now()` },
    });
  await tx.insert(deviceAlertEvents).values({
    alertId: alert.id,
    type: 'Snoozed',
    actor: by.name,
    detail: `until ${until.toISOString()}`,
  });
}
