import type { ConsumerDevice, RemoteSession } from '@portal/contracts';
import { thermostatProduct } from '@/test/devices';
import { remoteSessionOf } from '@/test/remote-sessions';

// What the server answers the homeowner about devices and remote sessions, for the tests that
// hand it to a screen.

export const HOUSEHOLD = '6f1c2b3a-0000-4000-8000-000000000021';
export const THERMOSTAT = '6f1c2b3a-0000-4000-8000-000000000031';
export const SESSION = '6f1c2b3a-0000-4000-8000-0000000000e1';
export const PARTNER = { id: '6f1c2b3a-0000-4000-8000-000000000051', name: 'Northwind HVAC' };
const HOME = '6f1c2b3a-0000-4000-8000-000000000061';

/** The household's thermostat, which the partner installed, with no requests unless told. */
export const thermostat = (fields: Partial<ConsumerDevice> = {}): ConsumerDevice => ({
  id: THERMOSTAT,
  consumerDeviceLocationId: HOME,
  name: 'Living room thermostat',
  ...thermostatProduct,
  installer: PARTNER,
  services: [],
  ...fields,
});

export const JANE = {
  id: '6f1c2b3a-0000-4000-8000-0000000000f1',
  firstName: 'Jane',
  lastName: 'Smith',
  role: 'TECHNICIAN' as const,
};

/** The partner's pending request on the thermostat, as src/test/remote-sessions.ts makes it. */
export const sessionOf = (fields: Partial<RemoteSession> = {}): RemoteSession =>
  remoteSessionOf({
    partnerDeviceSessionId: SESSION,
    partnerAccountId: PARTNER.id,
    companyName: PARTNER.name,
    deviceId: THERMOSTAT,
    deviceName: 'Living room thermostat',
    deviceLocationId: HOME,
    deviceServiceId: '6f1c2b3a-0000-4000-8000-000000000041',
    customerId: null,
    customerName: 'Dana Lee',
    requestedBy: JANE,
    ...fields,
  });

/** The same session once approved, `minutesLeft` before its end. */
export const approvedSession = (
  minutesLeft: number,
  fields: Partial<RemoteSession> = {},
): RemoteSession =>
  sessionOf({
    status: 'Active',
    approvedAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + minutesLeft * 60_000).toISOString(),
    ...fields,
  });
