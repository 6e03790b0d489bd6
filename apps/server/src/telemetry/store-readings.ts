import type { TelemetryReading } from '@portal/contracts';
import type { Database } from '@portal/db';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import type { StoredReading } from './types';

// One batch of readings into PostgreSQL, in one transaction: the rows, their hourly aggregates,
// the devices' latest state and online/last seen. Rows travel as one JSON parameter
// (jsonb_to_recordset), so a batch of hundreds is a handful of statements.

/** A valid reading of a known device, waiting to be written. */
export type PendingReading = { deviceId: string; recordedAt: Date; reading: TelemetryReading };

/** The measurements the hourly aggregates keep as sum, count, min and max. */
const MEASURES = ['temperature', 'humidity', 'vocs', 'co2'] as const;
/** The state's fields that a newer reading replaces when it carries them. */
const STATE_FIELDS = [
  ['temperature', 'real'],
  ['humidity', 'real'],
  ['vocs', 'real'],
  ['co2', 'real'],
  ['heat_setpoint', 'real'],
  ['cool_setpoint', 'real'],
  ['mode', 'text'],
  ['equipment', 'text'],
  ['fan', 'text'],
  ['leak', 'boolean'],
  ['smoke', 'boolean'],
  ['co', 'boolean'],
  ['battery_percent', 'smallint'],
  ['rssi', 'smallint'],
  ['filter_installed_at', 'timestamptz'],
  ['filter_lifetime_days', 'int'],
  ['humidifier_pad_installed_at', 'timestamptz'],
  ['humidifier_pad_lifetime_days', 'int'],
] as const;

const keyOf = (deviceId: string, time: number) => `${deviceId} ${time}`;

function readingRow(index: number, { deviceId, recordedAt, reading }: PendingReading) {
  return {
    i: index,
    device_id: deviceId,
    recorded_at: recordedAt.toISOString(),
    temperature: reading.temperature,
    humidity: reading.humidity,
    vocs: reading.vocs,
    co2: reading.co2,
    heat_setpoint: reading.heatSetpoint,
    cool_setpoint: reading.coolSetpoint,
    mode: reading.mode,
    equipment: reading.equipment,
    fan: reading.fan,
    heat_seconds: reading.runtime?.heatSeconds,
    cool_seconds: reading.runtime?.coolSeconds,
    fan_seconds: reading.runtime?.fanSeconds,
    leak: reading.leak,
    smoke: reading.smoke,
    co: reading.co,
    battery: reading.battery,
    rssi: reading.rssi,
  };
}

