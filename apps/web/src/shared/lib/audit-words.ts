import { type AuditChange, AuditEvent, ThermostatMode } from '@portal/contracts';
import type { TFunction } from 'i18next';

// The audit trail in words (issue 17): its events, and each change as "Heat setpoint: 68 → 70
// °F". A change to a whole schedule or a section of settings is named, not spelled out. The
// homeowner's activity and the partner's device history both say them so.

const isAuditEvent = (event: string): event is AuditEvent =>
  (AuditEvent as readonly string[]).includes(event);

/** An audit event in words, or undefined for an event that is not one. */
export function auditEventInWords(t: TFunction, event: string): string | undefined {
  return isAuditEvent(event) ? t(`audit.events.${event}`) : undefined;
}

const FIELDS = [
  'heatSetpoint',
  'coolSetpoint',
  'mode',
  'fan',
  'scheduleStatus',
  'status',
  'scheduleType',
  'scheduleSubtype',
  'days',
  'home',
  'away',
  'sleep',
  'leak',
  'isLeak',
  'intentionalUsageBy',
  'note',
  'systemType',
  'heatStages',
  'coolStages',
  'reversingValve',
  'accessories',
  'minCycleOffMinutes',
  'temperatureDisplay',
  'installerNote',
] as const;
type Field = (typeof FIELDS)[number];
const isField = (field: string): field is Field => (FIELDS as readonly string[]).includes(field);

const SMART_AWAY_FIELDS = ['enabled', 'mode'] as const;
type SmartAwayField = (typeof SMART_AWAY_FIELDS)[number];
const isSmartAwayField = (field: string): field is SmartAwayField =>
  (SMART_AWAY_FIELDS as readonly string[]).includes(field);

/** The unit a field's values are written in, after the second value. */
const UNITS: Partial<Record<string, string>> = {
  heatSetpoint: '°F',
  coolSetpoint: '°F',
  minCycleOffMinutes: 'min',
};

const isThermostatMode = (value: string): value is (typeof ThermostatMode)[number] =>
  (ThermostatMode as readonly string[]).includes(value);

/** A field's name in words; Smart Away's own `mode` is not the thermostat's. */
function fieldInWords(t: TFunction, event: string, field: string): string {
  if (event === 'SMART_AWAY_CHANGED' && isSmartAwayField(field)) {
    return t(`audit.smartAwayFields.${field}`);
  }
  return isField(field) ? t(`audit.fields.${field}`) : field;
}

type Scalar = string | number | boolean | null;
const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

function scalarInWords(t: TFunction, event: string, field: string, value: Scalar): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') {
    return t(value ? 'audit.on' : 'audit.off');
  }
  if (
    field === 'mode' &&
    event !== 'SMART_AWAY_CHANGED' &&
    typeof value === 'string' &&
    isThermostatMode(value)
  ) {
    return t(`deviceReadings.modes.${value}`);
  }
  return String(value);
}

/** A value in words, or undefined for one too large to spell out (a schedule, a section). */
function valueInWords(t: TFunction, event: string, field: string, value: unknown) {
  if (value === undefined) return '—';
  if (isScalar(value)) return scalarInWords(t, event, field, value);
  if (Array.isArray(value) && value.every(isScalar)) {
    return value.length === 0
      ? '—'
      : value.map((item) => scalarInWords(t, event, field, item)).join(', ');
  }
  return undefined;
}

/** One change of an audit line: "Heat setpoint: 68 → 70 °F", or "Weekly schedule changed". */
export function changeInWords(t: TFunction, event: string, change: AuditChange): string {
  const field = fieldInWords(t, event, change.field);
  const before = valueInWords(t, event, change.field, change.before);
  const after = valueInWords(t, event, change.field, change.after);
  if (before === undefined || after === undefined) {
    return t('audit.changed', { field });
  }
  const unit = UNITS[change.field];
  return unit === undefined
    ? t('audit.change', { field, before, after })
    : t('audit.changeWithUnit', { field, before, after, unit });
}
