import { type RemoteSession, SESSION_REQUEST_HOURS } from '@portal/contracts';
import { CUSTOMER, DEVICE, HOME, SERVICE } from './devices';
import { TEST_COMPANY_ID, testViewer } from './viewer';

// Remote sessions as the server answers them, to the technician (remote-sessions) and to the
// homeowner (home-app): each feature's tests give it their own people and times.

export const SESSION = '6f1c2b3a-0000-4000-8000-000000000010';

/**
 * A pending request on the customer's thermostat, for an hour, made now by the signed-in
 * technician of testViewer and lapsing when a request lapses, unless told otherwise.
 */
export function remoteSessionOf(fields: Partial<RemoteSession> = {}): RemoteSession {
  const now = Date.now();
  return {
    partnerDeviceSessionId: SESSION,
    partnerAccountId: TEST_COMPANY_ID,
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
    requestedAt: new Date(now).toISOString(),
    requestedBy: { id: testViewer().id, firstName: 'Ada', lastName: 'Pro', role: 'TECHNICIAN' },
    approvedAt: null,
    expiresAt: new Date(now + SESSION_REQUEST_HOURS * 3_600_000).toISOString(),
    activeUser: null,
    endedAt: null,
    endReason: null,
    ...fields,
  };
}
