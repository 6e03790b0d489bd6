import type { AppContext } from '../../context';
import type { ReadingsEvaluator } from '../types';
import { applySample } from './evaluate';
import { publishChanges } from './notify';
import { catalogueOf } from './rules';
import { sampleOfReading } from './samples';
import { groupByDevice, loadWork, saveWork } from './store';

/**
 * The alert engine as the ingest calls it after each committed batch (rules.ts says whose
 * alerts, evaluate.ts how they open, repeat and clear). One transaction per batch: the batch's
 * devices are locked (several instances may evaluate readings of one device at once), read in a
 * few queries for all of them, stepped through their readings in device-time order, and written
 * back in a few statements. Late readings are not evaluated: an old reading must neither reopen
 * nor clear an alert. After the commit the changes go out on the realtime hub.
 */
export function createAlertEngine(ctx: AppContext): ReadingsEvaluator {
  return async (readings) => {
    const byDevice = groupByDevice(readings.filter((reading) => !reading.late));
    if (byDevice.size === 0) return;
    const catalogue = await catalogueOf(ctx);
    const changes = await ctx.db.transaction(async (tx) => {
      const { works, states } = await loadWork(tx, catalogue, [...byDevice.keys()], new Date());
      for (const [deviceId, work] of works) {
        const state = states.get(deviceId);
        for (const reading of byDevice.get(deviceId) ?? []) {
          applySample(work, sampleOfReading(reading, state));
        }
      }
      return saveWork(tx, ctx.jobs, works.values());
    });
    await publishChanges(ctx, changes);
  };
}
