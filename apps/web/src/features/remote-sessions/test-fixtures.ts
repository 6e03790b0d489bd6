import type {
  Customer,
  Device,
  DeviceControlState,
  IsuComponent,
  IsuTemplate,
  RemoteSession,
  SessionUser,
  ThermostatSchedule,
} from '@portal/contracts';
import type { SentRequest } from '@/test/fetch';
import { TEST_COMPANY_ID, testViewer } from '@/test/viewer';

// Sessions, device answers and templates as the server answers them, for the feature's tests.

export const ACCOUNT = TEST_COMPANY_ID;
/** The signed-in technician of testViewer. */
export const VIEWER_ID = testViewer().id;
export const COLLEAGUE_ID = '6f1c2b3a-0000-4000-8000-000000000099';
export const CUSTOMER = '6f1c2b3a-0000-4000-8000-000000000003';
export const HOME = '6f1c2b3a-0000-4000-8000-000000000005';
export const DEVICE = '6f1c2b3a-0000-4000-8000-000000000006';
export const SERVICE = '6f1c2b3a-0000-4000-8000-000000000007';
export const SESSION = '6f1c2b3a-0000-4000-8000-000000000010';
export const TEMPLATE = '6f1c2b3a-0000-4000-8000-000000000020';

/** 07 March 2025, 14:05 local time: the tests' "now". */
export const NOW = new Date(2025, 2, 7, 14, 5, 0);
export const minutesFromNow = (minutes: number) =>
  new Date(NOW.getTime() + minutes * 60_000).toISOString();

export const viewerUser: SessionUser = {
  id: VIEWER_ID,
  firstName: 'Ada',
  lastName: 'Pro',
  role: 'TECHNICIAN',
};
export const colleague: SessionUser = {
  id: COLLEAGUE_ID,
  firstName: 'Sam',
  lastName: 'Field',
  role: 'OWNER',
};

export function sessionOf(fields: Partial<RemoteSession> = {}): RemoteSession {
  return {
    partnerDeviceSessionId: SESSION,
    partnerAccountId: ACCOUNT,
    companyName: 'Northwind HVAC',
    deviceId: DEVICE,
    deviceName: 'Hallway thermostat',
    deviceType: 'WiFiThermostat',
    deviceLocationId: HOME,
    deviceServiceId: SERVICE,
    customerId: CUSTOMER,
    customerName: 'Jane Doe',
    status: 'Pending',
    durationMinutes: 60,
    requestedAt: new Date(NOW.getTime() - 5 * 60_000).toISOString(),
    requestedBy: viewerUser,
    approvedAt: null,
    expiresAt: minutesFromNow(24 * 60),
    activeUser: null,
    endedAt: null,
    endReason: null,
    ...fields,
  };
}

/** Approved: its hour runs from now. */
export const approvedSession = (fields: Partial<RemoteSession> = {}) =>
  sessionOf({
    status: 'Active',
    approvedAt: NOW.toISOString(),
    expiresAt: minutesFromNow(60),
    ...fields,
  });

/** In progress, the viewer working in it. */
export const sessionInProgress = (fields: Partial<RemoteSession> = {}) =>
  approvedSession({ status: 'InProgress', activeUser: viewerUser, ...fields });

export const connectionOf = <T>(nodes: T[]) => ({
  nodes,
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  totalCount: nodes.length,
});

export function stateOf(fields: Partial<DeviceControlState> = {}): DeviceControlState {
  return {
    deviceId: DEVICE,
    readAt: NOW.toISOString(),
    temperature: 71.5,
    humidity: 45,
    heatSetpoint: 68,
    coolSetpoint: 76,
    mode: 'Heat',
    fan: 'Auto',
    equipment: 'Idle',
    scheduleStatus: 'On',
    leak: null,
    ...fields,
  };
}

