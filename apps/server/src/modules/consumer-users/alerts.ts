import type {
  AlertSnooze,
  HomeownerAlert,
  HomeownerAlertSearch,
  HomeownerAlertsQuery,
  SNOOZE_DURATIONS,
} from '@portal/contracts';
import type { TokenUser } from '../../access-token';
import type { AppContext } from '../../context';
import { AppError, invalidField } from '../../errors';
import { displayName } from '../../identity/users-repository';
import { keysetConnection } from '../../paging';
import { announceAlertChanges } from '../../realtime/announce';
import { signedInUser } from '../../repositories/callers';
import { NEWEST_ALERTS_FIRST } from '../../repositories/device-alerts';
import { type AlertTexts, alertTexts } from '../../services/alert-texts';
import { usersDevice } from '../../services/home-devices';
import {
  alertOnDevice,
  countMyAlerts,
  type MyAlertRow,
  type MyAlertsScope,
  myAlertsPage,
  snoozeAlertType,
} from './alerts-repository';

// The homeowner's alerts (spec 001 §7.11): the alerts of the devices in their households'
// homes, newest first, in their language and time zone, and snoozing an alert type on a device.

const ALERT_NOT_ON_DEVICE = 'No alert with this id on this device.';

const HOUR = 3_600_000;
const SNOOZE_MS: Record<(typeof SNOOZE_DURATIONS)[number], number> = {
  PT1H: HOUR,
  PT4H: 4 * HOUR,
  PT24H: 24 * HOUR,
  P7D: 7 * 24 * HOUR,
};

/** The time zone asked for, checked; UTC when none is given. */
function zoneOf(timezone: string | undefined, field: string): string {
  if (timezone === undefined) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return timezone;
  } catch {
    throw invalidField(field, 'is not a time zone: give an IANA name such as America/Chicago');
  }
}

/** Spec 000 §9's date format, MM/dd/yyyy 'at' hh:mm a, on the clock of the zone. */
function localTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h12',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} at ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

function toHomeownerAlert(row: MyAlertRow, texts: AlertTexts, zone: string): HomeownerAlert {
  const { alert } = row;
  return {
    id: alert.id,
    alertName: alert.alertName,
    title: texts.text(alert.alertName, 'title'),
    message: texts.text(alert.alertName, 'homeownerMessage'),
    severity: alert.severity,
    active: alert.clearedAt === null,
    openedAt: alert.openedAt.toISOString(),
    openedAtLocal: localTime(alert.openedAt, zone),
    clearedAt: alert.clearedAt?.toISOString() ?? null,
    snoozedUntil: row.snoozedUntil?.toISOString() ?? null,
    device: { id: alert.deviceId, name: row.deviceName, deviceType: row.deviceType },
    home: { id: row.homeId, locationName: row.homeName },
  };
}

/** The page of the user's alerts the scope and the paging arguments (in `argsIn`) ask for. */
async function alertsList(
  ctx: AppContext,
  token: TokenUser | null,
  args: Pick<HomeownerAlertsQuery, 'first' | 'after' | 'last' | 'before' | 'language'>,
  argsIn: 'querystring' | 'body',
  zone: string,
  scope: Omit<MyAlertsScope, 'userId'>,
) {
  const user = await signedInUser(ctx.db, token);
  const texts = alertTexts(args.language ?? user.locale);
  const mine = { ...scope, userId: user.id };
  return keysetConnection(
    args,
    NEWEST_ALERTS_FIRST,
    {
      rows: (page) => myAlertsPage(ctx.db, mine, page),
      totalCount: () => countMyAlerts(ctx.db, mine),
    },
    (row) => toHomeownerAlert(row, texts, zone),
    argsIn,
  );
}

/** GET /users/my/alerts: every alert of the user's devices, newest first. */
export function myAlerts(ctx: AppContext, token: TokenUser | null, query: HomeownerAlertsQuery) {
  const zone = zoneOf(query.timezone, 'querystring.timezone');
  return alertsList(ctx, token, query, 'querystring', zone, { activeOnly: false });
}

/**
 * POST /api/v2/users/my/alerts: the same list, narrowed in the body to some of the user's
 * devices (an id that is not theirs matches nothing) or to the alerts still active. The paging
 * arguments come in the body, so a bad cursor is named there.
 */
export async function searchMyAlerts(
  ctx: AppContext,
  token: TokenUser | null,
  search: HomeownerAlertSearch,
) {
  const zone = zoneOf(search.timezone, 'body.timezone');
  return alertsList(ctx, token, search, 'body', zone, {
    activeOnly: search.activeOnly,
    ...(search.deviceIds ? { deviceIds: search.deviceIds } : {}),
  });
}

/**
 * POST /users/my/devices/{deviceId}/alerts/{notificationId}/snooze: no alert of this type opens
 * on the device, nor is mailed, for the duration (replacing an earlier snooze of it); the alert
 * gets a Snoozed event with the homeowner's name. A device of another household is not found;
 * a household guest may read alerts but not snooze them (403). Answers the alert as the list
 * shows it, in the language and time zone asked for.
 */
export async function snoozeAlert(
  ctx: AppContext,
  token: TokenUser | null,
  deviceId: string,
  alertId: string,
  snooze: AlertSnooze,
  shown: Pick<HomeownerAlertsQuery, 'language' | 'timezone'>,
  now = new Date(),
): Promise<HomeownerAlert> {
  const zone = zoneOf(shown.timezone, 'querystring.timezone');
  const user = await signedInUser(ctx.db, token);
  await usersDevice(ctx, user.id, deviceId, 'MEMBER');
  const row = await alertOnDevice(ctx.db, deviceId, alertId);
  if (!row) throw new AppError(404, ALERT_NOT_ON_DEVICE);
  const until = new Date(now.getTime() + SNOOZE_MS[snooze.duration]);
  await ctx.db.transaction((tx) =>
    snoozeAlertType(tx, row.alert, until, { userId: user.id, name: displayName(user) }),
  );
  const { partnerAccountId, severity } = row.alert;
  if (partnerAccountId) {
    // The company's dashboards show the snooze.
    await announceAlertChanges(ctx, [{ partnerAccountId, alertId, change: 'Snoozed', severity }]);
  }
  const texts = alertTexts(shown.language ?? user.locale);
  return toHomeownerAlert({ ...row, snoozedUntil: until }, texts, zone);
}
