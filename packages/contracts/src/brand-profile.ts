import { z } from 'zod';
import { ActiveStatus } from './enums';
import { ProgramEnrollment } from './pro-accounts';
import { ServiceApplication } from './service-applications';

// Homeowner App Branding (spec 000 §3 Brand profile and Branding tile, §4, §5; spec 001 §7.4 and
// §7.10 tokens/imagekit, §7.9 brandProfile and insights, §7.14 companies brandProfile): the
// company's logo and contact details, shown in the homeowner app of every home whose household
// accepted the company's BrandingPartnerDeviceService.

const timestamp = z.iso.datetime({ offset: true });

/** Ours: the largest logo accepted, in bytes (1 MiB: a logo is shown at most 240 px wide). */
export const LOGO_MAX_BYTES = 1024 * 1024;
/** The logo formats accepted; an SVG is sanitised before it is stored. */
export const LOGO_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/svg+xml',
  'image/webp',
] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];
/** How long the parameters of a tokens/imagekit answer may be used, in seconds (once). */
export const UPLOAD_TOKEN_TTL_SECONDS = 10 * 60;
/** Where stored logos are served (GET, public, cached): `${LOGO_PATH}/{fileId}`. */
export const LOGO_PATH = '/api/v1/files/logos';
/** Where a logo is uploaded (POST, multipart) with the parameters of tokens/imagekit. */
export const LOGO_UPLOAD_PATH = '/api/v1/files/upload';
export const BUSINESS_EMAIL_MAX_LENGTH = 254;
export const WEBSITE_URL_MAX_LENGTH = 500;

/**
 * GET core/tokens/imagekit and proUsers/my/tokens/imagekit: single-use parameters for one logo
 * upload, as an image CDN's client-side upload takes them. expire is in Unix seconds; signature
 * is HMAC-SHA256 over token + expire, hex.
 */
export const ImageUploadToken = z
  .object({
    token: z.uuid(),
    expire: z.number().int(),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
    uploadUrl: z.string().meta({ description: `Where to POST the file: ${LOGO_UPLOAD_PATH}` }),
  })
  .meta({ id: 'ImageUploadToken' });
export type ImageUploadToken = z.infer<typeof ImageUploadToken>;

/** POST files/upload: the stored logo; put url into the brand profile's logo. */
export const UploadedLogo = z
  .object({
    fileId: z.string(),
    name: z.string().meta({ description: 'The file name sent, as a download would offer it' }),
    url: z.string().meta({ description: `${LOGO_PATH}/{fileId}` }),
    size: z.number().int(),
    fileType: z.enum(LOGO_CONTENT_TYPES),
  })
  .meta({ id: 'UploadedLogo' });
export type UploadedLogo = z.infer<typeof UploadedLogo>;

/**
 * A company's brand profile (spec 000 §3). status is ACTIVE when the profile exists and the
 * company's Homeowner App Branding enrollment is ACTIVE: only then do homeowners see it. Before
 * the company creates one, GET answers id NOT_CREATED_ID (alert-profile.ts) with null fields.
 */
export const BrandProfile = z
  .object({
    id: z.uuid(),
    status: z.enum(ActiveStatus),
    businessName: z.string().meta({ description: "The company's name, as homeowners see it" }),
    businessEmail: z.string().nullable(),
    customerServiceNumber: z.string().nullable().meta({ description: 'E.164' }),
    logo: z
      .string()
      .nullable()
      .meta({ description: `URL of the logo: ${LOGO_PATH}/{fileId}` }),
    websiteUrl: z.string().nullable(),
    applyToExistingInstalls: z.boolean(),
    productGroupIds: z
      .array(z.uuid())
      .meta({ description: 'Homeowner App Branding product groups; empty for all devices' }),
    eligibleLocationsCount: z
      .number()
      .int()
      .meta({ description: 'Homes with a device of the chosen groups' }),
    application: ServiceApplication.nullable().meta({
      description: 'The apply-to-existing-customers run, once there is one',
    }),
    updatedAt: timestamp.nullable(),
  })
  .meta({ id: 'BrandProfile' });
export type BrandProfile = z.infer<typeof BrandProfile>;

const businessEmail = z.email().max(BUSINESS_EMAIL_MAX_LENGTH);
/** Checked again on the server with libphonenumber-js against the company's country. */
const customerServiceNumber = z.string().trim().min(1).max(32);
const logo = z
  .string()
  .max(300)
  .nullable()
  .meta({
    description: `A url answered by POST ${LOGO_UPLOAD_PATH} for this company, or null for none`,
  });
const websiteUrl = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain })
  .max(WEBSITE_URL_MAX_LENGTH)
  .nullable()
  .meta({ description: 'An https address, or null for none' });
const productGroupIds = z.array(z.uuid()).max(50);
const applyToExistingInstalls = z.boolean().meta({
  description:
    'Ask every eligible home for Homeowner App Branding in the background. Once true it cannot be turned off (spec 000 §4).',
});

