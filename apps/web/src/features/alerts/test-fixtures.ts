import type { DeviceAlert, DeviceAlertInfo, DeviceReadings } from '@portal/contracts';
import type { SentRequest } from '@/test/fetch';

// Alerts as the API answers them, and the requests a screen sent to one of the company's calls.

export const ACCOUNT = '6f1c2b3a-0000-4000-8000-000000000002';
export const ALERT = '6f1c2b3a-0000-4000-8000-0000000000a1';
export const OTHER_ALERT = '6f1c2b3a-0000-4000-8000-0000000000a2';
export const CUSTOMER = '6f1c2b3a-0000-4000-8000-000000000003';
export const DEVICE = '6f1c2b3a-0000-4000-8000-000000000006';

export function alertOf(fields: Partial<DeviceAlert> = {}): DeviceAlert {
  return {
    id: ALERT,
    alertName: 'HighIndoorTemperature',
    title: 'High indoor temperature',
    category: 'Temperature',
    telemetryType: 'Temperature',
    severity: 'Warning',
    status: 'Active',
    value: 86.4,
    lastValue: 88,
    threshold: 85,
    openedAt: '2025-03-07T14:05:00.000Z',
    updatedAt: '2025-03-07T15:35:00.000Z',
    clearedAt: null,
    dismissedAt: null,
    dismissedBy: null,
    snoozedUntil: null,
    repeatCount: 6,
    device: {
      id: DEVICE,
      name: 'Hall thermostat',
      deviceType: 'WiFiThermostat',
      macAddress: 'A4:E1:00:00:00:06',
    },
    location: { id: '6f1c2b3a-0000-4000-8000-000000000005', locationName: 'Lake house' },
    customer: { id: CUSTOMER, firstName: 'Olivia', lastName: 'Anderson' },
    ...fields,
  };
}

export function readingsOf(fields: Partial<DeviceReadings> = {}): DeviceReadings {
  return {
    readingAt: '2025-03-07T15:35:00.000Z',
    online: true,
    temperature: 88,
    humidity: 41,
    vocs: null,
    co2: null,
    heatSetpoint: 68,
    coolSetpoint: 76,
    mode: 'Cool',
    equipment: 'Cooling',
    fan: 'Auto',
    leak: null,
    smoke: null,
    co: null,
    batteryPercent: null,
    batteryLevel: null,
    signalStrength: 'Good',
    ...fields,
  };
}

export function infoOf(alert: DeviceAlert = alertOf(), readings = readingsOf()): DeviceAlertInfo {
  return {
    alert,
    description: 'The temperature at the thermostat stays above the threshold.',
    recommendedAction: 'Call the homeowner to check that the system is cooling.',
    observedTime: 'PT30M',
    history: [
      {
        id: '6f1c2b3a-0000-4000-8000-0000000000e1',
        type: 'Opened',
        at: '2025-03-07T14:05:00.000Z',
        severity: 'Warning',
        value: 86.4,
        actor: null,
        detail: null,
      },
      {
        id: '6f1c2b3a-0000-4000-8000-0000000000e2',
        type: 'Mailed',
        at: '2025-03-07T14:06:00.000Z',
        severity: null,
        value: null,
        actor: null,
        detail: 'owner@northwind-hvac.example',
      },
    ],
    readings,
  };
}

/** The requests sent to one of the company's calls, e.g. `/alerts`, with their address read. */
export function requestsTo(sent: readonly SentRequest[], path: string) {
  return sent
    .map((request) => ({ ...request, url: new URL(request.path, 'http://portal.test') }))
    .filter(({ url }) => url.pathname === `/api/v1/proAccounts/${ACCOUNT}${path}`);
}
