import type { AppContext } from '../../context';
import type { JobData } from '../../plugins/jobs';
import { deleteConditions } from '../../repositories/device-alerts';
import { applyDue } from './evaluate';
import type { ALERT_CONDITION_DUE_JOB } from './job-names';
import { publishChanges } from './notify';
import { catalogueOf } from './rules';
import { sampleOfState } from './samples';
import { loadWork, saveWork } from './store';

/**
 * The timer of a pending condition (a pg-boss job at its due time, sent when the condition
 * began, so it survives restarts): opens the alert if the condition is still the one the timer
 * was set for and the device's latest state still meets it. A condition that was dropped, or
 * dropped and begun again (a later due time, with its own timer), is left alone.
 */
export async function openDueCondition(
  ctx: AppContext,
  { deviceId, alertName, dueAt }: JobData[typeof ALERT_CONDITION_DUE_JOB],
): Promise<void> {
  const catalogue = await catalogueOf(ctx);
  const changes = await ctx.db.transaction(async (tx) => {
    const { works, states } = await loadWork(tx, catalogue, [deviceId], new Date());
    const work = works.get(deviceId);
    if (!work) {
      // The device's alerts are no longer evaluated (service ended, moved): nothing is pending.
      await deleteConditions(tx, [{ deviceId, alertName }]);
      return [];
    }
    const condition = work.conditions.get(alertName);
    if (condition?.dueAt.getTime() !== new Date(dueAt).getTime()) return [];
    const state = states.get(deviceId);
    applyDue(work, alertName, state && sampleOfState(state));
    return saveWork(tx, ctx.jobs, [work]);
  });
  await publishChanges(ctx, changes);
}
