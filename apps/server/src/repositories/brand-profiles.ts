import { type HomeBrand, LOGO_PATH, PROGRAM_HOMEOWNER_APP_BRANDING } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, asc, countDistinct, eq, exists, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';

const { devices, partnerAccounts, partnerBrandProfiles, partnerDeviceServices } = schema;
const { partnerBrandProfileProductGroups, partnerProgramEnrollments, productGroups } = schema;

// Brand profiles as other subjects read them: the homeowner's homes (which brand each shows)
// and the brand-profile module's own rules (services/brand-profiles.ts).

/** The URL a stored logo is served at. */
export function logoUrl(fileId: string): string;
export function logoUrl(fileId: string | null): string | null;
export function logoUrl(fileId: string | null): string | null {
  return fileId === null ? null : `${LOGO_PATH}/${encodeURIComponent(fileId)}`;
}

/**
 * The brand each home shows in the homeowner app: the company whose BrandingPartnerDeviceService
 * the household accepted on a device of the home (the first accepted, when several did), while
 * that company has a brand profile and an ACTIVE Homeowner App Branding enrollment, and no
 * platform administrator has hidden the service from the app (appStatus DISABLED). Homes
 * without one are absent from the map. One query whatever the number of homes.
 */
export async function brandsOfHomes(
  db: Executor,
  locationIds: string[],
): Promise<Map<string, HomeBrand>> {
  if (locationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([devices.consumerLocationId], {
      locationId: devices.consumerLocationId,
      partnerAccountId: partnerAccounts.id,
      businessName: partnerAccounts.name,
      logoFileId: partnerBrandProfiles.logoFileId,
      customerServiceNumber: partnerBrandProfiles.customerServiceNumber,
      businessEmail: partnerBrandProfiles.businessEmail,
      websiteUrl: partnerBrandProfiles.websiteUrl,
    })
    .from(partnerDeviceServices)
    .innerJoin(devices, eq(devices.id, partnerDeviceServices.deviceId))
    .innerJoin(partnerAccounts, eq(partnerAccounts.id, partnerDeviceServices.partnerAccountId))
    .innerJoin(
      partnerBrandProfiles,
      eq(partnerBrandProfiles.partnerAccountId, partnerDeviceServices.partnerAccountId),
    )
    .where(
      and(
        inArray(devices.consumerLocationId, locationIds),
        isNotNull(devices.consumerLocationId),
        eq(partnerDeviceServices.serviceType, 'BrandingPartnerDeviceService'),
        eq(partnerDeviceServices.consentStatus, 'ACCEPTED'),
        eq(partnerDeviceServices.appStatus, 'ENABLED'),
        exists(
          db
            .select({ id: partnerProgramEnrollments.id })
            .from(partnerProgramEnrollments)
            .where(
              and(
                eq(
                  partnerProgramEnrollments.partnerAccountId,
                  partnerDeviceServices.partnerAccountId,
                ),
                eq(partnerProgramEnrollments.programName, PROGRAM_HOMEOWNER_APP_BRANDING),
                eq(partnerProgramEnrollments.subscriptionStatus, 'ACTIVE'),
              ),
            ),
        ),
      ),
    )
    .orderBy(
      asc(devices.consumerLocationId),
      asc(partnerDeviceServices.respondedAt),
      asc(partnerDeviceServices.id),
    );
  const brands = new Map<string, HomeBrand>();
  for (const { locationId, logoFileId, ...brand } of rows) {
    if (locationId !== null) brands.set(locationId, { ...brand, logo: logoUrl(logoFileId) });
  }
  return brands;
}

// The brand profile itself, as services/brand-profiles.ts reads and writes it.

/** What a company chose for its brand, as stored. */
export type BrandProfileValues = {
  businessEmail: string;
  /** E.164. */
  customerServiceNumber: string;
  logoFileId: string | null;
  websiteUrl: string | null;
};

/**
 * The company's brand profile with its product groups' ids in catalogue order, or undefined.
 * With `lock`, the row stays locked until the transaction ends, so that two changes at once
 * apply one after the other (and apply-to-existing starts once).
 */
export async function findBrandProfile(
  db: Executor,
  partnerAccountId: string,
  options = { lock: false },
) {
  const query = db
    .select({
      id: partnerBrandProfiles.id,
      businessEmail: partnerBrandProfiles.businessEmail,
      customerServiceNumber: partnerBrandProfiles.customerServiceNumber,
      logoFileId: partnerBrandProfiles.logoFileId,
      websiteUrl: partnerBrandProfiles.websiteUrl,
      applyToExistingInstalls: partnerBrandProfiles.applyToExistingInstalls,
      updatedAt: partnerBrandProfiles.updatedAt,
    })
    .from(partnerBrandProfiles)
    .where(eq(partnerBrandProfiles.partnerAccountId, partnerAccountId));
  const [profile] = await (options.lock ? query.for('update') : query);
  if (!profile) return undefined;
  const groups = await db
    .select({ id: partnerBrandProfileProductGroups.productGroupId })
    .from(partnerBrandProfileProductGroups)
    .innerJoin(productGroups, eq(productGroups.id, partnerBrandProfileProductGroups.productGroupId))
    .where(eq(partnerBrandProfileProductGroups.profileId, profile.id))
    .orderBy(asc(productGroups.position));
  return { ...profile, productGroupIds: groups.map((group) => group.id) };
}

export async function insertBrandProfile(
  tx: Executor,
  values: BrandProfileValues & {
    partnerAccountId: string;
    applyToExistingInstalls: boolean;
    createdBy: string;
  },
): Promise<string> {
  const [row] = await tx
    .insert(partnerBrandProfiles)
    .values(values)
    .returning({ id: partnerBrandProfiles.id });
  if (!row) throw new Error('the brand profile was not inserted');
  return row.id;
}

export async function updateBrandProfile(
  tx: Executor,
  profileId: string,
  values: BrandProfileValues & { applyToExistingInstalls: boolean },
) {
  await tx
    .update(partnerBrandProfiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(partnerBrandProfiles.id, profileId));
}

/** Makes the profile cover exactly these product groups (none: all devices). */
export async function setBrandProfileGroups(tx: Executor, profileId: string, groupIds: string[]) {
  await tx
    .delete(partnerBrandProfileProductGroups)
    .where(eq(partnerBrandProfileProductGroups.profileId, profileId));
  if (groupIds.length === 0) return;
  await tx
    .insert(partnerBrandProfileProductGroups)
    .values(groupIds.map((productGroupId) => ({ profileId, productGroupId })));
}

/** Which of these ids are product groups of the HomeownerAppBranding feature. */
export async function brandingGroupIds(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: productGroups.id })
    .from(productGroups)
    .where(
      and(inArray(productGroups.id, ids), eq(productGroups.featureType, 'HomeownerAppBranding')),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * The homes that carry the company's brand: homeowners' homes with a device on which the
 * household ACCEPTED the company's BrandingPartnerDeviceService. Reached through the services'
 * (company, type) index.
 */
export async function brandedHomesCount(db: Executor, partnerAccountId: string): Promise<number> {
  const [row] = await db
    .select({ homes: countDistinct(devices.consumerLocationId) })
    .from(partnerDeviceServices)
    .innerJoin(devices, eq(devices.id, partnerDeviceServices.deviceId))
    .where(
      and(
        eq(partnerDeviceServices.partnerAccountId, partnerAccountId),
        eq(partnerDeviceServices.serviceType, 'BrandingPartnerDeviceService'),
        eq(partnerDeviceServices.consentStatus, 'ACCEPTED'),
      ),
    );
  return row?.homes ?? 0;
}
