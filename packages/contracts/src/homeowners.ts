import { z } from 'zod';
import { HomeBrand } from './brand-profile';
import { CustomerLocationInput, DeviceRegistration } from './customers';
import {
  ConsentStatus,
  ConsumerAccountClassification,
  ConsumerUserRole,
  DeviceCategory,
  DeviceState,
  DeviceType,
  InvitedType,
  InviteStatus,
  PartnerDeviceServiceType,
  ProductFamily,
} from './enums';
import { connectionOf } from './paging';
import { Address, CountryCode } from './pro-accounts';

// The homeowner's side (spec 001 §7.8 consumer accounts, §7.11 /users/my). A consumer
// account is a household; its users have consumer roles (GUEST, MEMBER, ADMIN); its homes
// (consumer device locations) hold the devices partners registered and the homeowner took
// over, or that the homeowner added. Partners ask for services on those devices; the
// homeowner accepts or rejects them, one by one or in a batch.

const timestamp = z.iso.datetime({ offset: true });

/** GET /api/v1/users/my: the signed-in homeowner and the households they belong to. */
export const ConsumerUser = z
  .object({
    id: z.uuid().meta({ description: 'consumerUserId (the user id)' }),
    email: z.string(),
    emailVerified: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    locale: z.string(),
    countryCode: z.string().nullable(),
    consumerAccounts: z.array(
      z.object({ id: z.uuid(), name: z.string(), role: z.enum(ConsumerUserRole) }),
    ),
    createdAt: timestamp,
  })
  .meta({ id: 'ConsumerUser' });
export type ConsumerUser = z.infer<typeof ConsumerUser>;

/** PUT /api/v1/users/my: the homeowner's own fields. */
export const ConsumerUserUpdate = z
  .object({
    firstName: z.string().trim().min(1).max(80),
    lastName: z.string().trim().min(1).max(80),
    locale: z.string().trim().min(2).max(10),
    countryCode: CountryCode,
  })
  .partial()
  .meta({ id: 'ConsumerUserUpdate' });
export type ConsumerUserUpdate = z.infer<typeof ConsumerUserUpdate>;

/** A member of a household (GET /accounts/{consumerAccountId}/consumers). */
export const ConsumerMember = z
  .object({
    id: z.uuid().meta({ description: 'consumerUserId' }),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(ConsumerUserRole),
    joinedAt: timestamp,
  })
  .meta({ id: 'ConsumerMember' });
export const ConsumerMemberConnection = connectionOf(ConsumerMember).meta({
  id: 'ConsumerMemberConnection',
});

/** A home of a household (consumer device location). */
export const ConsumerLocation = z
  .object({
    id: z.uuid().meta({ description: 'consumerDeviceLocationId' }),
    consumerAccountId: z.uuid(),
    locationName: z.string(),
    address: Address,
    devicesCount: z.number().int(),
    pendingServicesCount: z
      .number()
      .int()
      .meta({ description: 'Partner service requests on its devices that wait for an answer' }),
    brand: HomeBrand.nullable().meta({
      description:
        'The partner brand the homeowner app shows for this home: the company whose Homeowner App Branding the household accepted on a device here, while its brand profile is ACTIVE; null otherwise',
    }),
    createdAt: timestamp,
  })
  .meta({ id: 'ConsumerLocation' });
export type ConsumerLocation = z.infer<typeof ConsumerLocation>;

/**
 * POST /accounts/{id}/locations and PUT .../locations/{consumerDeviceLocationId}: a home's name
 * and address, as a partner enters one.
 */
export const ConsumerLocationInput = CustomerLocationInput;
export type ConsumerLocationInput = z.infer<typeof ConsumerLocationInput>;

/** A household (GET /api/v1/accounts); v2 adds its homes. */
export const ConsumerAccount = z
  .object({
    id: z.uuid().meta({ description: 'consumerAccountId' }),
    name: z.string(),
    classification: z.enum(ConsumerAccountClassification),
    role: z.enum(ConsumerUserRole).meta({ description: "The caller's role in the household" }),
    createdAt: timestamp,
    locations: z
      .array(ConsumerLocation)
      .optional()
      .meta({ description: 'Always in v2, never in v1' }),
  })
  .meta({ id: 'ConsumerAccount' });
export type ConsumerAccount = z.infer<typeof ConsumerAccount>;
export const ConsumerAccountConnection = connectionOf(ConsumerAccount).meta({
  id: 'ConsumerAccountConnection',
});

