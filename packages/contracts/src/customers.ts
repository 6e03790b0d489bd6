import { z } from 'zod';
import { DeviceAlertSummary } from './alerts';
import { AuditChange } from './device-control';
import {
  ConsentStatus,
  DeviceCategory,
  DeviceClaimStatus,
  DeviceState,
  DeviceType,
  InviteStatus,
  LocationState,
  PartnerCustomerType,
  PartnerDeviceServiceType,
  ProductFamily,
} from './enums';
import { ConnectionArgs, connectionOf } from './paging';
import { Address, CountryCode, PhoneNumberText } from './pro-accounts';
import { DeviceReadings } from './telemetry';

const timestamp = z.iso.datetime({ offset: true });
const name = z.string().trim().min(1).max(80);

/**
 * A home of a customer as the partner enters it: a name ("Lake house") and its address. Its
 * OpenAPI name is not "CustomerLocationInput": the zod type provider names the request form
 * of CustomerLocation that way, and two schemas may not share a name.
 */
export const CustomerLocationInput = z
  .object({ locationName: z.string().trim().min(1).max(80), address: Address })
  .meta({ id: 'CustomerLocationFields' });
export type CustomerLocationInput = z.infer<typeof CustomerLocationInput>;

/** A customer's own fields; creating and updating differ only in what may be left out. */
const customerFields = {
  firstName: name,
  lastName: name,
  email: z.email().max(254),
  phoneNumber: PhoneNumberText,
  countryCode: CountryCode,
  customerType: z.enum(PartnerCustomerType),
};

/**
 * POST /api/v1/proAccounts/{partnerAccountId}/customers: a homeowner (or a business) the partner
 * serves. The phone is checked with the country's rules (spec 000 §5); the first home may come
 * along.
 */
export const CustomerCreate = z
  .object({
    ...customerFields,
    email: customerFields.email.optional(),
    phoneNumber: customerFields.phoneNumber.optional(),
    customerType: customerFields.customerType.default('Residential'),
    location: CustomerLocationInput.optional(),
  })
  .meta({ id: 'CustomerCreate' });
export type CustomerCreate = z.infer<typeof CustomerCreate>;

/** PUT .../customers/{partnerCustomerId}: any of the customer's own fields; null clears one. */
export const CustomerUpdate = z
  .object({
    ...customerFields,
    email: customerFields.email.nullable(),
    phoneNumber: customerFields.phoneNumber.nullable(),
  })
  .partial()
  .meta({ id: 'CustomerUpdate' });
export type CustomerUpdate = z.infer<typeof CustomerUpdate>;

/** A partner's service on a device and where the homeowner's consent stands (spec 001 §4). */
export const DeviceService = z
  .object({
    id: z.uuid().meta({ description: 'partnerDeviceServiceId' }),
    deviceId: z.uuid(),
    serviceType: z.enum(PartnerDeviceServiceType),
    consentStatus: z.enum(ConsentStatus),
    requestedAt: timestamp,
    respondedAt: timestamp.nullable(),
  })
  .meta({ id: 'DeviceService' });
export type DeviceService = z.infer<typeof DeviceService>;

/** A device registered at a customer's home, with what the catalogue says about its product. */
export const Device = z
  .object({
    id: z.uuid().meta({ description: 'deviceId' }),
    macAddress: z.string().meta({ description: 'Twelve upper-case hex digits, colon separated' }),
    serialNumber: z.string().nullable(),
    sku: z.string(),
    marketName: z.string(),
    deviceType: z.enum(DeviceType),
    deviceCategory: z.enum(DeviceCategory).nullable(),
    productFamily: z.enum(ProductFamily),
    state: z.enum(DeviceState),
    online: z.boolean(),
    lastSeenAt: timestamp.nullable(),
    claimStatus: z.enum(DeviceClaimStatus).nullable(),
    registeredAt: timestamp,
    services: z.array(DeviceService),
    readings: DeviceReadings.nullable().optional().meta({
      description:
        "The device's latest readings, on the customer account page (GET customers/{id} v1 and v2) when the homeowner accepted the company's Pro Alerts on it; null when not accepted",
    }),
    activeAlerts: z.array(DeviceAlertSummary).optional().meta({
      description: "The company's alerts on the device not yet dismissed, with the readings",
    }),
  })
  .meta({ id: 'Device' });
