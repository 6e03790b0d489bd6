import type { AuditEntry, CustomerLocation, Device, DeviceService } from '@portal/contracts';

// A customer's home and its devices as the server answers them, for every feature that shows
// devices: the partner's customer pages, the remote session panel and the homeowner app.

export const CUSTOMER = '6f1c2b3a-0000-4000-8000-000000000003';
export const HOME = '6f1c2b3a-0000-4000-8000-000000000005';
export const DEVICE = '6f1c2b3a-0000-4000-8000-000000000006';
export const SERVICE = '6f1c2b3a-0000-4000-8000-000000000007';
export const MAC = '00:1A:2B:3C:4D:5E';

type ProductFacts = Pick<
  Device,
  | 'macAddress'
  | 'serialNumber'
  | 'sku'
  | 'marketName'
  | 'deviceType'
  | 'deviceCategory'
  | 'productFamily'
  | 'state'
  | 'online'
  | 'lastSeenAt'
>;

/**
 * What the partner's and the homeowner's device calls alike say of a device's product and how it
 * is: a Wi-Fi thermostat, online.
 */
export const thermostatProduct: ProductFacts = {
  macAddress: MAC,
  serialNumber: null,
  sku: 'T10-PRO',
  marketName: 'T10 Pro',
  deviceType: 'WiFiThermostat',
  deviceCategory: 'Thermostat',
  productFamily: 'Thermostat',
  state: 'Normal',
  online: true,
  lastSeenAt: null,
};

/** A company's service on the device, waiting for the homeowner's answer unless told. */
export function serviceOf(fields: Partial<DeviceService> = {}): DeviceService {
  return {
    id: SERVICE,
    deviceId: DEVICE,
    serviceType: 'RemoteAccess',
    consentStatus: 'PENDING',
    requestedAt: '2025-03-07T14:05:00.000Z',
    respondedAt: null,
    ...fields,
  };
}

/** The customer's device as the customer call answers it: the thermostat, no services asked. */
export function deviceOf(fields: Partial<Device> = {}): Device {
  return {
    id: DEVICE,
    ...thermostatProduct,
    claimStatus: null,
    registeredAt: '2025-03-01T09:00:00.000Z',
    services: [],
    ...fields,
  };
}

/** The customer's home with the thermostat, not linked to a homeowner yet unless told. */
export function homeOf(fields: Partial<CustomerLocation> = {}): CustomerLocation {
  return {
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
    homeownerLinked: false,
    hasHousehold: false,
    devices: [deviceOf()],
    createdAt: '2025-03-01T09:00:00.000Z',
    ...fields,
  };
}

/**
 * The nth line of a device's history, newest first (a larger n is a day older), as both the
 * partner's device history and the homeowner's audit trail answer it.
 */
export function historyEntryOf(n: number, fields: Partial<AuditEntry> = {}): AuditEntry {
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    id: `6f1c2b3a-0000-4000-8000-0000000001${pad(n)}`,
    at: `2025-03-${pad(20 - n)}T12:00:00.000Z`,
    event: 'SESSION_REQUESTED',
    detail: null,
    actor: null,
    actorCompany: null,
    partnerDeviceSessionId: null,
    changes: [],
    ...fields,
  };
}