/** Inserts the rows that are new and folds them into their hours; answers their indexes. */
async function insertReadings(tx: Executor, batch: PendingReading[]): Promise<number[]> {
  const aggregates = MEASURES.map(
    (m) => `coalesce(sum(${m}), 0), count(${m}), min(${m}), max(${m})`,
  ).join(', ');
  const aggregateColumns = MEASURES.map((m) => `${m}_sum, ${m}_count, ${m}_min, ${m}_max`).join(
    ', ',
  );
  const folds = MEASURES.map(
    (m) => `${m}_sum = h.${m}_sum + excluded.${m}_sum,
      ${m}_count = h.${m}_count + excluded.${m}_count,
      ${m}_min = least(h.${m}_min, excluded.${m}_min),
      ${m}_max = greatest(h.${m}_max, excluded.${m}_max)`,
  ).join(',\n');
  const rows = JSON.stringify(batch.map((pending, index) => readingRow(index, pending)));
  // In (device, time) order, as every instance writes, so two writers never deadlock.
  const { rows: stored } = await tx.execute<{ i: number }>(sql`
    with input as (
      select * from jsonb_to_recordset(${rows}::jsonb) as r(
        i int, device_id uuid, recorded_at timestamptz, temperature real, humidity real,
        vocs real, co2 real, heat_setpoint real, cool_setpoint real, mode text, equipment text,
        fan text, heat_seconds int, cool_seconds int, fan_seconds int, leak boolean,
        smoke boolean, co boolean, battery smallint, rssi smallint)
    ),
    stored as (
      insert into telemetry_readings (device_id, recorded_at, temperature, humidity, vocs, co2,
        heat_setpoint, cool_setpoint, mode, equipment, fan, heat_seconds, cool_seconds,
        fan_seconds, leak, smoke, co, battery, rssi)
      select device_id, recorded_at, temperature, humidity, vocs, co2, heat_setpoint,
        cool_setpoint, mode, equipment, fan, heat_seconds, cool_seconds, fan_seconds, leak,
        smoke, co, battery, rssi
      from input order by device_id, recorded_at
      on conflict do nothing
      returning *
    ),
    hourly as (
      insert into telemetry_hourly as h (device_id, hour, readings, ${sql.raw(aggregateColumns)},
        heat_seconds, cool_seconds, fan_seconds)
      select device_id, date_trunc('hour', recorded_at, 'UTC'), count(*), ${sql.raw(aggregates)},
        coalesce(sum(heat_seconds), 0), coalesce(sum(cool_seconds), 0),
        coalesce(sum(fan_seconds), 0)
      from stored group by 1, 2 order by 1, 2
      on conflict (device_id, hour) do update set
        readings = h.readings + excluded.readings,
        ${sql.raw(folds)},
        heat_seconds = h.heat_seconds + excluded.heat_seconds,
        cool_seconds = h.cool_seconds + excluded.cool_seconds,
        fan_seconds = h.fan_seconds + excluded.fan_seconds
    )
    select input.i from stored join input using (device_id, recorded_at)`);
  return stored.map((row) => row.i);
}

/**
 * Locks the devices' rows (in id order, as every writer does) and answers each one's newest
 * device time before this batch. The lock makes two instances writing readings of the same
 * device take turns, so each sees the other's newest reading when it decides what is late.
 */
async function lockDevices(tx: Executor, deviceIds: string[]): Promise<Map<string, number>> {
  const { rows } = await tx.execute<{ device_id: string; reading_at_ms: number | null }>(sql`
    select devices.id as device_id,
      extract(epoch from state.reading_at)::float8 * 1000 as reading_at_ms
    from devices
    left join device_telemetry_state state on state.device_id = devices.id
    where devices.id in (select jsonb_array_elements_text(${JSON.stringify(deviceIds)}::jsonb)::uuid)
    order by devices.id
    for update of devices`);
  return new Map(rows.map((row) => [row.device_id, row.reading_at_ms ?? Number.NEGATIVE_INFINITY]));
}

/** A device's state after its readings, oldest first: each field from the newest that has it. */
function stateRow(deviceId: string, readings: StoredReading[]) {
  const row: Record<string, string | number | boolean> = { device_id: deviceId };
  for (const { recordedAt, reading } of readings) {
    const fields = {
      reading_at: recordedAt.toISOString(),
      temperature: reading.temperature,
      humidity: reading.humidity,
      vocs: reading.vocs,
      co2: reading.co2,
      heat_setpoint: reading.heatSetpoint,
      cool_setpoint: reading.coolSetpoint,
      mode: reading.mode,
      equipment: reading.equipment,
      fan: reading.fan,
      leak: reading.leak,
      smoke: reading.smoke,
      co: reading.co,
      battery_percent: reading.battery,
      rssi: reading.rssi,
      filter_installed_at: reading.filter?.installedAt,
      filter_lifetime_days: reading.filter?.lifetimeDays,
      humidifier_pad_installed_at: reading.humidifierPad?.installedAt,
      humidifier_pad_lifetime_days: reading.humidifierPad?.lifetimeDays,
    };
    for (const [field, value] of Object.entries(fields)) {
      if (value !== undefined) row[field] = value;
    }
  }
  return row;
}

