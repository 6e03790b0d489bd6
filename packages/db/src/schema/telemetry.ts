import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { devices } from './customers';
import { deviceAlertSeverity, deviceAlertStatus } from './enums';
import { partnerAccounts } from './partners';
import { users } from './users';

// Device telemetry and the alerts the engine raises from it (issue 15, DESIGN.md: src/telemetry).

/**
 * A device's MQTT credentials: username its id, password a random secret of which only the
 * SHA-256 is kept (the secret has 256 bits, so a slow hash adds nothing). The embedded broker
 * checks them on connect; see README "Device telemetry" for external brokers.
 */
export const deviceCredentials = pgTable('device_credentials', {
  deviceId: uuid('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every reading, one row per device and device time. Migration 0018 makes it a table
 * PARTITIONED BY RANGE (recorded_at), one partition per UTC day, made ahead and dropped past the
 * retention by src/telemetry/partitions.ts. No foreign key: a device's readings go with their
 * partitions, not row by row. The primary key drops duplicates (a device resending after a lost
 * acknowledgement).
 */
export const telemetryReadings = pgTable(
  'telemetry_readings',
  {
    deviceId: uuid('device_id').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    temperature: real('temperature'),
    humidity: real('humidity'),
    vocs: real('vocs'),
    co2: real('co2'),
    heatSetpoint: real('heat_setpoint'),
    coolSetpoint: real('cool_setpoint'),
    mode: text('mode'),
    equipment: text('equipment'),
    fan: text('fan'),
    heatSeconds: integer('heat_seconds'),
    coolSeconds: integer('cool_seconds'),
    fanSeconds: integer('fan_seconds'),
    leak: boolean('leak'),
    smoke: boolean('smoke'),
    co: boolean('co'),
    battery: smallint('battery'),
    rssi: smallint('rssi'),
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.recordedAt] })],
);

/**
 * Hourly aggregates of the readings, kept by the ingest in the same transaction as the rows, so
 * the charts and reports read a few hundred rows instead of every reading. Averages are
 * sum / count so that later readings of the same hour fold in.
 */
export const telemetryHourly = pgTable(
  'telemetry_hourly',
  {
    deviceId: uuid('device_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    readings: integer('readings').notNull().default(0),
    temperatureSum: real('temperature_sum').notNull().default(0),
    temperatureCount: integer('temperature_count').notNull().default(0),
    temperatureMin: real('temperature_min'),
    temperatureMax: real('temperature_max'),
    humiditySum: real('humidity_sum').notNull().default(0),
    humidityCount: integer('humidity_count').notNull().default(0),
    humidityMin: real('humidity_min'),
    humidityMax: real('humidity_max'),
    vocsSum: real('vocs_sum').notNull().default(0),
    vocsCount: integer('vocs_count').notNull().default(0),
    vocsMin: real('vocs_min'),
    vocsMax: real('vocs_max'),
    co2Sum: real('co2_sum').notNull().default(0),
    co2Count: integer('co2_count').notNull().default(0),
    co2Min: real('co2_min'),
    co2Max: real('co2_max'),
    heatSeconds: integer('heat_seconds').notNull().default(0),
    coolSeconds: integer('cool_seconds').notNull().default(0),
    fanSeconds: integer('fan_seconds').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.deviceId, table.hour] }),
    // The retention's delete of old hours (src/telemetry/partitions.ts). Hours arrive in order,
    // so a BRIN of a few pages serves it where a btree would grow with every row.
    index('telemetry_hourly_hour_idx').using('brin', table.hour),
  ],
);

/**
 * A device's latest state, as of its newest reading (device time): what the customer account
 * page and the alert detail show. A late or out-of-order reading is stored but never moves this
 * back. devices.online and devices.last_seen_at follow it.
 */
