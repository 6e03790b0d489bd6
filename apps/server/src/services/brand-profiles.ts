import {
  type BrandingTile,
  type BrandProfile,
  type BrandProfileChange,
  type BrandProfileInput,
  NOT_CREATED_ID,
  PROGRAM_HOMEOWNER_APP_BRANDING,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import type { z } from 'zod';
import type { Membership } from '../access';
import type { AppContext } from '../context';
import type { Executor } from '../db/executor';
import { AppError, invalidField, isUniqueViolation } from '../errors';
import {
  brandedHomesCount,
  findBrandProfile,
  insertBrandProfile,
  logoUrl,
  setBrandProfileGroups,
  updateBrandProfile,
} from '../repositories/brand-profiles';
import { enrollmentsOf, hasActiveProgram } from '../repositories/companies';
import {
  eligibleLocationsCount,
  latestServiceApplication,
} from '../repositories/service-applications';
import { checkFields } from './brand-profile-fields';
import { existingCompany } from './companies';
import { startServiceApplication } from './service-applications';

// The rules of a company's brand profile (spec 000 §3, §4, §5), for every area that serves it:
// the company's own calls (pro-accounts brandProfile and brandingTile) and the platform
// administrators' (companies brandProfile).

type Caller = Membership & { userId: string };

const SERVICE_TYPE = 'BrandingPartnerDeviceService';

/**
 * Writes need an ACTIVE Homeowner App Branding enrollment (spec 000 §6); the route has already
 * checked the role's permission.
 */
async function requireBranding(db: Executor, partnerAccountId: string) {
  if (!(await hasActiveProgram(db, partnerAccountId, PROGRAM_HOMEOWNER_APP_BRANDING))) {
    throw new AppError(
      403,
      'Your company has no active Homeowner App Branding subscription; subscribe to it to set up its brand profile.',
    );
  }
}

/**
 * GET brandProfile: the profile, or before the company creates one the all-zeros id with
 * empty fields. ACTIVE only while the profile exists and the enrollment is ACTIVE, as only
 * then do homeowners see it.
 */
export async function getBrandProfile(
  db: Executor,
  partnerAccountId: string,
): Promise<BrandProfile> {
  const company = await existingCompany(db, partnerAccountId);
  const profile = await findBrandProfile(db, partnerAccountId);
  const [eligible, application, enrolled] = await Promise.all([
    eligibleLocationsCount(
      db,
      partnerAccountId,
      'HomeownerAppBranding',
      profile?.productGroupIds ?? [],
    ),
    profile ? latestServiceApplication(db, partnerAccountId, SERVICE_TYPE) : null,
    hasActiveProgram(db, partnerAccountId, PROGRAM_HOMEOWNER_APP_BRANDING),
  ]);
  return {
    id: profile?.id ?? NOT_CREATED_ID,
    status: profile && enrolled ? 'ACTIVE' : 'INACTIVE',
    businessName: company.name,
    businessEmail: profile?.businessEmail ?? null,
    customerServiceNumber: profile?.customerServiceNumber ?? null,
    logo: logoUrl(profile?.logoFileId ?? null),
    websiteUrl: profile?.websiteUrl ?? null,
    applyToExistingInstalls: profile?.applyToExistingInstalls ?? false,
    productGroupIds: profile?.productGroupIds ?? [],
    eligibleLocationsCount: eligible,
    application,
    updatedAt: profile?.updatedAt.toISOString() ?? null,
  };
}

/** Spec 000 §5: applying to existing customers is offered for all devices only. */
function refuseApplyWithGroups(productGroupIds: string[]) {
  if (productGroupIds.length > 0) {
    throw invalidField(
      'body.applyToExistingInstalls',
      'Applying to existing customers covers all devices: choose all devices (no product groups) with it.',
    );
  }
}

/** Asks every eligible home for the brand in the background, in the caller's transaction. */
function applyToExisting(ctx: AppContext, tx: Executor, caller: Caller) {
  return startServiceApplication(
    tx,
    {
      partnerAccountId: caller.partnerAccountId,
      serviceType: SERVICE_TYPE,
      productGroupIds: [],
      requestedBy: caller.userId,
    },
    ctx.jobs,
  );
}

const profileExists = () =>
  new AppError(409, 'This company already has a brand profile; change it with PUT.');

/**
 * POST brandProfile: creates the profile (409 when there is one). Applying to existing
 * customers starts its background run in the same transaction, so a profile that says so
 * always has its run.
 */
export async function createBrandProfile(
  ctx: AppContext,
  caller: Caller,
  input: z.output<typeof BrandProfileInput>,
): Promise<BrandProfile> {
  const { partnerAccountId } = caller;
  await requireBranding(ctx.db, partnerAccountId);
  const company = await existingCompany(ctx.db, partnerAccountId);
  // What the create sends, with each field as checkFields stores it (a phone number in E.164).
  const values = {
    ...input,
    ...(await checkFields(ctx.db, partnerAccountId, company.countryCode, input)),
  };
  if (values.applyToExistingInstalls) refuseApplyWithGroups(values.productGroupIds);
  try {
    await ctx.db.transaction(async (tx) => {
      if (await findBrandProfile(tx, partnerAccountId)) throw profileExists();
      const profileId = await insertBrandProfile(tx, {
        businessEmail: values.businessEmail,
        customerServiceNumber: values.customerServiceNumber,
        logoFileId: values.logoFileId ?? null,
        websiteUrl: values.websiteUrl,
        partnerAccountId,
        applyToExistingInstalls: values.applyToExistingInstalls,
        createdBy: caller.userId,
      });
      await setBrandProfileGroups(tx, profileId, values.productGroupIds);
      if (values.applyToExistingInstalls) await applyToExisting(ctx, tx, caller);
    });
  } catch (error) {
    // Two creates at once: the unique index on the company lets one through.
    if (isUniqueViolation(error)) throw profileExists();
    throw error;
  }
  return getBrandProfile(ctx.db, partnerAccountId);
}

/**
 * PUT brandProfile (404 before there is one): a field left out keeps its stored value (spec
 * 000 §5: the service-settings page sends only applyToExistingInstalls and productGroupIds).
 * Applying to existing customers may be turned on, which starts the run once, but never off
 * (spec 000 §4).
 */
export async function changeBrandProfile(
  ctx: AppContext,
  caller: Caller,
  change: BrandProfileChange,
): Promise<BrandProfile> {
  const { partnerAccountId } = caller;
  await requireBranding(ctx.db, partnerAccountId);
  const company = await existingCompany(ctx.db, partnerAccountId);
  const checked = await checkFields(ctx.db, partnerAccountId, company.countryCode, change);
  await ctx.db.transaction(async (tx) => {
    const stored = await findBrandProfile(tx, partnerAccountId, { lock: true });
    if (!stored) throw new AppError(404, 'No brand profile yet; create it with POST.');
    if (stored.applyToExistingInstalls && change.applyToExistingInstalls === false) {
      throw invalidField(
        'body.applyToExistingInstalls',
        'Applying to existing customers cannot be undone.',
      );
    }
    const starts = !stored.applyToExistingInstalls && change.applyToExistingInstalls === true;
    const values = {
      ...stored,
      ...checked,
      applyToExistingInstalls: stored.applyToExistingInstalls || starts,
    };
    if (starts) refuseApplyWithGroups(values.productGroupIds);
    await updateBrandProfile(tx, stored.id, {
      businessEmail: values.businessEmail,
      customerServiceNumber: values.customerServiceNumber,
      logoFileId: values.logoFileId,
      websiteUrl: values.websiteUrl,
      applyToExistingInstalls: values.applyToExistingInstalls,
    });
    if (checked.productGroupIds) await setBrandProfileGroups(tx, stored.id, values.productGroupIds);
    if (starts) await applyToExisting(ctx, tx, caller);
  });
  return getBrandProfile(ctx.db, partnerAccountId);
}

/**
 * GET brandingTile (spec 000 §3): the company in the viewer's shape with its brand profile
 * (null before it is created), the homes carrying the brand, and its enrollments.
 */
export async function brandingTile(db: Database, partnerAccountId: string): Promise<BrandingTile> {
  const company = await existingCompany(db, partnerAccountId);
  const [profile, enrollments] = await Promise.all([
    findBrandProfile(db, partnerAccountId),
    enrollmentsOf(db, [partnerAccountId]),
  ]);
  const partnerProgramEnrollments = enrollments.get(partnerAccountId) ?? [];
  const enrolled = partnerProgramEnrollments.some(
    (enrollment) =>
      enrollment.partnerProgram.name === PROGRAM_HOMEOWNER_APP_BRANDING &&
      enrollment.subscriptionStatus === 'ACTIVE',
  );
  const partnerBrandProfile = profile
    ? {
        status: enrolled ? ('ACTIVE' as const) : ('INACTIVE' as const),
        logo: logoUrl(profile.logoFileId),
        customerServiceNumber: profile.customerServiceNumber,
        businessEmail: profile.businessEmail,
        websiteUrl: profile.websiteUrl,
        brandedHomesCount: await brandedHomesCount(db, partnerAccountId),
      }
    : null;
  return {
    partnerUsers: [
      {
        partnerAccount: {
          id: partnerAccountId,
          name: company.name,
          partnerBrandProfile,
          partnerProgramEnrollments,
        },
      },
    ],
  };
}
