import { z } from 'zod';
import {
  PartnerAccountApprovalStatus,
  PartnerAccountExpertise,
  PartnerRole,
  ProCategory,
  SapEntitlementStatus,
} from './enums';
import { checkPhoneNumber } from './phone';
import { regionCode } from './regions';

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * A two-letter country code (ISO 3166-1 alpha-2), stored upper case. Upper-cased by an
 * overwrite, not a transform, so that answers holding an Address can be serialised too.
 */
export const CountryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code such as US.')
  .toUpperCase();

/** What the region check says when an address names no region of its country. */
const REGION_PROBLEMS: Readonly<Record<string, string>> = {
  US: 'Choose one of the 50 states or DC, by code (OR) or name (Oregon).',
  CA: 'Choose one of the 13 provinces and territories, by code (ON) or name (Ontario).',
};

/**
 * Address of spec 000 §3 (locationName and locationId belong to customer homes). In the US and
 * Canada the state is one of the country's regions (spec 000 §9), given by code or name and
 * kept as its code; elsewhere any text.
 */
export const Address = z
  .object({
    address1: text(200),
    address2: z.string().trim().max(200).optional(),
    city: text(100),
    state: text(100),
    zip: text(20),
    country: CountryCode,
  })
  .superRefine((address, ctx) => {
    const problem = REGION_PROBLEMS[address.country];
    if (problem && address.state !== '' && !regionCode(address.country, address.state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: problem });
    }
  })
  // An overwrite, not a transform, as CountryCode: answers holding an Address serialise too.
  .overwrite((address) => ({
    ...address,
    state: regionCode(address.country, address.state) ?? address.state,
  }))
  .meta({ id: 'Address' });
export type Address = z.infer<typeof Address>;

/** A phone number as spec 000 §5 accepts it; the country comes from the enclosing object. */
export const PhoneNumberText = z.string().trim().min(1).max(40);

/**
 * The company application (our own form in place of the external company-info page): what
 * POST /api/v1/proAccounts takes and /company/application/update changes.
 */
export const CompanyApplication = z
  .object({
    name: text(120),
    address: Address,
    phoneNumber: PhoneNumberText,
    countryCode: CountryCode,
    proCategories: z.array(z.enum(ProCategory)).min(1, 'Choose at least one pro category.'),
    expertise: z.array(z.enum(PartnerAccountExpertise)).default([]),
    websiteUrl: z.url().max(300).optional(),
  })
  .superRefine((application, ctx) => {
    const phone = checkPhoneNumber(application.phoneNumber, application.countryCode);
    if (!phone.valid) {
      ctx.addIssue({
        code: 'custom',
        path: ['phoneNumber'],
        message: `Enter a valid phone number for ${application.countryCode} (${phone.possibility}).`,
      });
    }
    if (application.address.country !== application.countryCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['address', 'country'],
        message: "The address must be in the company's country.",
      });
    }
  })
  .meta({ id: 'CompanyApplication' });
export type CompanyApplication = z.infer<typeof CompanyApplication>;

export const ProgramEnrollment = z
  .object({
    partnerProgram: z.object({ name: z.string() }),
    subscriptionStatus: z
      .enum(SapEntitlementStatus)
      .meta({ description: 'ACTIVE while the program is in force' }),
    purchaseDate: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ProgramEnrollment' });
export type ProgramEnrollment = z.infer<typeof ProgramEnrollment>;

/** A partner company in full (GET /api/v1/proAccounts and the company pages). */
export const PartnerAccount = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: z
      .enum(PartnerAccountApprovalStatus)
      .nullable()
      .meta({ description: 'null while the company application is not submitted yet' }),
    address: Address.nullable(),
    phoneNumber: z.string().nullable(),
    countryCode: z.string(),
    proCategories: z.array(z.enum(ProCategory)),
    expertise: z.array(z.enum(PartnerAccountExpertise)),
    websiteUrl: z.string().nullable(),
    reviewNote: z
      .string()
      .nullable()
      .meta({ description: "The platform administrator's note with the last decision" }),
    partnerProgramEnrollments: z.array(ProgramEnrollment),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PartnerAccount' });
export type PartnerAccount = z.infer<typeof PartnerAccount>;

/** The partner account as the viewer carries it (spec 000 §3). */
export const ViewerPartnerAccount = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: z.enum(PartnerAccountApprovalStatus).nullable(),
    partnerProgramEnrollments: z.array(ProgramEnrollment),
  })
  .meta({ id: 'ViewerPartnerAccount' });

/** A user's membership of a company (spec 000 §3: partner user). */
export const ViewerPartnerUser = z
  .object({
    id: z.uuid(),
    status: z.enum(PartnerAccountApprovalStatus).nullable(),
    roles: z.array(z.enum(PartnerRole)),
    partnerAccount: ViewerPartnerAccount,
  })
  .meta({ id: 'ViewerPartnerUser' });

/** GET /api/v1/proUsers/my: the current user (viewer) with exactly the fields of spec 000 §3. */
export const Viewer = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    photoUrl: z.string().nullable(),
    countryCode: z.string().nullable(),
    contactEmail: z.string().nullable(),
    locale: z.string(),
    consentRequired: z
      .boolean()
      .meta({ description: 'The current Pro terms (ProTnC) wait for this user to accept them' }),
    partnerUsers: z.array(ViewerPartnerUser),
  })
  .meta({ id: 'Viewer' });
export type Viewer = z.infer<typeof Viewer>;
export type ViewerPartnerUser = z.infer<typeof ViewerPartnerUser>;

/** PUT /api/v1/proUsers/my: what the profile page changes. */
export const ProfileUpdate = z
  .object({
    firstName: text(80),
    lastName: text(80),
    contactEmail: z.email().max(254).nullable(),
    locale: z.string().trim().min(2).max(10),
    countryCode: CountryCode.nullable(),
  })
  .partial()
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/** POST /api/v1/core/findCompanyMatches: companies that may be the one being entered. */
export const CompanyMatchQuery = z
  .object({
    name: text(120),
    countryCode: CountryCode.optional(),
    zip: z.string().trim().max(20).optional(),
    phoneNumber: z.string().trim().max(40).optional(),
  })
  .meta({ id: 'CompanyMatchQuery' });
export const CompanyMatch = z
  .object({
    id: z.uuid(),
    name: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    countryCode: z.string(),
  })
  .meta({ id: 'CompanyMatch' });
export const CompanyMatches = z
  .object({ matches: z.array(CompanyMatch) })
  .meta({ id: 'CompanyMatches' });
export type CompanyMatch = z.infer<typeof CompanyMatch>;
