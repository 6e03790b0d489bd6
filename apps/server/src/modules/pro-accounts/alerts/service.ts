import {
  type AlertListQuery,
  type DeviceAlert,
  type DeviceAlertsUpdate,
  parseAlertFilter,
} from '@portal/contracts';
import type { AppContext } from '../../../context';
import { AppError, invalidField } from '../../../errors';
import { LOCATION_NOT_FOUND } from '../../../http/not-found';
import { displayName, findUserById } from '../../../identity/users-repository';
import { keysetConnection } from '../../../paging';
import { announceAlertChanges } from '../../../realtime/announce';
import { findLocation } from '../../../repositories/locations';
import { type AlertTexts, alertTexts, userAlertTexts } from '../../../services/alert-texts';
import {
  ALERT_ORDERS,
  type AlertRow,
  alertsPage,
  companyAlerts,
  countAlerts,
  dismissAlerts,
} from './repository';

// A company's device alerts (spec 001 §7.9 alerts): its work queue, one alert, and dismissing
// them. The route has checked that the caller is a member with alerts:read, or alerts:dismiss
// for a dismissal; every query is scoped to the company, so another company's alert is not
// found, as a missing one.

export const ALERT_NOT_FOUND = 'No alert with this id.';

/** Who asks: the company in the path and the member's user (their language, their name). */
export type AlertCaller = { partnerAccountId: string; userId: string };

/** A stored threshold as the API shows it: a number where it is one ("85"), else its text. */
export function thresholdOf(stored: string | null): number | string | null {
  if (stored === null) return null;
  const number = Number(stored);
  return stored.trim() !== '' && Number.isFinite(number) ? number : stored;
}

export function toAlert(row: AlertRow, texts: AlertTexts): DeviceAlert {
  const { alert } = row;
  return {
    id: alert.id,
    alertName: alert.alertName,
    title: texts.text(alert.alertName, 'title'),
    category: row.category,
    telemetryType: row.telemetryType,
    severity: alert.severity,
    status: alert.status,
    value: alert.value,
    lastValue: alert.lastValue,
    threshold: thresholdOf(alert.threshold),
    openedAt: alert.openedAt.toISOString(),
    updatedAt: alert.updatedAt.toISOString(),
    clearedAt: alert.clearedAt?.toISOString() ?? null,
    dismissedAt: alert.dismissedAt?.toISOString() ?? null,
    dismissedBy: alert.dismissedBy
      ? { id: alert.dismissedBy, name: row.dismissedByName ?? '' }
      : null,
    snoozedUntil: row.snoozedUntil?.toISOString() ?? null,
    repeatCount: alert.repeatCount,
    device: {
      id: alert.deviceId,
      name: row.deviceName,
      deviceType: row.deviceType,
      macAddress: row.macAddress,
    },
    location: row.locationId ? { id: row.locationId, locationName: row.locationName ?? '' } : null,
    customer: row.customerId
      ? {
          id: row.customerId,
          firstName: row.customerFirstName ?? '',
          lastName: row.customerLastName ?? '',
        }
      : null,
  };
}

/**
 * GET alerts and GET locations/{id}/alerts: the company's alerts (at one of its homes), Active
 * ones unless filterBy names a status, newest first unless orderBy says otherwise.
 */
export async function listAlerts(
  ctx: AppContext,
  caller: AlertCaller,
  query: AlertListQuery,
  locationId?: string,
) {
  const parsed = parseAlertFilter(query.filterBy);
  if (!parsed.ok) throw invalidField('querystring.filterBy', parsed.message);
  if (locationId && !(await findLocation(ctx.db, caller.partnerAccountId, locationId))) {
    throw new AppError(404, LOCATION_NOT_FOUND);
  }
  const scope = {
    partnerAccountId: caller.partnerAccountId,
    filter: parsed.filter,
    ...(locationId ? { locationId } : {}),
  };
  const texts = await userAlertTexts(ctx.db, caller.userId, query.language);
  return keysetConnection(
    query,
    ALERT_ORDERS[query.orderBy],
    {
      rows: (page) => alertsPage(ctx.db, scope, page),
      totalCount: () => countAlerts(ctx.db, scope),
    },
    (row) => toAlert(row, texts),
  );
}

/** The company's alert, with what the list shows of it, or a 404 as for a missing one. */
export async function findAlert(ctx: AppContext, caller: AlertCaller, alertId: string) {
  const [row] = await companyAlerts(ctx.db, caller.partnerAccountId, [alertId]);
  if (!row) throw new AppError(404, ALERT_NOT_FOUND);
  return row;
}

/** GET alerts/{alertId}. */
export async function getAlert(
  ctx: AppContext,
  caller: AlertCaller,
  alertId: string,
  language: string | undefined,
): Promise<DeviceAlert> {
  const row = await findAlert(ctx, caller, alertId);
  return toAlert(row, await userAlertTexts(ctx.db, caller.userId, language));
}

/**
 * PUT alerts and PUT alerts/{alertId}: dismisses the alerts, all or none. An id that is not one
 * of the company's alerts answers 404 and nothing changes; an alert dismissed already stays as
 * it was (who and when). Each alert dismissed now gets a Dismissed event with the member's name,
 * and the company's dashboards and bells hear of it. Answers the alerts in the order asked.
 */
export async function dismiss(
  ctx: AppContext,
  caller: AlertCaller,
  update: Pick<DeviceAlertsUpdate, 'alertIds'>,
  language: string | undefined,
): Promise<DeviceAlert[]> {
  const user = await findUserById(ctx.db, caller.userId);
  const by = { userId: caller.userId, name: user ? displayName(user) : '' };
  const { found, dismissed } = await ctx.db.transaction((tx) =>
    dismissAlerts(tx, caller.partnerAccountId, update.alertIds, by),
  );
  const missing = update.alertIds.find((id) => !found.some((alert) => alert.id === id));
  if (missing) {
    throw new AppError(
      404,
      update.alertIds.length === 1 ? ALERT_NOT_FOUND : `No alert with the id ${missing}.`,
    );
  }
  await announceAlertChanges(
    ctx,
    dismissed.map((alert) => ({
      partnerAccountId: caller.partnerAccountId,
      alertId: alert.id,
      change: 'Dismissed' as const,
      severity: alert.severity,
    })),
  );
  const rows = await companyAlerts(ctx.db, caller.partnerAccountId, update.alertIds);
  const texts = alertTexts(language ?? user?.locale);
  return update.alertIds.flatMap((id) => {
    const row = rows.find((candidate) => candidate.alert.id === id);
    return row ? [toAlert(row, texts)] : [];
  });
}

/** PUT alerts/{alertId}: one alert dismissed, as dismiss does it. */
export async function dismissOne(
  ctx: AppContext,
  caller: AlertCaller,
  alertId: string,
  language: string | undefined,
): Promise<DeviceAlert> {
  const [alert] = await dismiss(ctx, caller, { alertIds: [alertId] }, language);
  // There is one: dismiss answered 404 for an alert the company does not have.
  return alert as DeviceAlert;
}