/** POST brandProfile. */
export const BrandProfileInput = z
  .object({
    businessEmail,
    customerServiceNumber,
    logo: logo.default(null),
    websiteUrl: websiteUrl.default(null),
    applyToExistingInstalls: applyToExistingInstalls.default(false),
    productGroupIds: productGroupIds.default([]),
  })
  .meta({ id: 'BrandProfileWrite' });
export type BrandProfileInput = z.input<typeof BrandProfileInput>;

/**
 * PUT brandProfile: a field left out keeps its stored value (spec 000 §5: the service-settings
 * page changes only applyToExistingInstalls and productGroupIds); null clears logo or websiteUrl.
 */
export const BrandProfileChange = z
  .object({
    businessEmail,
    customerServiceNumber,
    logo,
    websiteUrl,
    applyToExistingInstalls,
    productGroupIds,
  })
  .partial()
  .meta({ id: 'BrandProfileChange' });
export type BrandProfileChange = z.infer<typeof BrandProfileChange>;

/** The brand as the homeowner app shows it on a home (ConsumerLocation.brand). */
export const HomeBrand = z
  .object({
    partnerAccountId: z.uuid(),
    businessName: z.string(),
    logo: z.string().nullable(),
    customerServiceNumber: z.string(),
    businessEmail: z.string(),
    websiteUrl: z.string().nullable(),
  })
  .meta({ id: 'HomeBrand' });
export type HomeBrand = z.infer<typeof HomeBrand>;

/**
 * GET proAccounts/{id}/brandingTile (spec 000 §3): the home page's tile, in the viewer's shape,
 * partnerUsers[0].partnerAccount with its brand profile (null before it is created) and program
 * enrollments.
 */
export const BrandingTile = z
  .object({
    partnerUsers: z
      .array(
        z.object({
          partnerAccount: z.object({
            id: z.uuid(),
            name: z.string(),
            partnerBrandProfile: z
              .object({
                status: z.enum(ActiveStatus),
                logo: z.string().nullable(),
                customerServiceNumber: z.string(),
                businessEmail: z.string(),
                websiteUrl: z.string().nullable(),
                brandedHomesCount: z.number().int(),
              })
              .nullable(),
            partnerProgramEnrollments: z.array(ProgramEnrollment),
          }),
        }),
      )
      .length(1),
  })
  .meta({ id: 'BrandingTile' });
export type BrandingTile = z.infer<typeof BrandingTile>;

// Insights (spec 001 §7.9), all from stored data. A month is `YYYY-MM` in UTC; series cover the
// last INSIGHT_MONTHS months, oldest first, every month present (0 when nothing happened).

export const INSIGHT_MONTHS = 12;
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** GET insights/coBranding: the homes that carry the company's brand. */
export const CoBrandingInsights = z
  .object({
    brandedHomes: z.number().int().meta({ description: 'Homes showing the brand now' }),
    brandedDevices: z.number().int(),
    servedHomes: z.number().int().meta({ description: "All the company's customers' homes" }),
    brandedShare: z.number().min(0).max(1).nullable().meta({ description: 'null with no homes' }),
    brandedHomesByMonth: z.array(z.object({ month, homes: z.number().int() })),
  })
  .meta({ id: 'CoBrandingInsights' });
export type CoBrandingInsights = z.infer<typeof CoBrandingInsights>;

/** GET insights/branding: how households answered the company's branding requests. */
export const BrandingInsights = z
  .object({
    requested: z.number().int(),
    accepted: z.number().int(),
    rejected: z.number().int(),
    pending: z.number().int(),
    acceptanceRate: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .meta({ description: 'accepted / (accepted + rejected); null before any answer' }),
    medianHoursToAnswer: z.number().nullable(),
    byMonth: z.array(
      z.object({
        month,
        requested: z.number().int(),
        accepted: z.number().int(),
        rejected: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'BrandingInsights' });
export type BrandingInsights = z.infer<typeof BrandingInsights>;

export const TenureBucket = [
  'UNDER_6_MONTHS',
  'FROM_6_TO_12_MONTHS',
  'FROM_1_TO_2_YEARS',
  'OVER_2_YEARS',
] as const;

/** GET insights/loyaltyStatus: how long the company's customers have stayed with it. */
export const LoyaltyInsights = z
  .object({
    customers: z.number().int(),
    averageTenureMonths: z.number().nullable(),
    byTenure: z.array(z.object({ bucket: z.enum(TenureBucket), customers: z.number().int() })),
    branded: z
      .object({ customers: z.number().int(), averageTenureMonths: z.number().nullable() })
      .meta({ description: 'Customers with at least one branded home' }),
    unbranded: z.object({
      customers: z.number().int(),
      averageTenureMonths: z.number().nullable(),
    }),
  })
  .meta({ id: 'LoyaltyInsights' });
export type LoyaltyInsights = z.infer<typeof LoyaltyInsights>;
