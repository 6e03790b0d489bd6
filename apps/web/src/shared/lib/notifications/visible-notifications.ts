import type { ProNotification } from '@portal/contracts';
import type { DismissedNotification } from './dismissed-notifications';

/**
 * What a dismissal remembers of a notification. An alert is remembered with its severity: once it
 * escalates, it is news again and comes back to the bell.
 */
export function dismissalKey(notification: ProNotification): string {
  return notification.type === 'ALERT'
    ? `${notification.id}:${notification.severity}`
    : notification.id;
}

/**
 * What the bell lists (spec 000 §4): join requests (INVITE with status PENDING or REQUESTED) to
 * owners and admins only, remote-access answers (ACCEPTED or REJECTED) and device alerts not yet
 * dismissed at the company (the server lists only those) to everyone they reach; nothing the user
 * dismissed.
 */
export function visibleNotifications(
  notifications: readonly ProNotification[],
  dismissed: readonly DismissedNotification[],
  isOwnerAdmin: boolean,
): ProNotification[] {
  const dismissedIds = new Set(dismissed.map((entry) => entry.id));
  return notifications.filter((notification) => {
    if (dismissedIds.has(dismissalKey(notification))) return false;
    if (notification.type === 'INVITE') {
      return (
        isOwnerAdmin && (notification.status === 'PENDING' || notification.status === 'REQUESTED')
      );
    }
    if (notification.type === 'REMOTE_ACCESS') {
      return notification.consentStatus === 'ACCEPTED' || notification.consentStatus === 'REJECTED';
    }
    return true;
  });
}
