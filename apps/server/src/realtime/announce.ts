import type { AppContext } from '../context';
import { type ProNotificationEvent, publishProNotification } from './publish';

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
