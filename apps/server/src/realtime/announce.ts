import type { AppContext } from '../context';
import {
  type DeviceAlertChange,
  type ProNotificationEvent,
  publishDeviceAlertChanges,
  publishProNotification,
} from './publish';

/**
 * Publishes a company's ProNotificationEvent after a committed change. A failed NOTIFY only
 * costs a bell its live refresh (the portal refetches on its own), so it is logged, never
 * answered to the caller as an error of a change that did happen.
 */
export async function announce(
  ctx: AppContext,
  partnerAccountId: string,
  reason: ProNotificationEvent['reason'],
): Promise<void> {
  try {
    await publishProNotification(ctx.db, partnerAccountId, reason);
  } catch (error) {
    ctx.log.error({ err: error, partnerAccountId, reason }, 'realtime publish failed');
  }
}

/**
 * Publishes companies' device alert changes after they were committed, logged rather than
 * thrown as announce does: the alerts are stored and the dashboards show them on their next
 * fetch.
 */
export async function announceAlertChanges(
  ctx: AppContext,
  changes: DeviceAlertChange[],
): Promise<void> {
  try {
    await publishDeviceAlertChanges(ctx.db, changes);
  } catch (error) {
    const alertIds = changes.map((change) => change.alertId);
    ctx.log.error({ err: error, alertIds }, 'alert changes not published');
  }
}
