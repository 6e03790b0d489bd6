import type { Database } from '@portal/db';
import { sql } from 'drizzle-orm';

// telemetry_readings is partitioned by day (migration 0018): one partition per UTC day, made a
// few days ahead so that a reading never finds its day missing, and dropped whole once the day
// has passed the retention, which costs nothing like deleting its rows one by one.

export const TELEMETRY_PARTITIONS_JOB = 'telemetry-partitions';
/** Daily, shortly after midnight UTC; the partitions made DAYS_AHEAD ahead leave days of slack. */
export const TELEMETRY_PARTITIONS_CRON = '10 0 * * *';

declare module '../plugins/jobs' {
  interface JobData {
    [TELEMETRY_PARTITIONS_JOB]: Record<string, never>;
  }
}

const DAY_MS = 86_400_000;
/** Partitions made after today's: a device clock may run MAX_CLOCK_AHEAD_SECONDS ahead. */
const DAYS_AHEAD = 3;
/** The hourly aggregates serve a year of charts and reports, with a month to spare. */
export const HOURLY_RETENTION_DAYS = 400;
const PARTITION_NAME = /^telemetry_readings_p(\d{4})(\d{2})(\d{2})$/;

function startOfUtcDay(time: number): number {
  return Math.floor(time / DAY_MS) * DAY_MS;
}

/** `telemetry_readings_pYYYYMMDD` for the UTC day starting at `day`. */
export function partitionName(day: number): string {
  return `telemetry_readings_p${new Date(day).toISOString().slice(0, 10).replaceAll('-', '')}`;
}

function dayOfPartition(name: string): number | undefined {
  const match = PARTITION_NAME.exec(name);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

/** The oldest device time a reading may have to be kept (older ones are refused). */
export function retentionStart(now: number, retentionDays: number): number {
  return now - retentionDays * DAY_MS;
}

/**
 * Makes the daily partitions from the retention's first day to DAYS_AHEAD days after today,
 * drops those wholly older than the retention, and deletes hourly aggregates older than
 * HOURLY_RETENTION_DAYS. The partitions change under an advisory lock, so that two instances
 * running it together (two starting at once, or the daily job) neither race on a name nor drop
 * what the other makes.
 */
export async function ensurePartitions(
  db: Database,
  now: Date,
  retentionDays: number,
): Promise<{ created: string[]; dropped: string[] }> {
  const oldestKept = retentionStart(now.getTime(), retentionDays);
  const lastDay = startOfUtcDay(now.getTime()) + DAYS_AHEAD * DAY_MS;
  const changed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal:telemetry_partitions'))`);
    const { rows } = await tx.execute<{ name: string }>(sql`
      select child.relname as name
      from pg_inherits
      join pg_class child on child.oid = pg_inherits.inhrelid
      where pg_inherits.inhparent = 'telemetry_readings'::regclass`);
    const existing = new Set(rows.map((row) => row.name));
    const created: string[] = [];
    for (let day = startOfUtcDay(oldestKept); day <= lastDay; day += DAY_MS) {
      const name = partitionName(day);
      if (existing.has(name)) continue;
      // Names and bounds come from dates, never from input.
      await tx.execute(
        sql.raw(`create table ${name} partition of telemetry_readings
          for values from ('${new Date(day).toISOString()}') to ('${new Date(day + DAY_MS).toISOString()}')`),
      );
      created.push(name);
    }
    const dropped: string[] = [];
    for (const name of existing) {
      const day = dayOfPartition(name);
      if (day === undefined || day + DAY_MS > oldestKept) continue;
      await tx.execute(sql.raw(`drop table ${name}`));
      dropped.push(name);
    }
    return { created, dropped };
  });
  // After that commit: making or dropping a partition locks telemetry_readings against every
  // insert until its transaction ends, and the ingest must not wait on this delete too.
  await db.execute(sql`
    delete from telemetry_hourly
    where hour < ${new Date(now.getTime() - HOURLY_RETENTION_DAYS * DAY_MS)}`);
  return changed;
}
