import {
  type AlertFilter,
  type DeviceAlert,
  DeviceAlertOrderBy,
  type DeviceAlertSeverity,
  DeviceAlertStatus,
  type DeviceReadings,
  type DeviceType,
} from '@portal/contracts';
import type { SeriesCall } from '@/features/alerts/api/get-alert-series';
import type { AlertOrder } from '@/features/alerts/api/get-alerts';

// The dashboard's rules, apart from the screens: its filters as the URL keeps them and the API
// takes them, and which charts an alert's page draws.

export type Severity = (typeof DeviceAlertSeverity)[number];
export type AlertStatus = DeviceAlert['status'];

// The most pressing first, as the filter offers them (the contracts list them the other way).
export const SEVERITIES: readonly Severity[] = ['Urgent', 'Warning', 'Notice'];

/** What the contractor filters the work queue by. */
export interface DashboardFilters {
  severity: Severity[];
  alertName: string[];
  status: AlertStatus;
  customerId: string | null;
  orderBy: AlertOrder;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((known) => known === value) ?? fallback;

const listOf = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/**
 * The filters the URL holds (so Back from an alert returns to the same queue): `severity` and
 * `type` comma-separated, `status`, `customer` and `order`. Anything unknown is left out.
 */
export function filtersOf(params: URLSearchParams): DashboardFilters {
  return {
    severity: SEVERITIES.filter((severity) => listOf(params.get('severity')).includes(severity)),
    alertName: listOf(params.get('type')).filter((name) => /^[A-Z][A-Za-z0-9]+$/.test(name)),
    status: oneOf(DeviceAlertStatus, params.get('status'), 'Active'),
    customerId: params.get('customer') || null,
    orderBy: oneOf(DeviceAlertOrderBy, params.get('order'), 'TimestampDesc'),
  };
}

/** The URL's search for the filters; what is at its default is left out. */
export function filterParams(filters: DashboardFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.severity.length > 0) params.set('severity', filters.severity.join(','));
  if (filters.alertName.length > 0) params.set('type', filters.alertName.join(','));
  if (filters.status !== 'Active') params.set('status', filters.status);
  if (filters.customerId) params.set('customer', filters.customerId);
  if (filters.orderBy !== 'TimestampDesc') params.set('order', filters.orderBy);
  return params;
}

/** Whether anything but the status and order narrows the list. */
export function isNarrowed(filters: DashboardFilters): boolean {
  return filters.severity.length > 0 || filters.alertName.length > 0 || filters.customerId !== null;
}

/** The filters as the API's filterBy takes them; the status always, so the queue is explicit. */
export function alertFilterOf(filters: DashboardFilters): AlertFilter {
  return {
    status: [filters.status],
    ...(filters.severity.length > 0 ? { severity: filters.severity } : {}),
    ...(filters.alertName.length > 0 ? { alertName: filters.alertName } : {}),
    ...(filters.customerId ? { customerId: [filters.customerId] } : {}),
  };
}

const isThermostat = (deviceType: (typeof DeviceType)[number]) => deviceType.endsWith('Thermostat');

/** The level calls and the reading that says a device measures what they chart. */
const LEVEL_CALLS = [
  ['humidityLevels', 'humidity'],
  ['vocsLevels', 'vocs'],
  ['co2Levels', 'co2'],
] as const satisfies ReadonlyArray<readonly [SeriesCall, keyof DeviceReadings]>;

/** The level call that charts the same measurement as an alert of this telemetry type. */
const LEVEL_CALL_OF: Partial<Record<DeviceAlert['telemetryType'], SeriesCall>> = {
  Humidity: 'humidityLevels',
  Vocs: 'vocsLevels',
  Co2: 'co2Levels',
};

/** What an alert's page charts. */
export interface AlertCharts {
  /** The alert's own measurement (temperature for temperature and state alerts), then the rest. */
  series: SeriesCall[];
  runtime: boolean;
  replacement: boolean;
}

/**
 * An alert's charts: its own measurement first (insights), then each other level the device has
 * reported (humidity, VOC, CO2), once each; HVAC runtime for a thermostat; the replacement
 * lifetime for a filter or humidifier pad alert.
 */
export function chartsOf(alert: DeviceAlert, readings: DeviceReadings): AlertCharts {
  const own = LEVEL_CALL_OF[alert.telemetryType];
  const levels = LEVEL_CALLS.filter(
    ([call, reading]) => call !== own && readings[reading] !== null,
  ).map(([call]) => call);
  return {
    series: ['insights', ...levels],
    runtime: isThermostat(alert.device.deviceType),
    replacement: alert.telemetryType === 'Replaceable',
  };
}
