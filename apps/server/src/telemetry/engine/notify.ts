import type { AppContext } from '../../context';
import { announceAlertChanges } from '../../realtime/announce';
import type { AlertChange } from './evaluate';

/**
 * After the run's transaction committed: the changes of companies' alerts go to their pro
 * channels (alerts dashboard and bell), all in one statement. The homeowner's own alerts have
 * no company to tell.
 */
export function publishChanges(ctx: AppContext, changes: AlertChange[]): Promise<void> {
  return announceAlertChanges(
    ctx,
    changes.flatMap(({ alert, change, severity }) =>
      alert.partnerAccountId
        ? [{ partnerAccountId: alert.partnerAccountId, alertId: alert.id, change, severity }]
        : [],
    ),
  );
}