/**
 * Moves each device's state to its newest readings of the batch, only forward: a state already
 * newer (another instance, meanwhile) stays. A device deleted meanwhile gets none.
 */
async function upsertStates(tx: Executor, rows: ReturnType<typeof stateRow>[]) {
  const columns = STATE_FIELDS.map(([name]) => name).join(', ');
  const definitions = STATE_FIELDS.map(([name, type]) => `${name} ${type}`).join(', ');
  const keepUnsent = STATE_FIELDS.map(
    ([name]) => `${name} = coalesce(excluded.${name}, state.${name})`,
  ).join(', ');
  await tx.execute(sql`
    insert into device_telemetry_state as state (device_id, reading_at, received_at, ${sql.raw(columns)})
    select r.device_id, r.reading_at, now(),
      ${sql.raw(STATE_FIELDS.map(([name]) => `r.${name}`).join(', '))}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(device_id uuid,
      reading_at timestamptz, ${sql.raw(definitions)})
    join devices on devices.id = r.device_id
    order by r.device_id
    on conflict (device_id) do update set
      reading_at = excluded.reading_at,
      received_at = excluded.received_at,
      ${sql.raw(keepUnsent)}
    where state.reading_at < excluded.reading_at`);
}

/** A device that reported is online, last seen at its newest reading (never moved back). */
async function markSeen(tx: Executor, newest: Map<string, Date>) {
  const rows = JSON.stringify(
    [...newest].map(([deviceId, at]) => ({ device_id: deviceId, newest: at.toISOString() })),
  );
  await tx.execute(sql`
    update devices set online = true,
      last_seen_at = greatest(devices.last_seen_at, seen.newest)
    from jsonb_to_recordset(${rows}::jsonb) as seen(device_id uuid, newest timestamptz)
    where devices.id = seen.device_id`);
}

/**
 * Writes a batch in one transaction and answers the readings it stored (a reading stored
 * before, by this or another instance, is not among them), in device then device-time order,
 * each marked late when the device had reported a newer or equal time before this batch.
 */
export async function storeReadings(db: Database, batch: PendingReading[]) {
  // The first of two equal (device, time) readings in a batch wins, as in the table.
  const unique = new Map<string, PendingReading>();
  for (const pending of batch) {
    const key = keyOf(pending.deviceId, pending.recordedAt.getTime());
    if (!unique.has(key)) unique.set(key, pending);
  }
  // By device, then device time: the order the evaluator gets them in.
  const sorted = [...unique.values()].sort((a, b) =>
    a.deviceId === b.deviceId
      ? a.recordedAt.getTime() - b.recordedAt.getTime()
      : a.deviceId < b.deviceId
        ? -1
        : 1,
  );
  return db.transaction(async (tx) => {
    const storedIndexes = await insertReadings(tx, sorted);
    const inserted = storedIndexes.sort((a, b) => a - b).flatMap((i) => sorted[i] ?? []);
    if (inserted.length === 0) return [];
    const deviceIds = [...new Set(inserted.map((pending) => pending.deviceId))];
    const newestBefore = await lockDevices(tx, deviceIds);
    const stored: StoredReading[] = inserted.map((pending) => ({
      ...pending,
      late: pending.recordedAt.getTime() <= (newestBefore.get(pending.deviceId) ?? -Infinity),
    }));
    // Each device's readings that are not late, oldest first, make its new state.
    const current = new Map<string, StoredReading[]>();
    for (const reading of stored) {
      if (reading.late) continue;
      const readings = current.get(reading.deviceId);
      if (readings) readings.push(reading);
      else current.set(reading.deviceId, [reading]);
    }
    if (current.size > 0) {
      await upsertStates(
        tx,
        [...current].map(([deviceId, readings]) => stateRow(deviceId, readings)),
      );
    }
    // Sorted by time: the last of a device's readings is its newest.
    await markSeen(tx, new Map(stored.map((reading) => [reading.deviceId, reading.recordedAt])));
    return stored;
  });
}
