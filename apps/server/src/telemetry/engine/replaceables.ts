// Replaceable parts (filter, humidifier pad): the thermostat reports when the part was installed
// and how long it lasts; the ingest keeps the latest in device_telemetry_state.

/** A consumable part as the engine reads it. */
export type Part = { installedAt: Date; lifetimeDays: number };

const DAY_MS = 86_400_000;

/** When the part is due: installedAt plus its lifetime. */
export function dueAt(part: Part): Date {
  return new Date(part.installedAt.getTime() + part.lifetimeDays * DAY_MS);
}

/**
 * Whole days from the day of `at` to the due day (UTC calendar days): 0 on the due day itself,
 * negative once overdue. Calendar days rather than 24-hour spans, so that "due in 7 days" and
 * "due today" mean the dates a person reads on the thermostat.
 */
export function daysRemaining(part: Part, at: Date): number {
  const day = (date: Date) => Math.floor(date.getTime() / DAY_MS);
  return day(dueAt(part)) - day(at);
}