/** POST /api/v1/accounts: a new household, the caller its ADMIN. */
export const ConsumerAccountCreate = z
  .object({
    name: z.string().trim().min(1).max(80),
    classification: z.enum(ConsumerAccountClassification).default('RESIDENTIAL'),
  })
  .meta({ id: 'ConsumerAccountCreate' });

/** A partner's service request on a homeowner's device, as the homeowner sees it. */
export const ConsumerDeviceService = z
  .object({
    id: z.uuid().meta({ description: 'partnerDeviceServiceId' }),
    deviceId: z.uuid(),
    serviceType: z.enum(PartnerDeviceServiceType),
    consentStatus: z.enum(ConsentStatus),
    requestedAt: timestamp,
    respondedAt: timestamp.nullable(),
    partner: z.object({ id: z.uuid(), name: z.string() }),
  })
  .meta({ id: 'ConsumerDeviceService' });
export type ConsumerDeviceService = z.infer<typeof ConsumerDeviceService>;

/** A device in a homeowner's home (consumerDeviceId is the device id). */
export const ConsumerDevice = z
  .object({
    id: z.uuid().meta({ description: 'consumerDeviceId (the device id)' }),
    consumerDeviceLocationId: z.uuid(),
    name: z.string().meta({ description: "The homeowner's name for it; the model name at first" }),
    macAddress: z.string(),
    serialNumber: z.string().nullable(),
    sku: z.string(),
    marketName: z.string(),
    deviceType: z.enum(DeviceType),
    deviceCategory: z.enum(DeviceCategory).nullable(),
    productFamily: z.enum(ProductFamily),
    state: z.enum(DeviceState),
    online: z.boolean(),
    lastSeenAt: timestamp.nullable(),
    installer: z
      .object({ id: z.uuid(), name: z.string() })
      .nullable()
      .meta({ description: 'The partner that registered it; null for one the homeowner added' }),
    services: z.array(ConsumerDeviceService),
  })
  .meta({ id: 'ConsumerDevice' });
export type ConsumerDevice = z.infer<typeof ConsumerDevice>;
export const ConsumerDeviceConnection = connectionOf(ConsumerDevice).meta({
  id: 'ConsumerDeviceConnection',
});

/**
 * POST .../locations/{id}/devices and .../devices/register: a device the homeowner adds by its
 * MAC address and SKU (register also carries the device-certificate header).
 */
export const ConsumerDeviceRegistration = DeviceRegistration.extend({
  name: z.string().trim().min(1).max(80).optional(),
}).meta({ id: 'ConsumerDeviceRegistration' });

/** PUT .../devices/{consumerDeviceId}: rename the device. */
export const ConsumerDeviceUpdate = z
  .object({ name: z.string().trim().min(1).max(80) })
  .meta({ id: 'ConsumerDeviceUpdate' });

/** PUT /accounts/{id}/services/accept and /reject: answer several requests at once. */
export const ConsumerServicesDecision = z
  .object({
    partnerDeviceServiceIds: z
      .array(z.uuid())
      .min(1, 'Choose at least one request.')
      .max(100, 'Answer at most 100 requests at once.'),
  })
  .meta({ id: 'ConsumerServicesDecision' });
export type ConsumerServicesDecision = z.infer<typeof ConsumerServicesDecision>;

/** POST /accounts/{id}/invites and POST /users/my/locations/{id}/invites: share a home. */
export const ConsumerInviteRequest = z
  .object({
    email: z.email().max(254),
    role: z.enum(ConsumerUserRole).default('MEMBER'),
  })
  .meta({ id: 'ConsumerInviteRequest' });
export type ConsumerInviteRequest = z.infer<typeof ConsumerInviteRequest>;

/** PUT /users/my/locations/{id}/invites: change the role of an open invite. */
export const ConsumerInviteUpdate = z
  .object({ inviteId: z.uuid(), role: z.enum(ConsumerUserRole) })
  .meta({ id: 'ConsumerInviteUpdate' });

/** An invite to join a household, as the household's admins see it. */
export const ConsumerInvite = z
  .object({
    id: z.uuid().meta({ description: 'inviteId' }),
    consumerAccountId: z.uuid(),
    consumerDeviceLocationId: z.uuid().nullable(),
    email: z.string(),
    role: z.enum(ConsumerUserRole),
    status: z.enum(InviteStatus),
    expiresAt: timestamp,
    sentAt: timestamp.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'ConsumerInvite' });
