import {
  type Customer,
  type Device,
  type DeviceControlState,
  type IsuComponent,
  type IsuTemplate,
  type RemoteSession,
  ScheduleDay,
  type SessionUser,
  type ThermostatSchedule,
} from '@portal/contracts';
import { deviceOf as anyDeviceOf, CUSTOMER, DEVICE, homeOf, serviceOf } from '@/test/devices';
import type { SentRequest } from '@/test/fetch';
import { remoteSessionOf } from '@/test/remote-sessions';
import { TEST_COMPANY_ID, testViewer } from '@/test/viewer';

export { connectionOf } from '@/test/connection';
export { CUSTOMER, DEVICE, HOME, SERVICE } from '@/test/devices';
export { SESSION } from '@/test/remote-sessions';

// Sessions, device answers and templates as the server answers them, for the feature's tests.

export const ACCOUNT = TEST_COMPANY_ID;
/** The signed-in technician of testViewer. */
export const VIEWER_ID = testViewer().id;
export const COLLEAGUE_ID = '6f1c2b3a-0000-4000-8000-000000000099';
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

/** A request the viewer made five minutes before NOW, lapsing a day after NOW. */
export const sessionOf = (fields: Partial<RemoteSession> = {}): RemoteSession =>
  remoteSessionOf({
    requestedAt: new Date(NOW.getTime() - 5 * 60_000).toISOString(),
    requestedBy: viewerUser,
    expiresAt: minutesFromNow(24 * 60),
    ...fields,
  });

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

export function scheduleOf(fields: Partial<ThermostatSchedule> = {}): ThermostatSchedule {
  return {
    scheduleType: 'Timed',
    scheduleSubtype: 'NA',
    status: 'On',
    days: ScheduleDay.map((day) => ({
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
export const deviceOf = (fields: Partial<Device> = {}): Device =>
  anyDeviceOf({
    services: [
      serviceOf({
        consentStatus: 'ACCEPTED',
        requestedAt: '2025-03-01T09:00:00.000Z',
        respondedAt: '2025-03-02T09:00:00.000Z',
      }),
    ],
    ...fields,
  });

/** The customer, whose one home (linked to the homeowner's household) holds `device`. */
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
    locations: [homeOf({ homeownerLinked: true, hasHousehold: true, devices: [device] })],
  };
}
