import {
  type DeviceAlertEvent,
  DeviceAlertEventType,
  type DeviceAlertInfo,
  type ReplacementLifetime,
} from '@portal/contracts';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { configWithDefaults } from '../../../repositories/alert-settings';
import { proAlertsReadings, telemetryStateOf } from '../../../repositories/device-readings';
import { userAlertTexts } from '../../../services/alert-texts';
import { requireSharedReadings } from '../../../services/device-services';
import { daysRemaining, dueAt, type Part } from '../../../telemetry/engine/replaceables';
import { alertHistory, alertTypeSetting } from './repository';
import { type AlertCaller, findAlert, toAlert } from './service';

// An alert's detail (spec 001 §7.9 alerts/{alertId}/info and /replacementLifetime).

/** The detail shows this many of an alert's latest events. */
export const HISTORY_LIMIT = 100;

/** An event as the detail shows it; a type the API does not know (none is written) is left out. */
function toEvents(row: Awaited<ReturnType<typeof alertHistory>>[number]): DeviceAlertEvent[] {
  const type = DeviceAlertEventType.find((known) => known === row.type);
  if (!type) return [];
  return [
    {
      id: row.id,
      type,
      at: row.at.toISOString(),
      severity: row.severity,
      value: row.value,
      actor: row.actor,
      detail: row.detail,
    },
  ];
}

/**
 * GET alerts/{alertId}/info: the alert; its type's description in the caller's language; what
 * the company recommends and how long the condition must hold (its settings, else the
 * catalogue's); the latest HISTORY_LIMIT events, oldest first; and the device's readings now,
 * null unless the homeowner shares them with the company (its Pro Alerts service ACCEPTED).
 */
export async function alertInfo(
  ctx: AppContext,
  caller: AlertCaller,
  alertId: string,
  language: string | undefined,
): Promise<DeviceAlertInfo> {
  const row = await findAlert(ctx, caller, alertId);
  const { alert } = row;
  const [texts, setting, history, readings] = await Promise.all([
    userAlertTexts(ctx.db, caller.userId, language),
    alertTypeSetting(ctx.db, caller.partnerAccountId, alert.alertName),
    alertHistory(ctx.db, alert.id, HISTORY_LIMIT),
    proAlertsReadings(ctx.db, caller.partnerAccountId, [alert.deviceId]),
  ]);
  return {
    alert: toAlert(row, texts),
    description: texts.text(alert.alertName, 'description'),
    recommendedAction: setting?.recommendedAction ?? setting?.defaultRecommendedAction ?? '',
    observedTime: setting
      ? (configWithDefaults(setting, setting.configData ?? undefined).observedTime ?? null)
      : null,
    history: history.flatMap(toEvents),
    readings: readings.get(alert.deviceId) ?? null,
  };
}

/** The replaceable part each reminder counts down to. */
const PARTS = {
  FilterReplacementDue: 'Filter',
  HumidifierPadReplacementDue: 'HumidifierPad',
} as const;

const isReminder = (name: string): name is keyof typeof PARTS => Object.hasOwn(PARTS, name);

/**
 * GET alerts/{alertId}/replacementLifetime: where the part of a replacement reminder stands, as
 * the device last reported it (when it was changed, how long it lasts), its days counted as the
 * alert engine counts them. Any other alert, or a device that has not reported its part, answers
 * 404 saying so; a device whose homeowner does not share its readings, 403.
 */
export async function replacementLifetime(
  ctx: AppContext,
  caller: AlertCaller,
  alertId: string,
  now = new Date(),
): Promise<ReplacementLifetime> {
  const { alert } = await findAlert(ctx, caller, alertId);
  if (!isReminder(alert.alertName)) {
    throw new AppError(
      404,
      'This alert is not about a replaceable part: only filter and humidifier pad reminders have a replacement lifetime.',
    );
  }
  await requireSharedReadings(ctx.db, caller.partnerAccountId, alert.deviceId);
  const name = PARTS[alert.alertName];
  const state = (await telemetryStateOf(ctx.db, alert.deviceId))?.state;
  const installedAt =
    name === 'Filter' ? state?.filterInstalledAt : state?.humidifierPadInstalledAt;
  const lifetimeDays =
    name === 'Filter' ? state?.filterLifetimeDays : state?.humidifierPadLifetimeDays;
  if (!installedAt || !lifetimeDays) {
    throw new AppError(404, 'The device has not reported when this part was last changed.');
  }
  const part: Part = { installedAt, lifetimeDays };
  const due = dueAt(part);
  const used = (now.getTime() - installedAt.getTime()) / (due.getTime() - installedAt.getTime());
  return {
    part: name,
    installedAt: installedAt.toISOString(),
    lifetimeDays,
    dueAt: due.toISOString(),
    daysRemaining: daysRemaining(part, now),
    percentUsed: Math.max(0, Math.round(used * 1000) / 10),
  };
}
