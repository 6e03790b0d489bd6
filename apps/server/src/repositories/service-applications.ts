import {
  type FeatureType,
  type PartnerDeviceServiceType,
  type ServiceApplication,
  ServiceSkipReason,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { and, asc, desc, eq, exists, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { homeownerHasHome } from './locations';

const { devices, partnerDeviceLocations, productGroupMembers, productGroups, serviceApplications } =
  schema;

type ServiceType = (typeof PartnerDeviceServiceType)[number];

// Apply-to-existing runs (service_applications) and the homes and devices they apply a service
// to. A home is eligible when one of the company's devices stands there whose product is in one
// of the chosen product groups of the service's FeatureType (none chosen: any group of it).

export type ServiceApplicationRecord = typeof serviceApplications.$inferSelect;
type Progress = Partial<
  Pick<
    ServiceApplicationRecord,
    | 'status'
    | 'locationsTotal'
    | 'locationsDone'
    | 'requestedCount'
    | 'skipped'
    | 'error'
    | 'startedAt'
    | 'finishedAt'
  >
>;

/** Devices in the chosen groups: the device rows of the query are `devices`. */
function inChosenGroups(db: Executor, featureType: FeatureType, productGroupIds: string[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(productGroupMembers)
      .innerJoin(productGroups, eq(productGroups.id, productGroupMembers.productGroupId))
      .where(
        and(
          eq(productGroupMembers.productId, devices.productId),
          eq(productGroups.featureType, featureType),
          productGroupIds.length > 0 ? inArray(productGroups.id, productGroupIds) : undefined,
        ),
      ),
  );
}

/** The home has one of the company's devices in the chosen groups. */
function hasEligibleDevice(db: Executor, featureType: FeatureType, productGroupIds: string[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(devices)
      .where(
        and(
          eq(devices.locationId, partnerDeviceLocations.id),
          eq(devices.partnerAccountId, partnerDeviceLocations.partnerAccountId),
          inChosenGroups(db, featureType, productGroupIds),
        ),
      ),
  );
}

/**
 * How many of the company's homes the service would apply to: one query through the homes'
 * company index, the devices' home index and the group members' keys, so a settings page can
 * show it on every load.
 */
export async function eligibleLocationsCount(
  db: Executor,
  partnerAccountId: string,
  featureType: FeatureType,
  productGroupIds: string[],
): Promise<number> {
  const [row] = await db
    .select({ homes: sql<number>`count(*)::int` })
    .from(partnerDeviceLocations)
    .where(
      and(
        eq(partnerDeviceLocations.partnerAccountId, partnerAccountId),
        hasEligibleDevice(db, featureType, productGroupIds),
      ),
    );
  return row?.homes ?? 0;
}

export type EligibleHome = {
  id: string;
  locationState: (typeof partnerDeviceLocations.$inferSelect)['locationState'];
  /** A household member has the home (not pre-registered, not waiting for an invite). */
  homeownerLinked: boolean;
};

/** The next eligible homes of the company after a home id, by id (keyset). */
export async function eligibleLocationsAfter(
  db: Executor,
  partnerAccountId: string,
  featureType: FeatureType,
  productGroupIds: string[],
  page: { after: string | null; limit: number },
): Promise<EligibleHome[]> {
  return db
    .select({
      id: partnerDeviceLocations.id,
      locationState: partnerDeviceLocations.locationState,
      homeownerLinked: homeownerHasHome(partnerDeviceLocations.consumerLocationId),
    })
    .from(partnerDeviceLocations)
    .where(
      and(
        eq(partnerDeviceLocations.partnerAccountId, partnerAccountId),
        page.after ? gt(partnerDeviceLocations.id, page.after) : undefined,
        hasEligibleDevice(db, featureType, productGroupIds),
      ),
    )
    .orderBy(asc(partnerDeviceLocations.id))
    .limit(page.limit);
}

/** The company's devices in the chosen groups at these homes, oldest registration first. */
export async function eligibleDevicesAt(
  db: Executor,
  partnerAccountId: string,
  featureType: FeatureType,
  productGroupIds: string[],
  locationIds: string[],
): Promise<{ id: string; locationId: string }[]> {
  if (locationIds.length === 0) return [];
  const rows = await db
    .select({ id: devices.id, locationId: devices.locationId })
    .from(devices)
    .where(
      and(
        eq(devices.partnerAccountId, partnerAccountId),
        inArray(devices.locationId, locationIds),
        inChosenGroups(db, featureType, productGroupIds),
      ),
    )
    .orderBy(asc(devices.createdAt), asc(devices.id));
  return rows.flatMap((row) =>
    row.locationId ? [{ id: row.id, locationId: row.locationId }] : [],
  );
}

export async function insertServiceApplication(
  tx: Executor,
  values: {
    partnerAccountId: string;
    serviceType: ServiceType;
    productGroupIds: string[];
    requestedBy: string;
  },
): Promise<string> {
  const [row] = await tx
    .insert(serviceApplications)
    .values(values)
    .returning({ id: serviceApplications.id });
  if (!row) throw new Error('service application not created');
  return row.id;
}

export async function findServiceApplication(
  db: Executor,
  id: string,
): Promise<ServiceApplicationRecord | undefined> {
  const [row] = await db.select().from(serviceApplications).where(eq(serviceApplications.id, id));
  return row;
}

export async function updateServiceApplication(db: Executor, id: string, progress: Progress) {
  await db.update(serviceApplications).set(progress).where(eq(serviceApplications.id, id));
}

/** A run as the API shows it: the skipped homes as a list by reason, in the spec's order. */
export function toServiceApplication(row: ServiceApplicationRecord): ServiceApplication {
  return {
    id: row.id,
    status: row.status,
    locationsTotal: row.locationsTotal,
    locationsDone: row.locationsDone,
    requestedCount: row.requestedCount,
    skipped: ServiceSkipReason.flatMap((reason) => {
      const count = row.skipped[reason] ?? 0;
      return count > 0 ? [{ reason, count }] : [];
    }),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The company's newest run for the service, or null when it never applied it to existing homes. */
export async function latestServiceApplication(
  db: Executor,
  partnerAccountId: string,
  serviceType: ServiceType,
): Promise<ServiceApplication | null> {
  const [row] = await db
    .select()
    .from(serviceApplications)
    .where(
      and(
        eq(serviceApplications.partnerAccountId, partnerAccountId),
        eq(serviceApplications.serviceType, serviceType),
      ),
    )
    .orderBy(desc(serviceApplications.createdAt), desc(serviceApplications.id))
    .limit(1);
  return row ? toServiceApplication(row) : null;
}
