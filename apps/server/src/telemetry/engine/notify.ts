import type { AppContext } from '../../context';
import { publishDeviceAlertChanged } from '../../realtime/publish';
import type { AlertChange } from './evaluate';

/**
 * After the run's transaction committed: each change of a company's alert goes to the
 * company's pro channel (alerts dashboard and bell). The homeowner's own alerts have no
 * company to tell. A failed NOTIFY costs only a live refresh, so it is logged, not thrown: the
 * alerts are stored and the dashboard shows them on its next fetch.
 */
export async function publishChanges(ctx: AppContext, changes: AlertChange[]): Promise<void> {
  for (const { alert, change, severity } of changes) {
    if (!alert.partnerAccountId) continue;
    try {
      await publishDeviceAlertChanged(ctx.db, alert.partnerAccountId, {
        alertId: alert.id,
        change,
        severity,
      });
    } catch (error) {
      ctx.log.error({ err: error, alertId: alert.id }, 'alert change not published');
    }
  }
}
