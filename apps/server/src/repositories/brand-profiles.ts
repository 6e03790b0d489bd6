import { type HomeBrand, LOGO_PATH, PROGRAM_HOMEOWNER_APP_BRANDING } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, asc, eq, exists, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/executor';

const { devices, partnerAccounts, partnerBrandProfiles, partnerDeviceServices } = schema;
const { partnerProgramEnrollments } = schema;

// Brand profiles as other subjects read them: the homeowner's homes (which brand each shows)
// and the brand-profile module's own rules (services/brand-profiles.ts).

/** The URL a stored logo is served at. */
export const logoUrl = (fileId: string | null): string | null =>
  fileId === null ? null : `${LOGO_PATH}/${encodeURIComponent(fileId)}`;

/**
 * The brand each home shows in the homeowner app: the company whose BrandingPartnerDeviceService
 * the household accepted on a device of the home (the first accepted, when several did), while
 * that company has a brand profile and an ACTIVE Homeowner App Branding enrollment. Homes
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
