import { connect, schema } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createHomeDevice } from '../test/homeowners';
import { ensurePartitions, HOURLY_RETENTION_DAYS, partitionName } from './partitions';

// The readings' day partitions against PostgreSQL, without a server: made ahead, dropped past
// the retention with their rows, and safe when two instances run them at once.

const database = connect(await createTestDatabase(), { max: 4 });
afterAll(() => database.close());
const { db } = database;

const DAY = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

async function partitions(): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`
    select child.relname as name from pg_inherits
    join pg_class child on child.oid = pg_inherits.inhrelid
    where pg_inherits.inhparent = 'telemetry_readings'::regclass
    order by 1`);
  return rows.map((row) => row.name);
}

/** Partition names of every day from `first` to `last`, inclusive. */
function daysFrom(first: string, last: string): string[] {
  const names: string[] = [];
  for (let at = day(first); at <= day(last); at += DAY) names.push(partitionName(at));
  return names;
}

describe('telemetry partitions', () => {
  it('makes one partition per UTC day from the retention to three days ahead, once', async () => {
    const now = new Date('2026-03-10T15:00:00Z');

    const made = await ensurePartitions(db, now, 5);

    // Five days before 15:00 on the 10th is the 5th at 15:00: its day is kept whole.
    expect(made.created).toEqual(daysFrom('2026-03-05', '2026-03-13'));
    expect(await partitions()).toEqual(daysFrom('2026-03-05', '2026-03-13'));
    expect(await ensurePartitions(db, now, 5)).toEqual({ created: [], dropped: [] });
  });

  it('drops the days wholly past the retention with their readings, and old hourly rows', async () => {
    const device = await createHomeDevice(db, null);
    const reading = (time: string) => ({ deviceId: device.id, recordedAt: new Date(time) });
    await db
      .insert(schema.telemetryReadings)
      .values([reading('2026-03-05T10:00:00Z'), reading('2026-03-06T10:00:00Z')]);
    const hour = (time: string) => ({ deviceId: device.id, hour: new Date(time) });
    const now = new Date('2026-03-12T15:00:00Z');
    const keptHour = new Date(now.getTime() - (HOURLY_RETENTION_DAYS - 1) * DAY).toISOString();
    const oldHour = new Date(now.getTime() - (HOURLY_RETENTION_DAYS + 1) * DAY).toISOString();
    await db.insert(schema.telemetryHourly).values([hour(keptHour), hour(oldHour)]);

    // Six days before the 12th at 15:00 is the 6th at 15:00: the 5th is past, the 6th is not.
    const changed = await ensurePartitions(db, now, 6);

    expect(changed).toEqual({
      created: daysFrom('2026-03-14', '2026-03-15'),
      dropped: [partitionName(day('2026-03-05'))],
    });
    expect(await partitions()).toEqual(daysFrom('2026-03-06', '2026-03-15'));
    const readings = await db.select().from(schema.telemetryReadings);
    expect(readings.map((row) => row.recordedAt.toISOString())).toEqual([
      '2026-03-06T10:00:00.000Z',
    ]);
    const hours = await db.select().from(schema.telemetryHourly);
    expect(hours.map((row) => row.hour.toISOString())).toEqual([keptHour]);
  });

  it('lets two instances run it at once', async () => {
    const now = new Date('2026-04-20T01:00:00Z');

    const [first, second] = await Promise.all([
      ensurePartitions(db, now, 3),
      ensurePartitions(db, now, 3),
    ]);

    expect([...first.created, ...second.created].sort()).toEqual(
      daysFrom('2026-04-17', '2026-04-23'),
    );
    expect(await partitions()).toEqual(daysFrom('2026-04-17', '2026-04-23'));
  });
});
