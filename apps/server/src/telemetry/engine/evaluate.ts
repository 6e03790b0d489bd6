import { randomUUID } from 'node:crypto';
import type { AlertRow, ConditionRow } from '../../repositories/device-alerts';
import { type AlertRule, isMoreSevere, judge, type Sample, type Severity } from './conditions';
import type { DeviceRules } from './rules';

// The alert lifecycle of one device, in memory: store.ts loads what the device has (open alerts,
// pending conditions, snoozes), the steps below change it reading by reading, and store.ts
// writes what changed in one go.
//
// - A condition opens an alert only after holding for the observed time in device time
//   (alert_conditions.since); one without observed time opens at once. A reading that no longer
//   meets it (band or clear) drops the pending condition: it must hold again from the start.
// - At most one alert per device and alert type is not cleared. A reading that still meets it
//   repeats it (last value, repeat count); a higher severity escalates it (event Escalated).
// - It clears (cleared_at; status stays for the partner to dismiss) only when a reading is back
//   past the threshold by the hysteresis margin (conditions.ts); within the band it stays open.
// - While the homeowner's snooze of the alert type lasts, no alert of it opens on the device
//   and nothing is mailed; an open one goes on updating.

export type ChangeKind = 'Opened' | 'Escalated' | 'Cleared';

export type AlertState = AlertRow & {
  /** Not stored yet. */
  isNew: boolean;
  /** Stored, changed since. */
  changed: boolean;
};

/**
 * started: begun in this run (it needs its timer); touched: begun or held on in this run (its
 * latest value is written).
 */
export type ConditionState = ConditionRow & { started: boolean; touched: boolean };

export type AlertChange = {
  alert: AlertState;
  change: ChangeKind;
  severity: Severity;
  at: Date;
  value: number | null;
  /** The company's profile mails it (its severity, not snoozed). */
  mail: boolean;
};

export type DeviceWork = {
  device: DeviceRules;
  /** Every alert loaded or opened: the open ones and those cleared in this run. */
  alerts: AlertState[];
  open: Map<string, AlertState>;
  conditions: Map<string, ConditionState>;
  /** Conditions to delete (some may be in `conditions` again, started afresh). */
  dropped: Set<string>;
  snoozedUntil: Map<string, Date>;
  changes: AlertChange[];
  /** The wall clock of this run: snoozes are the homeowner's, in real time. */
  now: Date;
};

export function newWork(
  device: DeviceRules,
  loaded: { alerts: AlertRow[]; conditions: ConditionRow[]; snoozes: Map<string, Date> },
  now: Date,
): DeviceWork {
  const alerts = loaded.alerts.map((row) => ({ ...row, isNew: false, changed: false }));
  return {
    device,
    alerts,
    open: new Map(alerts.map((alert) => [alert.alertName, alert])),
    conditions: new Map(
      loaded.conditions.map((row) => [row.alertName, { ...row, started: false, touched: false }]),
    ),
    dropped: new Set(),
    snoozedUntil: loaded.snoozes,
    changes: [],
    now,
  };
}

function isSnoozed(work: DeviceWork, alertName: string): boolean {
  const until = work.snoozedUntil.get(alertName);
  return until !== undefined && until > work.now;
}

function record(
  work: DeviceWork,
  alert: AlertState,
  change: ChangeKind,
  at: Date,
  value: number | null,
) {
  const mail =
    alert.partnerAccountId !== null &&
    work.device.mailSeverities.includes(alert.severity) &&
    !isSnoozed(work, alert.alertName);
  work.changes.push({ alert, change, severity: alert.severity, at, value, mail });
}

function dropCondition(work: DeviceWork, alertName: string) {
  if (work.conditions.delete(alertName)) work.dropped.add(alertName);
}

/**
 * Opens the alert unless the homeowner snoozed its type; answers whether it opened. Any pending
 * condition of it is done with; a snoozed one stays, so the alert opens on the first reading
 * after the snooze if the condition still holds.
 */
