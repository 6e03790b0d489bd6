// Apply to existing customers (spec 000 §4 and §5), the same for every service's settings.

/**
 * Why the toggle cannot be changed: the company's choice is settled (for Pro Alerts once its
 * profile exists, for the brand profile once it is on: it cannot be undone), or specific device
 * groups are picked (it asks every home of the company, so only goes with All devices).
 */
export type ApplyToExistingLock = 'settled' | 'devicesPicked';

export interface SavedApplyChoice {
  /** The stored choice can no longer be changed. */
  settled: boolean;
  applyToExistingInstalls: boolean;
}

/** Whether the toggle shows on, and what locks it; a locked toggle shows what will be sent. */
export function applyToExistingState(
  saved: SavedApplyChoice,
  values: { productGroupIds: readonly string[]; applyToExistingInstalls: boolean },
): { checked: boolean; lock: ApplyToExistingLock | null } {
  if (saved.settled) return { checked: saved.applyToExistingInstalls, lock: 'settled' };
  if (values.productGroupIds.length > 0) return { checked: false, lock: 'devicesPicked' };
  return { checked: values.applyToExistingInstalls, lock: null };
}
