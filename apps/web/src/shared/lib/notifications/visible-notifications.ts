import type { ProNotification } from '@portal/contracts';
import type { DismissedNotification } from './dismissed-notifications';

/**
 * What the bell lists (spec 000 §4): join requests (INVITE with status PENDING or REQUESTED) to
 * owners and admins only, remote-access answers (ACCEPTED or REJECTED) to everyone they reach;
 * nothing the user dismissed.
 */
export function visibleNotifications(
  notifications: readonly ProNotification[],
  dismissed: readonly DismissedNotification[],
  isOwnerAdmin: boolean,
): ProNotification[] {
  const dismissedIds = new Set(dismissed.map((entry) => entry.id));
  return notifications.filter((notification) => {
    if (dismissedIds.has(notification.id)) return false;
    if (notification.type === 'INVITE') {
      return (
        isOwnerAdmin && (notification.status === 'PENDING' || notification.status === 'REQUESTED')
      );
    }
    return notification.consentStatus === 'ACCEPTED' || notification.consentStatus === 'REJECTED';
  });
}
