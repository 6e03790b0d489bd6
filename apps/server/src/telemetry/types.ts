import type { TelemetryReading } from '@portal/contracts';

// What the parts of src/telemetry hand each other (DESIGN.md: ingest, engine, simulator).

/**
 * A reading the ingest stored: new (a duplicate of a stored one is never handed on), with its
 * device time as a Date. `late` is true when the device had already reported a newer reading
 * before this one arrived: it is stored for the charts but neither moves the device's state
 * nor is evaluated, so that an old reading cannot reopen or clear an alert.
 */
export type StoredReading = {
  deviceId: string;
  recordedAt: Date;
  reading: TelemetryReading;
  late: boolean;
};

/**
 * The alert engine as the ingest sees it: called once per committed batch with the batch's
 * stored readings, in device-time order for each device. Each reading reaches exactly one
 * evaluate() across every server instance, because only the instance whose insert stored it
 * hands it on.
 */
export type ReadingsEvaluator = (readings: StoredReading[]) => Promise<void>;