export type Device = z.infer<typeof Device>;

/** A customer's home (partner device location) with its devices. */
export const CustomerLocation = z
  .object({
    id: z.uuid().meta({ description: 'partnerDeviceLocationId' }),
    customerId: z.uuid(),
    locationName: z.string(),
    address: Address,
    state: z.enum(LocationState),
    homeownerLinked: z
      .boolean()
      .meta({ description: 'The homeowner has taken the home over in their own app account' }),
    hasHousehold: z.boolean().meta({
      description:
        'A household exists for the home: pre-registered (commissioned or not) or taken over. Pre-registering again is refused.',
    }),
    devices: z.array(Device),
    createdAt: timestamp,
  })
  .meta({ id: 'CustomerLocation' });
export type CustomerLocation = z.infer<typeof CustomerLocation>;

/** Where the homeowner stands: not asked, invited to take the home over, or linked. */
export const HomeownerStatus = ['NONE', 'INVITED', 'LINKED'] as const;

export const Customer = z
  .object({
    id: z.uuid().meta({ description: 'partnerCustomerId' }),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    countryCode: z.string(),
    customerType: z.enum(PartnerCustomerType),
    homeownerStatus: z.enum(HomeownerStatus),
    locationsCount: z.number().int(),
    devicesCount: z.number().int(),
    city: z
      .string()
      .nullable()
      .meta({ description: "The city of the customer's first home; null without a home" }),
    offlineDevicesCount: z
      .number()
      .int()
      .meta({ description: "The customer's devices that are not connected" }),
    pendingRequestsCount: z.number().int().meta({
      description:
        "The company's service requests on the customer's devices awaiting the homeowner",
    }),
    createdAt: timestamp,
    updatedAt: timestamp,
    locations: z
      .array(CustomerLocation)
      .optional()
      .meta({ description: 'With includeLocations=true (v1) and always in v2' }),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof Customer>;
export const CustomerConnection = connectionOf(Customer).meta({ id: 'CustomerConnection' });

/** The customer list's query: paging, a search over name, email and phone, and a sort. */
export const CustomerListQuery = ConnectionArgs.extend({
  orderBy: z.enum(['name', 'newest', 'oldest']).default('name'),
});

/** POST .../locations/{partnerDeviceLocationId}/devices/register: a device by its MAC address. */
export const DeviceRegistration = z
  .object({
    macAddress: z
      .string()
      .trim()
      .regex(/^([0-9A-Fa-f]{2}[:-]?){5}[0-9A-Fa-f]{2}$/, 'Enter the 12-digit MAC address.')
      .transform((mac) =>
        mac
          .replace(/[:-]/g, '')
          .toUpperCase()
          .replace(/(..)(?!$)/g, '$1:'),
      ),
    sku: z.string().trim().min(1),
    serialNumber: z.string().trim().max(64).optional(),
  })
  .meta({ id: 'DeviceRegistration' });

/** POST/PUT .../locations/{partnerDeviceLocationId}/services: ask the homeowner for a service. */
export const DeviceServiceRequest = z
  .object({
    deviceIds: z.array(z.uuid()).min(1, 'Choose at least one device.'),
    serviceType: z.enum(PartnerDeviceServiceType),
  })
  .meta({ id: 'DeviceServiceRequest' });

/** POST .../deviceInvites: invite the homeowner to take a home over in the homeowner app. */
export const DeviceInviteRequest = z
  .object({ partnerDeviceLocationId: z.uuid(), email: z.email().max(254) })
  .meta({ id: 'DeviceInviteRequest' });

/** One line of a device's history (GET .../devices/{deviceId}/history). */
export const DeviceHistoryEntry = z
  .object({
    id: z.uuid(),
    at: timestamp,
    event: z.string().meta({ description: 'e.g. REGISTERED, SERVICE_REQUESTED, SERVICE_ACCEPTED' }),
    detail: z.string().nullable(),
    actor: z.string().nullable(),
    /** The company the actor worked for; null for the homeowner and the system. */
    actorCompany: z.string().nullable(),
    /** The remote session the line belongs to (issue 17), if any. */
    partnerDeviceSessionId: z.uuid().nullable(),
    /** Each field a change in a session touched, with its value before and after. */
    changes: z.array(AuditChange),
  })
  .meta({ id: 'DeviceHistoryEntry' });
export const DeviceHistoryConnection = connectionOf(DeviceHistoryEntry).meta({
  id: 'DeviceHistoryConnection',
});

/** The claimed and pre-registered device lists (GET .../devices/claimed, .../preRegistered). */
export const DeviceConnection = connectionOf(Device).meta({ id: 'DeviceConnection' });

/** A homeowner's invite to take a home over, as POST and PUT .../deviceInvites answer it. */
export const DeviceInvite = z
  .object({
    id: z.uuid().meta({ description: 'inviteId' }),
    partnerDeviceLocationId: z.uuid(),
    email: z.string(),
    status: z.enum(InviteStatus),
    expiresAt: timestamp,
    sentAt: timestamp.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'DeviceInvite' });
export type DeviceInvite = z.infer<typeof DeviceInvite>;

/** A device at one of the company's homes, with the home and the customer it belongs to. */
export const LocatedDevice = Device.extend({
  partnerDeviceLocationId: z.uuid(),
  locationName: z.string(),
  customer: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
}).meta({ id: 'LocatedDevice' });
export type LocatedDevice = z.infer<typeof LocatedDevice>;

/** GET .../locations/unregisteredDevices: devices at homes no homeowner has taken over yet. */
export const LocatedDeviceConnection = connectionOf(LocatedDevice).meta({
  id: 'LocatedDeviceConnection',
});

/**
 * POST .../consumerAccount: pre-register a household for a customer's home before the
 * homeowner has an account (spec 001 §4: pre-register, then commission). The home and its
 * devices stay InPreRegistration, and services cannot be requested, until it is commissioned.
 */
export const PreRegistrationRequest = z
  .object({ partnerCustomerId: z.uuid(), partnerDeviceLocationId: z.uuid() })
  .meta({ id: 'PreRegistrationRequest' });

/** PUT .../commissionAccount: hand a pre-registered home to its homeowner by a mailed invite. */
export const CommissionRequest = z
  .object({
    partnerDeviceLocationId: z.uuid(),
    email: z
      .email()
      .max(254)
      .optional()
      .meta({ description: "The homeowner's email; the customer's email when left out" }),
  })
  .meta({ id: 'CommissionRequest' });

/** A home's pre-registration: the household made for it and where it stands. */
export const PreRegistration = z
  .object({
    partnerDeviceLocationId: z.uuid(),
    consumerAccountId: z.uuid(),
    consumerDeviceLocationId: z.uuid(),
    state: z.enum(LocationState),
    invite: DeviceInvite.nullable().meta({
      description: 'The homeowner invite, once commissioned',
    }),
  })
  .meta({ id: 'PreRegistration' });
export type PreRegistration = z.infer<typeof PreRegistration>;

/** GET .../customers/{partnerCustomerId}/preRegistrationData: what commissioning needs. */
export const PreRegistrationData = z
  .object({
    customer: z.object({
      id: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string().nullable(),
      phoneNumber: z.string().nullable(),
    }),
    locations: z.array(
      CustomerLocation.extend({
        consumerAccountId: z
          .uuid()
          .nullable()
          .meta({ description: 'The household pre-registered (or taken over) for the home' }),
      }),
    ),
  })
  .meta({ id: 'PreRegistrationData' });
export type PreRegistrationData = z.infer<typeof PreRegistrationData>;

/**
 * POST /api/v1/proAccounts/deviceHandoff: hand a home with its devices (and a copy of the
 * customer) over to another active partner company, e.g. when the customer changes installer.
 * The caller must be an owner or admin of the giving company.
 */
export const DeviceHandoffRequest = z
  .object({
    partnerAccountId: z.uuid().meta({ description: 'The giving company' }),
    partnerDeviceLocationId: z.uuid(),
    targetPartnerAccountId: z.uuid(),
  })
  .meta({ id: 'DeviceHandoffRequest' });
export type DeviceHandoffRequest = z.infer<typeof DeviceHandoffRequest>;

/** POST /api/v1/companies/{partnerAccountId}/deviceHandoff: the giving company is the path's. */
export const CompanyDeviceHandoffRequest = DeviceHandoffRequest.omit({
  partnerAccountId: true,
}).meta({ id: 'CompanyDeviceHandoffRequest' });

export const DeviceHandoffResult = z
  .object({
    targetPartnerAccountId: z.uuid(),
    partnerCustomerId: z.uuid().meta({ description: "The customer's id at the receiving company" }),
    partnerDeviceLocationId: z.uuid(),
    deviceIds: z.array(z.uuid()),
  })
  .meta({ id: 'DeviceHandoffResult' });
export type DeviceHandoffResult = z.infer<typeof DeviceHandoffResult>;

/**
 * Remote access response (spec 000 §3): how the homeowner answered a remote-access request.
 * PUT .../consentDetails answers the latest one for each device asked about.
 */
export const RemoteAccessResponse = z
  .object({
    id: z.uuid().meta({ description: 'partnerDeviceServiceId' }),
    consentStatus: z.enum(ConsentStatus),
    respondedAt: timestamp.nullable(),
    deviceId: z.uuid(),
    partnerCustomer: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
  })
  .meta({ id: 'RemoteAccessResponse' });
export type RemoteAccessResponse = z.infer<typeof RemoteAccessResponse>;

export const ConsentDetailsRequest = z
  .object({ deviceIds: z.array(z.uuid()).min(1).max(100) })
  .meta({ id: 'ConsentDetailsRequest' });
export const ConsentDetails = z
  .object({ nodes: z.array(RemoteAccessResponse) })
  .meta({ id: 'ConsentDetails' });

// The core device calls (spec 001 §7.4): a device seen by the partner company holding it or by
// the household whose home holds it, whoever asks.

/** A MAC address in any of the usual notations, answered as AA:BB:CC:DD:EE:FF. */
export const MacAddress = DeviceRegistration.shape.macAddress;

/** GET /api/v1/core/devices: the devices the caller may see, optionally the one with a MAC. */
export const CoreDeviceListQuery = ConnectionArgs.omit({ filterBy: true, orderBy: true }).extend({
  macAddress: MacAddress.optional(),
  skipCache: z
    .stringbool()
    .optional()
    .meta({ description: 'Accepted for compatibility; there is no cache, so it has no effect' }),
});

/** POST /api/v1/core/devices: may these MAC addresses be registered? */
export const DeviceAvailabilityRequest = z
  .object({ macAddresses: z.array(MacAddress).min(1).max(100) })
  .meta({ id: 'DeviceAvailabilityRequest' });

/** One answer per MAC asked about, in the order asked; it never names who holds a device. */
export const DeviceAvailability = z
  .object({
    nodes: z.array(
      z.object({
        macAddress: z.string(),
        registered: z.boolean(),
        registeredByCaller: z
          .boolean()
          .meta({ description: "Registered by the caller's company or in the caller's household" }),
      }),
    ),
  })
  .meta({ id: 'DeviceAvailability' });
export type DeviceAvailability = z.infer<typeof DeviceAvailability>;

/** PUT /api/v1/core/devices/{deviceId}: a device's serial number or state. */
export const DeviceUpdate = z
  .object({
    serialNumber: z.string().trim().max(64).nullable(),
    state: z.enum(DeviceState).exclude(['InPreRegistration'], {
      error: 'A device enters InPreRegistration only through pre-registration.',
    }),
  })
  .partial()
  .meta({ id: 'DeviceUpdate' });
export type DeviceUpdate = z.infer<typeof DeviceUpdate>;

/** GET /api/v1/core/devices/{macAddress}/info: what the device is and whether it is online. */
export const DeviceInfo = Device.pick({
  macAddress: true,
  sku: true,
  marketName: true,
  deviceType: true,
  deviceCategory: true,
  productFamily: true,
  online: true,
  lastSeenAt: true,
}).meta({ id: 'DeviceInfo' });
export type DeviceInfo = z.infer<typeof DeviceInfo>;

/** GET .../{macAddress}/userInfo: the household at the device and who administers it. */
export const DeviceUserInfo = z
  .object({
    name: z.string().meta({ description: "The household's name" }),
    admins: z.array(z.object({ firstName: z.string(), lastName: z.string(), email: z.string() })),
  })
  .meta({ id: 'DeviceUserInfo' });
export type DeviceUserInfo = z.infer<typeof DeviceUserInfo>;
