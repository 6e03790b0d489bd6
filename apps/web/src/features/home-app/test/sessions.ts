import type { AuditEntry, ConsumerDevice, RemoteSession } from '@portal/contracts';

// What the server answers about remote sessions, for the tests that hand it to a screen.

export const HOUSEHOLD = '6f1c2b3a-0000-4000-8000-000000000021';
export const THERMOSTAT = '6f1c2b3a-0000-4000-8000-000000000031';
export const SESSION = '6f1c2b3a-0000-4000-8000-0000000000e1';
export const PARTNER = { id: '6f1c2b3a-0000-4000-8000-000000000051', name: 'Northwind HVAC' };

export const thermostat = (fields: Partial<ConsumerDevice> = {}): ConsumerDevice => ({
  id: THERMOSTAT,
  consumerDeviceLocationId: '6f1c2b3a-0000-4000-8000-000000000061',
  name: 'Living room thermostat',
  macAddress: '00:1A:2B:3C:4D:5E',
  serialNumber: null,
  sku: 'TH-100',
  marketName: 'Aeris T10 Thermostat',
  deviceType: 'WiFiThermostat',
  deviceCategory: 'Thermostat',
  productFamily: 'Thermostat',
  state: 'Normal',
  online: true,
  lastSeenAt: null,
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

/** A pending request for an hour, made now, lapsing in a day, unless told otherwise. */
export const sessionOf = (fields: Partial<RemoteSession> = {}): RemoteSession => ({
  partnerDeviceSessionId: SESSION,
  partnerAccountId: PARTNER.id,
  companyName: PARTNER.name,
  deviceId: THERMOSTAT,
  deviceName: 'Living room thermostat',
  deviceType: 'WiFiThermostat',
  deviceLocationId: '6f1c2b3a-0000-4000-8000-000000000061',
  deviceServiceId: '6f1c2b3a-0000-4000-8000-000000000041',
  customerId: null,
  customerName: 'Dana Lee',
  status: 'Pending',
  durationMinutes: 60,
  requestedAt: new Date().toISOString(),
  requestedBy: JANE,
  approvedAt: null,
  expiresAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
  activeUser: null,
  endedAt: null,
  endReason: null,
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

export const auditEntry = (n: number, fields: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `6f1c2b3a-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  at: `2030-03-${String(20 - n).padStart(2, '0')}T12:00:00.000Z`,
  event: 'SESSION_REQUESTED',
  detail: null,
  actor: null,
  actorCompany: null,
  partnerDeviceSessionId: null,
  changes: [],
  ...fields,
});