const week = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export function scheduleOf(fields: Partial<ThermostatSchedule> = {}): ThermostatSchedule {
  return {
    scheduleType: 'Timed',
    scheduleSubtype: 'NA',
    status: 'On',
    days: week.map((day) => ({
      day,
      periods: [
        { periodType: 'Wake', startTime: '06:00', heatSetpoint: 70, coolSetpoint: 76 },
        { periodType: 'Sleep', startTime: '22:00', heatSetpoint: 64, coolSetpoint: 78 },
      ],
    })),
    home: { heatSetpoint: 70, coolSetpoint: 76 },
    away: { heatSetpoint: 62, coolSetpoint: 82 },
    sleep: { startTime: '22:00', endTime: '06:00', heatSetpoint: 64, coolSetpoint: 78 },
    ...fields,
  };
}

export const isuComponents: IsuComponent[] = [
  {
    id: 'systemType',
    type: 'SingleSelect',
    label: 'System type',
    options: [
      { value: 'ConventionalForcedAir', label: 'Conventional forced air' },
      { value: 'HeatPump', label: 'Heat pump' },
    ],
    min: null,
    max: null,
    maxLength: null,
    unit: null,
    value: 'ConventionalForcedAir',
  },
  {
    id: 'heatStages',
    type: 'Number',
    label: 'Heat stages',
    options: [],
    min: 0,
    max: 3,
    maxLength: null,
    unit: null,
    value: 1,
  },
  {
    id: 'accessories',
    type: 'MultiSelect',
    label: 'Accessories',
    options: [
      { value: 'Humidifier', label: 'Humidifier' },
      { value: 'Ventilator', label: 'Ventilator' },
    ],
    min: null,
    max: null,
    maxLength: null,
    unit: null,
    value: [],
  },
  {
    id: 'installerNote',
    type: 'String',
    label: 'Installer note',
    options: [],
    min: null,
    max: null,
    maxLength: 200,
    unit: null,
    value: '',
  },
];

export function templateOf(fields: Partial<IsuTemplate> = {}): IsuTemplate {
  return {
    id: TEMPLATE,
    name: 'Heat pump, two stages',
    description: 'Our usual heat pump install',
    values: { systemType: 'HeatPump', heatStages: 2 },
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-02T09:00:00.000Z',
    ...fields,
  };
}

/** The requests that change something (the screens' reads left out). */
export const writes = (sent: readonly SentRequest[]) =>
  sent.filter(({ method, path }) => method !== 'GET' && !path.endsWith('/read'));

/** The customer's device, as the customer call answers it; remote access accepted unless told. */
export function deviceOf(fields: Partial<Device> = {}): Device {
  return {
    id: DEVICE,
    macAddress: '00:1A:2B:3C:4D:5E',
    serialNumber: null,
    sku: 'T10-PRO',
    marketName: 'T10 Pro',
    deviceType: 'WiFiThermostat',
    deviceCategory: 'Thermostat',
    productFamily: 'Thermostat',
    state: 'Normal',
    online: true,
    lastSeenAt: null,
    claimStatus: null,
    registeredAt: '2025-03-01T09:00:00.000Z',
    services: [
      {
        id: SERVICE,
        deviceId: DEVICE,
        serviceType: 'RemoteAccess',
        consentStatus: 'ACCEPTED',
        requestedAt: '2025-03-01T09:00:00.000Z',
        respondedAt: '2025-03-02T09:00:00.000Z',
      },
    ],
    ...fields,
  };
}

export function customerOf(device: Device = deviceOf()): Customer {
  return {
    id: CUSTOMER,
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane@example.com',
    phoneNumber: null,
    countryCode: 'US',
    customerType: 'Residential',
    homeownerStatus: 'LINKED',
    locationsCount: 1,
    devicesCount: 1,
    city: 'Boise',
    offlineDevicesCount: 0,
    pendingRequestsCount: 0,
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T09:00:00.000Z',
    locations: [
      {
        id: HOME,
        customerId: CUSTOMER,
        locationName: 'Lake house',
        address: {
          address1: '1 Shore Road',
          city: 'Boise',
          state: 'ID',
          zip: '83702',
          country: 'US',
        },
        state: 'Normal',
        homeownerLinked: true,
        hasHousehold: true,
        devices: [device],
        createdAt: '2025-03-01T09:00:00.000Z',
      },
    ],
  };
}
