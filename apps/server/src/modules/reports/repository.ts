import { schema } from '@portal/db';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { KeysetOrder, KeysetPage } from '../../paging';

const { telemetryReadings } = schema;

// A device's stored readings, oldest first, for the file a homeowner asks for.

/** By device time: unique for one device (the table's key is device and time). */
export const READINGS_ORDER: KeysetOrder = {
  name: 'recorded',
  direction: 'asc',
  keys: [{ expression: telemetryReadings.recordedAt, type: 'timestamptz' }],
};

export function readingsPage(db: Executor, deviceId: string, page: KeysetPage) {
  return db
    .select({
      recordedAt: telemetryReadings.recordedAt,
      temperature: telemetryReadings.temperature,
      humidity: telemetryReadings.humidity,
      vocs: telemetryReadings.vocs,
      co2: telemetryReadings.co2,
      heatSetpoint: telemetryReadings.heatSetpoint,
      coolSetpoint: telemetryReadings.coolSetpoint,
      mode: telemetryReadings.mode,
      equipment: telemetryReadings.equipment,
      fan: telemetryReadings.fan,
      heatSeconds: telemetryReadings.heatSeconds,
      coolSeconds: telemetryReadings.coolSeconds,
      fanSeconds: telemetryReadings.fanSeconds,
      leak: telemetryReadings.leak,
      smoke: telemetryReadings.smoke,
      co: telemetryReadings.co,
      battery: telemetryReadings.battery,
      rssi: telemetryReadings.rssi,
      cursorKeys: page.cursorKeys,
    })
    .from(telemetryReadings)
    .where(and(eq(telemetryReadings.deviceId, deviceId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export type ReadingRow = Awaited<ReturnType<typeof readingsPage>>[number];
