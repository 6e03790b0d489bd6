import { type AlertSetting, countOptions, NOT_CREATED_ID } from '@portal/contracts';

// Alert settings as GET .../alertProfiles/default/settings answers them, for the components that
// show them. Like the shared test helpers, the tests never fake a successful server answer.

export const ACCOUNT = '6f1c2b3a-0000-4000-8000-000000000002';
export const CREATED_ID = '6f1c2b3a-0000-4000-8000-0000000000a1';

const observed = (...ids: string[]) => ids.map((id) => ({ id, label: `${id} in English` }));

const base = {
  id: NOT_CREATED_ID,
  description: 'What it watches.',
  isEnabled: true,
  defaultRecommendedAction: 'Call the homeowner.',
  recommendedAction: 'Call the homeowner.',
  deviceTypes: ['Thermostat'],
  thresholdKind: null,
  thresholdUnit: null,
  configData: {},
  options: {},
} satisfies Partial<AlertSetting>;

export function lowTemperature(fields: Partial<AlertSetting> = {}): AlertSetting {
  return {
    ...base,
    alertName: 'LowIndoorTemperature',
    title: 'Low indoor temperature',
    category: 'Temperature',
    telemetryType: 'Temperature',
    severity: 'Urgent',
    thresholdKind: 'range',
    thresholdUnit: 'FAHRENHEIT',
    configData: { threshold: 50, observedTime: 'PT30M' },
    options: { observedTime: observed('PT15M', 'PT30M', 'PT1H', 'PT2H') },
    ...fields,
  };
}

export function highHumidity(fields: Partial<AlertSetting> = {}): AlertSetting {
  return {
    ...base,
    alertName: 'HighIndoorHumidity',
    title: 'High indoor humidity',
    category: 'Humidity',
    telemetryType: 'Humidity',
    severity: 'Warning',
    thresholdKind: 'range',
    thresholdUnit: 'PERCENT',
    configData: { threshold: 60, observedTime: 'PT2H' },
    options: { observedTime: observed('PT1H', 'PT2H', 'PT4H', 'PT8H') },
    ...fields,
  };
}

export function highVoc(fields: Partial<AlertSetting> = {}): AlertSetting {
  return {
    ...base,
    alertName: 'HighVocLevel',
    title: 'High VOC level',
    category: 'AirQuality',
    telemetryType: 'Vocs',
    severity: 'Warning',
    thresholdKind: 'levels',
    configData: { threshold: 'High', observedTime: 'PT2H' },
    options: {
      threshold: [
        { id: 'Good', label: 'Good' },
        { id: 'Medium', label: 'Medium' },
        { id: 'High', label: 'High' },
        { id: 'VeryHigh', label: 'Very high' },
      ],
      observedTime: observed('PT2H', 'PT4H', 'PT8H'),
    },
    ...fields,
  };
}

export function filterDue(fields: Partial<AlertSetting> = {}): AlertSetting {
  return {
    ...base,
    alertName: 'FilterReplacementDue',
    title: 'Filter replacement due',
    category: 'Reminder',
    telemetryType: 'Replaceable',
    severity: 'Notice',
    thresholdKind: 'count',
    thresholdUnit: 'DAYS',
    configData: { threshold: '7' },
    options: { threshold: countOptions(14, true, 'DAYS') },
    ...fields,
  };
}

export function waterLeak(fields: Partial<AlertSetting> = {}): AlertSetting {
  return {
    ...base,
    alertName: 'WaterLeakDetected',
    title: 'Water leak detected',
    category: 'State',
    telemetryType: 'None',
    severity: 'Urgent',
    ...fields,
  };
}

export function lowBattery(fields: Partial<AlertSetting> = {}): AlertSetting {
  return {
    ...base,
    alertName: 'LowBattery',
    title: 'Low battery',
    category: 'State',
    telemetryType: 'None',
    severity: 'Notice',
    ...fields,
  };
}

/** One of each kind, in no particular order. */
export const someSettings = (): AlertSetting[] => [
  lowBattery(),
  highVoc(),
  lowTemperature(),
  filterDue(),
  highHumidity(),
  waterLeak(),
];