export const deviceTelemetryState = pgTable('device_telemetry_state', {
  deviceId: uuid('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  readingAt: timestamp('reading_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  temperature: real('temperature'),
  humidity: real('humidity'),
  vocs: real('vocs'),
  co2: real('co2'),
  heatSetpoint: real('heat_setpoint'),
  coolSetpoint: real('cool_setpoint'),
  mode: text('mode'),
  equipment: text('equipment'),
  fan: text('fan'),
  leak: boolean('leak'),
  smoke: boolean('smoke'),
  co: boolean('co'),
  batteryPercent: smallint('battery_percent'),
  rssi: smallint('rssi'),
  filterInstalledAt: timestamp('filter_installed_at', { withTimezone: true }),
  filterLifetimeDays: integer('filter_lifetime_days'),
  humidifierPadInstalledAt: timestamp('humidifier_pad_installed_at', { withTimezone: true }),
  humidifierPadLifetimeDays: integer('humidifier_pad_lifetime_days'),
});

/**
 * An alert the engine raised on a device: one episode of one alert type, from the reading that
 * opened it to the one that cleared it. At most one not yet cleared per device and alert type;
 * repeats update it. partnerAccountId is the company whose alert settings applied and who sees it
 * (the device's company with an accepted Pro Alerts service); null when the homeowner alone sees
 * it (catalogue defaults). Status is spec 001's DeviceAlertStatus: Active until a partner
 * dismisses it.
 */
export const deviceAlerts = pgTable(
  'device_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    partnerAccountId: uuid('partner_account_id').references(() => partnerAccounts.id, {
      onDelete: 'cascade',
    }),
    alertName: text('alert_name').notNull(),
    severity: deviceAlertSeverity('severity').notNull(),
    status: deviceAlertStatus('status').notNull().default('Active'),
    value: real('value'),
    lastValue: real('last_value'),
    /** The threshold that applied when it opened: a number, a level or a count, as text. */
    threshold: text('threshold'),
    /** Device time of the reading that opened it. */
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When the alert was resolved: its condition cleared or a partner dismissed it, whichever
     * came first (the business insights count and time alerts by it).
     */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }).generatedAlwaysAs(
      sql`least(cleared_at, dismissed_at)`,
    ),
    repeatCount: integer('repeat_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('device_alerts_open_unique')
      .on(table.deviceId, table.alertName)
      .where(sql`${table.clearedAt} is null`),
    // The alerts dashboard: a company's alerts by status, newest first (keyset on opened_at, id).
    index('device_alerts_account_status_idx').on(
      table.partnerAccountId,
      table.status,
      table.openedAt,
      table.id,
    ),
    // A company's alerts by when they opened: the dashboard's keyset, and the business insights,
    // which read what they need of each alert from the index alone.
    index('device_alerts_account_opened_idx').on(
      table.partnerAccountId,
      table.openedAt,
      table.id,
      table.deviceId,
      table.alertName,
      table.severity,
      table.dismissedAt,
      table.resolvedAt,
    ),
    // The alerts a company resolved in a period (business insights).
    index('device_alerts_account_resolved_idx')
      .on(table.partnerAccountId, table.resolvedAt)
      .where(sql`${table.resolvedAt} is not null`),
    index('device_alerts_device_idx').on(table.deviceId, table.openedAt, table.id),
  ],
);

/** An alert's history (DeviceAlertEventType), oldest first in the alert's detail. */
export const deviceAlertEvents = pgTable(
  'device_alert_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => deviceAlerts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    severity: deviceAlertSeverity('severity'),
    value: real('value'),
    actor: text('actor'),
    detail: text('detail'),
  },
  (table) => [index('device_alert_events_alert_idx').on(table.alertId, table.at, table.id)],
);

/**
 * A condition that holds but has not yet held for its observed time: the engine's pending timer.
 * In the database, with a pg-boss job due at dueAt, so it survives a restart. Deleted when a
 * reading no longer meets it or when the alert opens.
 */
export const alertConditions = pgTable(
  'alert_conditions',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    alertName: text('alert_name').notNull(),
    /** Device time of the first reading that met it. */
    since: timestamp('since', { withTimezone: true }).notNull(),
    /** since plus the observed time. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    firstValue: real('first_value'),
    lastValue: real('last_value'),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.deviceId, table.alertName] }),
    index('alert_conditions_due_idx').on(table.dueAt),
  ],
);

/** The homeowner snoozed an alert type on a device: no alert of it opens or mails until then. */
export const alertSnoozes = pgTable(
  'alert_snoozes',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    alertName: text('alert_name').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    snoozedBy: uuid('snoozed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.alertName] })],
);

/**
 * What the alert mail owes a company: each new, escalated or cleared alert of a severity its
 * profile mails. Sent at once unless the same device and alert type was mailed within the grace
 * period; then held (mailedAt null) for the daily digest, which sets digestedAt.
 */
export const alertNotifications = pgTable(
  'alert_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => partnerAccounts.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => deviceAlerts.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').notNull(),
    alertName: text('alert_name').notNull(),
    change: text('change').notNull(),
    severity: deviceAlertSeverity('severity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (table) => [
    // Deleting an alert deletes its notifications (on delete cascade) through this index.
    index('alert_notifications_alert_idx').on(table.alertId),
    index('alert_notifications_grace_idx').on(
      table.partnerAccountId,
      table.deviceId,
      table.alertName,
      table.mailedAt,
    ),
    index('alert_notifications_digest_idx')
      .on(table.partnerAccountId, table.createdAt)
      .where(sql`${table.mailedAt} is null and ${table.digestedAt} is null`),
  ],
);