export type ConsumerInvite = z.infer<typeof ConsumerInvite>;

/**
 * GET /users/my/invites: what waits for the signed-in homeowner, addressed to their email: a
 * partner's invite to take a home over (ConsumerDevice) or a household's invite to join it
 * (ConsumerUser). Open ones only (PENDING and not expired).
 */
export const MyInvite = z
  .object({
    id: z.uuid().meta({ description: 'inviteId' }),
    invitedType: z.enum(InvitedType).exclude(['PartnerUser']),
    status: z.enum(InviteStatus),
    email: z.string(),
    expiresAt: timestamp,
    createdAt: timestamp,
    from: z
      .string()
      .meta({ description: "Who invites: the partner company's or the inviting person's name" }),
    locationName: z.string().nullable(),
    role: z
      .enum(ConsumerUserRole)
      .nullable()
      .meta({ description: 'The role offered (ConsumerUser invites); null for ConsumerDevice' }),
    devicesCount: z.number().int(),
  })
  .meta({ id: 'MyInvite' });
export type MyInvite = z.infer<typeof MyInvite>;
export const MyInviteConnection = connectionOf(MyInvite).meta({ id: 'MyInviteConnection' });

/**
 * PUT /users/my/deviceInvites/{inviteId}/accept: take the home over. The token from the mail
 * proves the mailbox (and verifies the email); without it the account's email must be
 * verified. The home joins the given household, else the caller's first one as ADMIN, else a
 * new one.
 */
export const DeviceInviteAcceptance = z
  .object({
    token: z.string().min(1).optional(),
    consumerAccountId: z.uuid().optional(),
  })
  .meta({ id: 'DeviceInviteAcceptance' });
export type DeviceInviteAcceptance = z.infer<typeof DeviceInviteAcceptance>;

/** What accepting a device invite answers: the home as the homeowner now has it. */
export const DeviceInviteAccepted = z
  .object({ consumerAccountId: z.uuid(), location: ConsumerLocation })
  .meta({ id: 'DeviceInviteAccepted' });

/**
 * GET /api/v1/public/deviceInvites/{token}: what the page behind the mail's link shows before
 * the homeowner signs in (not in the catalogue: the catalogue has no token lookup for device
 * invites, and the mail carries a token, not the invite id).
 */
export const PublicDeviceInvite = z
  .object({
    id: z.uuid().meta({ description: 'inviteId' }),
    email: z.string(),
    status: z.enum(InviteStatus),
    expiresAt: timestamp,
    expired: z.boolean(),
    partnerName: z.string(),
    locationName: z.string(),
    devicesCount: z.number().int(),
  })
  .meta({ id: 'PublicDeviceInvite' });
export type PublicDeviceInvite = z.infer<typeof PublicDeviceInvite>;

/** What the batch answers PUT /accounts/{id}/services/accept and /reject give back. */
export const ConsumerDeviceServiceList = z
  .object({ nodes: z.array(ConsumerDeviceService) })
  .meta({ id: 'ConsumerDeviceServiceList' });

/** GET /api/v1/core/locations/{consumerDeviceLocationId}: a home with its devices. */
export const ConsumerHomeDevices = z
  .object({ location: ConsumerLocation, devices: z.array(ConsumerDevice) })
  .meta({ id: 'ConsumerHomeDevices' });
export type ConsumerHomeDevices = z.infer<typeof ConsumerHomeDevices>;

/** GET /api/v1/core/locations/{consumerDeviceLocationId}/info: a home and its household. */
export const ConsumerLocationInfo = ConsumerLocation.extend({
  consumerAccountName: z.string().meta({ description: "The household's name" }),
}).meta({ id: 'ConsumerLocationInfo' });
export type ConsumerLocationInfo = z.infer<typeof ConsumerLocationInfo>;

/** GET /api/v1/core/locations/{id}?deviceCategories=Thermostat,Camera: only these categories. */
export const ConsumerHomeQuery = z.object({
  deviceCategories: z
    .string()
    .optional()
    .transform((list) =>
      list
        ?.split(',')
        .map((category) => category.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(DeviceCategory)).optional())
    .meta({ description: 'DeviceCategory values, comma separated; all devices when absent' }),
});
