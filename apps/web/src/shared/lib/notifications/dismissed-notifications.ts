import { subMonths } from 'date-fns';
import { z } from 'zod';
import { DISMISSED_NOTIFICATION_KEEP_MONTHS } from '@/shared/config/constants';
import { dismissedNotificationsKey } from '@/shared/config/storage-keys';

/** Dismissed notification of spec 000 §3. */
const DismissedNotification = z.object({ id: z.string(), dismissedAt: z.iso.datetime() });
export type DismissedNotification = z.infer<typeof DismissedNotification>;
const DismissedList = z.array(DismissedNotification);

/** The entries still kept at `now`: a dismissal is forgotten after a month (spec 000 §9). */
export function keptDismissals(
  entries: readonly DismissedNotification[],
  now: Date,
): DismissedNotification[] {
  const oldestKept = subMonths(now, DISMISSED_NOTIFICATION_KEEP_MONTHS).getTime();
  return entries.filter((entry) => Date.parse(entry.dismissedAt) >= oldestKept);
}

function write(userId: string, entries: readonly DismissedNotification[]): void {
  try {
    localStorage.setItem(dismissedNotificationsKey(userId), JSON.stringify(entries));
  } catch (error) {
    // Local storage failures are only logged (spec 000 §8): the dismissal lasts for this page.
    console.error('Could not store the dismissed notifications', error);
  }
}

/**
 * The user's dismissed notifications, without those older than a month (which are also removed
 * from storage). Unreadable stored data counts as none and is replaced on the next dismissal.
 */
export function readDismissals(userId: string, now = new Date()): DismissedNotification[] {
  let stored: string | null;
  try {
    stored = localStorage.getItem(dismissedNotificationsKey(userId));
  } catch (error) {
    console.error('Could not read the dismissed notifications', error);
    return [];
  }
  if (stored === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    parsed = undefined;
  }
  const result = DismissedList.safeParse(parsed);
  if (!result.success) {
    console.error('Ignoring unreadable dismissed notifications');
    return [];
  }
  const kept = keptDismissals(result.data, now);
  if (kept.length !== result.data.length) write(userId, kept);
  return kept;
}

/** Dismisses one notification for the user; answers the list now stored. */
export function dismissNotification(
  userId: string,
  id: string,
  now = new Date(),
): DismissedNotification[] {
  const others = readDismissals(userId, now).filter((entry) => entry.id !== id);
  const next = [...others, { id, dismissedAt: now.toISOString() }];
  write(userId, next);
  return next;
}
