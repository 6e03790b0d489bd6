import type { AppContext } from '../../context';
import { markSilentDevicesOffline, silentDevices } from '../../repositories/device-alerts';
import { openAlert } from './evaluate';
import { publishChanges } from './notify';
import { catalogueOf, durationMs } from './rules';
import { loadWork, saveWork } from './store';

/** A device that sent nothing for this long shows offline (devices.online). */
export const OFFLINE_AFTER_MINUTES = 10;
/** Devices the sweep takes in one transaction. */
const SWEEP_PAGE = 200;

/**
 * The offline sweep, every minute. First, devices silent for OFFLINE_AFTER_MINUTES (by
 * last_seen_at, which the ingest keeps) become offline. Then DeviceOffline: a device whose
 * newest reading (device time, as every observed time) is older than the alert's observed time
 * for its company opens one, dated when the silence reached the observed time, unless snoozed.
 * A device that never reported is not called offline. Any reading clears it (conditions.ts).
 * Candidates are those silent longer than the shortest observed time the catalogue offers,
 * taken in pages by device id, each page in its own transaction with the devices locked.
 */
export async function sweepOffline(ctx: AppContext, now = new Date()): Promise<void> {
  await markSilentDevicesOffline(ctx.db, OFFLINE_AFTER_MINUTES);
  const catalogue = await catalogueOf(ctx);
  const entry = catalogue.find((alert) => alert.alertName === 'DeviceOffline');
  if (!entry?.observedTime) return;
  const shortest = Math.min(...entry.observedTime.choices.map((choice) => durationMs(choice.id)));
  let afterId: string | null = null;
  for (;;) {
    const page = await silentDevices(ctx.db, {
      deviceTypes: entry.deviceTypes,
      before: new Date(now.getTime() - shortest),
      afterId,
      limit: SWEEP_PAGE,
    });
    if (page.length === 0) return;
    afterId = page[page.length - 1]?.deviceId ?? null;
    const changes = await ctx.db.transaction(async (tx) => {
      const { works, states } = await loadWork(
        tx,
        catalogue,
        page.map((device) => device.deviceId),
        now,
      );
      for (const work of works.values()) {
        const rule = work.device.rules.get('DeviceOffline');
        const lastReading = states.get(work.device.deviceId)?.readingAt;
        if (!rule || !lastReading || work.open.has(rule.alertName)) continue;
        const at = new Date(lastReading.getTime() + rule.observedMs);
        if (at <= now) openAlert(work, rule, { at, value: null, severity: rule.severity });
      }
      return saveWork(tx, ctx.jobs, works.values());
    });
    await publishChanges(ctx, changes);
    if (page.length < SWEEP_PAGE) return;
  }
}
