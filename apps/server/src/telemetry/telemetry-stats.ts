// What this server instance's telemetry ingest has done since it started: counters for the
// tests, the bench and the minute's debug log line. Per instance on purpose: with several
// instances each counts its own share, and the sums are the fleet's.

export type TelemetryCounters = {
  /** MQTT messages handed to the ingest. */
  received: number;
  /**
   * Messages dropped whole: not a device's telemetry topic, too big, not JSON, not a telemetry
   * message, or a reading stamped too far ahead of the server's clock.
   */
  malformed: number;
  /** Messages for a device this portal does not know (deleted, or another deployment's). */
  unknownDevice: number;
  /** Readings dropped for being older than the retention. */
  tooOld: number;
  /** Readings stored (new rows in telemetry_readings). */
  stored: number;
  /** Readings already stored (a device resending, or another instance stored it first). */
  duplicates: number;
  /** Stored readings older than the device's newest reading before them. */
  late: number;
  /**
   * Readings lost because their batch could not be written, and messages lost because their
   * device could not be looked up (the database was away), one each.
   */
  failed: number;
  /** Batches and readings the evaluator finished. */
  evaluatedBatches: number;
  evaluatedReadings: number;
  /** Stored readings whose evaluation threw (logged). */
  evaluationFailed: number;
};

export type TelemetryStats = TelemetryCounters & {
  /**
   * From a reading's device time to the end of its evaluation, over the last LAG_SAMPLES
   * evaluated readings that were not late (null before the first): for devices with a set
   * clock, how long a reading takes to become an alert decision.
   */
  evaluationLagMs: { p50: number | null; p99: number | null };
};

/** Enough for a stable p99 without keeping more than a few pages of memory. */
const LAG_SAMPLES = 10_000;

export type TelemetryStatsRecorder = {
  count(counter: keyof TelemetryCounters, amount?: number): void;
  recordLag(milliseconds: number): void;
  snapshot(): TelemetryStats;
};

export function createTelemetryStats(): TelemetryStatsRecorder {
  const counters: TelemetryCounters = {
    received: 0,
    malformed: 0,
    unknownDevice: 0,
    tooOld: 0,
    stored: 0,
    duplicates: 0,
    late: 0,
    failed: 0,
    evaluatedBatches: 0,
    evaluatedReadings: 0,
    evaluationFailed: 0,
  };
  // A ring of the latest lags: old samples give way, so the percentiles follow the present.
  const lags = new Float64Array(LAG_SAMPLES);
  let lagCount = 0;

  function percentile(sorted: Float64Array, fraction: number): number | null {
    if (sorted.length === 0) return null;
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? null;
  }

  return {
    count(counter, amount = 1) {
      counters[counter] += amount;
    },
    recordLag(milliseconds) {
      lags[lagCount % LAG_SAMPLES] = milliseconds;
      lagCount += 1;
    },
    snapshot() {
      const sorted = lags.slice(0, Math.min(lagCount, LAG_SAMPLES)).sort();
      return {
        ...counters,
        evaluationLagMs: { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) },
      };
    },
  };
}
