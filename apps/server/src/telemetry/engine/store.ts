import type { AlertCatalogueEntry } from '@portal/contracts';
import type { Executor } from '../../db/executor';
import { jobsInTransaction } from '../../db/job-transaction';
import type { Jobs } from '../../plugins/jobs';
import {
  type AlertRow,
  type ConditionRow,
  conditionsOf,
  deleteConditions,
  insertAlertEvents,
  insertAlerts,
  insertNotifications,
  lockDevices,
  openAlertsOf,
  saveConditions,
  snoozesOf,
  type TelemetryStateRow,
  telemetryStatesOf,
  updateAlerts,
} from '../../repositories/device-alerts';
import { type AlertChange, type DeviceWork, newWork } from './evaluate';
import { ALERT_CONDITION_DUE_JOB, ALERT_MAIL_JOB } from './job-names';
import { loadDeviceRules } from './rules';

// Loads the devices' alert state for a run of the engine and writes back what it changed, in
// the caller's transaction.

export type Loaded = {
  works: Map<string, DeviceWork>;
  states: Map<string, TelemetryStateRow>;
};

/** The rows of each device, in their order. */
export function groupByDevice<Row extends { deviceId: string }>(rows: Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.deviceId);
    if (group) group.push(row);
    else groups.set(row.deviceId, [row]);
  }
  return groups;
}

/**
 * Locks the devices (see lockDevices) and reads, for those whose alerts are evaluated at all,
 * their rules, open alerts, pending conditions, current snoozes and latest state.
 */
export async function loadWork(
  tx: Executor,
  catalogue: AlertCatalogueEntry[],
  deviceIds: string[],
  now: Date,
): Promise<Loaded> {
  await lockDevices(tx, deviceIds);
  const rules = await loadDeviceRules(tx, catalogue, deviceIds);
  const ids = [...rules.keys()];
  if (ids.length === 0) return { works: new Map(), states: new Map() };
  // One after another: a transaction is one connection, which runs one query at a time.
  const alerts = await openAlertsOf(tx, ids);
  const conditions = await conditionsOf(tx, ids);
  const snoozes = await snoozesOf(tx, ids, now);
  const states = await telemetryStatesOf(tx, ids);
  const alertsByDevice = groupByDevice<AlertRow>(alerts);
  const conditionsByDevice = groupByDevice<ConditionRow>(conditions);
  const snoozesByDevice = groupByDevice(snoozes);
  const works = new Map<string, DeviceWork>();
  for (const [deviceId, device] of rules) {
    const loaded = {
      alerts: alertsByDevice.get(deviceId) ?? [],
      conditions: conditionsByDevice.get(deviceId) ?? [],
      snoozes: new Map(
        (snoozesByDevice.get(deviceId) ?? []).map((snooze) => [snooze.alertName, snooze.until]),
      ),
    };
    works.set(deviceId, newWork(device, loaded, now));
  }
  return { works, states: new Map(states.map((state) => [state.deviceId, state])) };
}

/**
 * Writes the run's changes: cleared and repeated alerts before new ones (a device may clear and
 * reopen an alert type in one batch, and only one may be open), their events, the conditions,
 * and what the mail owes with its jobs. Each condition begun gets its timer job at its due time,
 * so it opens even if no reading comes, after a restart too. Jobs go in the same transaction: a
 * condition or notification exists exactly when its job does. Answers the changes.
 */
export async function saveWork(
  tx: Executor,
  jobs: Jobs,
  works: Iterable<DeviceWork>,
): Promise<AlertChange[]> {
  const all = [...works];
  const alerts = all.flatMap((work) => work.alerts);
  const changes = all.flatMap((work) => work.changes);
  await updateAlerts(
    tx,
    alerts
      .filter((alert) => alert.changed)
      .map(({ id, severity, lastValue, repeatCount, clearedAt }) => ({
        id,
        severity,
        lastValue,
        repeatCount,
        clearedAt,
      })),
  );
  await insertAlerts(
    tx,
    alerts.filter((alert) => alert.isNew).map(({ isNew, changed, ...row }) => row),
  );
  await insertAlertEvents(
    tx,
    changes.map((change) => ({
      alertId: change.alert.id,
      type: change.change,
      at: change.at,
      severity: change.severity,
      value: change.value,
    })),
  );
  await deleteConditions(
    tx,
    all.flatMap((work) =>
      [...work.dropped].map((alertName) => ({ deviceId: work.device.deviceId, alertName })),
    ),
  );
  const conditions = all.flatMap((work) => [...work.conditions.values()]);
  await saveConditions(
    tx,
    conditions.filter((condition) => condition.touched).map(({ started, touched, ...row }) => row),
  );
  const db = jobsInTransaction(tx);
  for (const condition of conditions.filter((condition) => condition.started)) {
    const { deviceId, alertName, dueAt } = condition;
    await jobs.send(
      ALERT_CONDITION_DUE_JOB,
      { deviceId, alertName, dueAt: dueAt.toISOString() },
      { db, startAfter: dueAt },
    );
  }
  const notificationIds = await insertNotifications(
    tx,
    changes.flatMap(({ alert, change, severity, mail }) =>
      mail && alert.partnerAccountId
        ? [
            {
              partnerAccountId: alert.partnerAccountId,
              alertId: alert.id,
              deviceId: alert.deviceId,
              alertName: alert.alertName,
              change,
              severity,
            },
          ]
        : [],
    ),
  );
  for (const notificationId of notificationIds) {
    await jobs.send(ALERT_MAIL_JOB, { notificationId }, { db });
  }
  return changes;
}