export function openAlert(
  work: DeviceWork,
  rule: AlertRule,
  opening: { at: Date; value: number | null; severity: Severity },
): boolean {
  if (isSnoozed(work, rule.alertName)) return false;
  dropCondition(work, rule.alertName);
  const alert: AlertState = {
    id: randomUUID(),
    deviceId: work.device.deviceId,
    partnerAccountId: work.device.partnerAccountId,
    alertName: rule.alertName,
    severity: opening.severity,
    status: 'Active',
    value: opening.value,
    lastValue: opening.value,
    threshold: rule.threshold === undefined ? null : String(rule.threshold),
    openedAt: opening.at,
    updatedAt: work.now,
    clearedAt: null,
    dismissedAt: null,
    dismissedBy: null,
    resolvedAt: null,
    repeatCount: 0,
    isNew: true,
    changed: false,
  };
  work.alerts.push(alert);
  work.open.set(rule.alertName, alert);
  record(work, alert, 'Opened', opening.at, opening.value);
  return true;
}

function touch(alert: AlertState) {
  if (!alert.isNew) alert.changed = true;
}

/** A reading on an open alert: repeat (maybe escalate), clear, or within the band. */
function stepOpen(work: DeviceWork, alert: AlertState, rule: AlertRule, sample: Sample) {
  const verdict = judge(rule, sample, { openedAt: alert.openedAt });
  if (verdict.kind === 'unknown') return;
  touch(alert);
  alert.lastValue = verdict.value;
  if (verdict.kind === 'meets') {
    alert.repeatCount += 1;
    if (isMoreSevere(verdict.severity, alert.severity)) {
      alert.severity = verdict.severity;
      record(work, alert, 'Escalated', sample.at, verdict.value);
    }
  } else if (verdict.kind === 'clear') {
    alert.clearedAt = sample.at;
    work.open.delete(rule.alertName);
    record(work, alert, 'Cleared', sample.at, verdict.value);
  }
}

/** A reading with no open alert: start, hold or drop the condition; open once it held. */
function stepClosed(work: DeviceWork, rule: AlertRule, sample: Sample) {
  const pending = work.conditions.get(rule.alertName);
  const verdict = judge(rule, sample, { startValue: pending?.firstValue });
  if (verdict.kind === 'unknown') return;
  if (verdict.kind !== 'meets') {
    dropCondition(work, rule.alertName);
    return;
  }
  if (rule.observedMs === 0) {
    openAlert(work, rule, { at: sample.at, value: verdict.value, severity: verdict.severity });
    return;
  }
  const condition = pending ?? {
    deviceId: work.device.deviceId,
    alertName: rule.alertName,
    since: sample.at,
    dueAt: new Date(sample.at.getTime() + rule.observedMs),
    firstValue: verdict.value,
    lastValue: verdict.value,
    lastAt: sample.at,
    started: true,
    touched: true,
  };
  condition.lastValue = verdict.value;
  condition.lastAt = sample.at;
  condition.touched = true;
  work.conditions.set(rule.alertName, condition);
  if (sample.at >= condition.dueAt) {
    openAlert(work, rule, { at: sample.at, value: verdict.value, severity: verdict.severity });
  }
}

/** One reading (in device-time order) against every alert type of the device. */
export function applySample(work: DeviceWork, sample: Sample): void {
  for (const rule of work.device.rules.values()) {
    const open = work.open.get(rule.alertName);
    if (open) stepOpen(work, open, rule, sample);
    else stepClosed(work, rule, sample);
  }
}

/**
 * A pending condition's time has come without a reading that opened it (the device reports
 * rarely, or only on change): it opens at its due time if the condition is still pending and
 * the device's latest state still meets it; otherwise the condition is dropped.
 */
export function applyDue(work: DeviceWork, alertName: string, latest: Sample | undefined) {
  const rule = work.device.rules.get(alertName);
  const condition = work.conditions.get(alertName);
  if (!condition || work.open.has(alertName)) return;
  const verdict =
    rule && latest ? judge(rule, latest, { startValue: condition.firstValue }) : undefined;
  if (!rule || verdict?.kind !== 'meets') {
    dropCondition(work, alertName);
    return;
  }
  openAlert(work, rule, {
    at: condition.dueAt,
    value: verdict.value,
    severity: verdict.severity,
  });
}
