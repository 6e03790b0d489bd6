// Device selection of a service's settings (spec 000 §5), the same for Pro Alerts and Homeowner
// App Branding. The checkbox list holds "All devices" beside the service's product groups.

/** The value of the "All devices" checkbox; never a product group id (those are UUIDs). */
export const ALL_DEVICES = 'all';

/** The boxes shown checked: All devices when no specific group is picked. */
export function checkedDevices(productGroupIds: readonly string[]): string[] {
  return productGroupIds.length === 0 ? [ALL_DEVICES] : [...productGroupIds];
}

/**
 * The product groups once the viewer has (un)checked a box, given every box now checked.
 * Choosing All devices clears the other picks; picking a group removes All; an empty pick
 * reverts to All. All is the empty list, which is what the API is sent for all devices.
 */
export function pickDevices(previous: readonly string[], checked: readonly string[]): string[] {
  const allChosenNow = checked.includes(ALL_DEVICES) && previous.length > 0;
  return allChosenNow ? [] : checked.filter((value) => value !== ALL_DEVICES);
}

/** Whether two picks name the same groups, in any order. */
export function samePicks(a: readonly string[], b: readonly string[]): boolean {
  const picked = new Set(a);
  return picked.size === new Set(b).size && b.every((id) => picked.has(id));
}
