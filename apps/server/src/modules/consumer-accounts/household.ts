import type { ConsumerLocation, ConsumerUserRole } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { AppError } from '../../errors';
import { addressOf } from '../../repositories/locations';

const { consumerAccountUsers, consumerLocations, devices, partnerDeviceServices } = schema;

// What the homeowner's modules share: who belongs to a household and how a home is shown.

export const HOUSEHOLD_NOT_FOUND = 'No household with this id.';
export const HOME_NOT_FOUND = 'No home with this id in this household.';
export const UNKNOWN_HOME = 'No home with this id.';

/** Household admins manage homes, devices, members and invites; members answer requests. */
const RANK: Record<ConsumerUserRole, number> = { GUEST: 0, MEMBER: 1, ADMIN: 2 };

/**
 * The caller's role in a household, at least `least`. A household the caller does not belong
 * to is not found (404), like a missing one, so ids of other households reveal nothing; a role
 * too low is 403.
 */
export async function requireHousehold(
  db: Executor,
  userId: string,
  consumerAccountId: string,
  least: ConsumerUserRole = 'GUEST',
): Promise<ConsumerUserRole> {
  const role = await householdRole(db, userId, consumerAccountId);
  if (!role) throw new AppError(404, HOUSEHOLD_NOT_FOUND);
  return requireRole(role, least);
}

/** The user's role in a household, undefined when they do not belong to it. */
export async function householdRole(
  db: Executor,
  userId: string,
  consumerAccountId: string,
): Promise<ConsumerUserRole | undefined> {
  const [row] = await db
    .select({ role: consumerAccountUsers.role })
    .from(consumerAccountUsers)
    .where(
      and(
        eq(consumerAccountUsers.consumerAccountId, consumerAccountId),
        eq(consumerAccountUsers.userId, userId),
      ),
    )
    .limit(1);
  return row?.role;
}

/** The role if it is at least `least`, else 403. */
export function requireRole(role: ConsumerUserRole, least: ConsumerUserRole): ConsumerUserRole {
  if (RANK[role] < RANK[least]) {
    throw new AppError(403, `Only a household ${least.toLowerCase()} can do this.`);
  }
  return role;
}

type LocationRow = typeof consumerLocations.$inferSelect;

/**
 * Homes as the homeowner sees them, with how many devices each holds and how many partner
 * requests on those devices wait for an answer: three queries whatever the number of homes.
 */
export async function consumerLocationViews(
  db: Executor,
  rows: LocationRow[],
): Promise<ConsumerLocation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const deviceCounts = await db
    .select({ locationId: devices.consumerLocationId, n: count() })
    .from(devices)
    .where(inArray(devices.consumerLocationId, ids))
    .groupBy(devices.consumerLocationId);
  const pendingCounts = await db
    .select({ locationId: devices.consumerLocationId, n: count() })
    .from(partnerDeviceServices)
    .innerJoin(devices, eq(devices.id, partnerDeviceServices.deviceId))
    .where(
      and(
        inArray(devices.consumerLocationId, ids),
        isNotNull(devices.consumerLocationId),
        eq(partnerDeviceServices.consentStatus, 'PENDING'),
      ),
    )
    .groupBy(devices.consumerLocationId);
  const devicesIn = new Map(deviceCounts.map((c) => [c.locationId, c.n]));
  const pendingIn = new Map(pendingCounts.map((c) => [c.locationId, c.n]));
  return rows.map((row) => ({
    id: row.id,
    consumerAccountId: row.consumerAccountId,
    locationName: row.locationName,
    address: addressOf(row),
    devicesCount: devicesIn.get(row.id) ?? 0,
    pendingServicesCount: pendingIn.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One home as the homeowner sees it. */
export async function consumerLocationView(
  db: Executor,
  row: LocationRow,
): Promise<ConsumerLocation> {
  const [home] = await consumerLocationViews(db, [row]);
  if (!home) throw new Error('home view missing');
  return home;
}

/** The homes of these households, oldest first. */
export async function homesOfHouseholds(
  db: Executor,
  consumerAccountIds: string[],
): Promise<ConsumerLocation[]> {
  if (consumerAccountIds.length === 0) return [];
  const rows = await db
    .select()
    .from(consumerLocations)
    .where(inArray(consumerLocations.consumerAccountId, consumerAccountIds))
    .orderBy(asc(consumerLocations.createdAt), asc(consumerLocations.id));
  return consumerLocationViews(db, rows);
}

/** One home of a household; a home of another household is not found. */
export async function findHome(
  db: Executor,
  consumerAccountId: string,
  consumerLocationId: string,
): Promise<LocationRow> {
  const [row] = await db
    .select()
    .from(consumerLocations)
    .where(
      and(
        eq(consumerLocations.id, consumerLocationId),
        eq(consumerLocations.consumerAccountId, consumerAccountId),
      ),
    )
    .limit(1);
  if (!row) throw new AppError(404, HOME_NOT_FOUND);
  return row;
}

/**
 * A home found by its id alone (the core calls), of a household the user belongs to with at
 * least `least`: a home of another household is not found, like a missing one.
 */
export async function requireHome(
  db: Executor,
  userId: string,
  consumerLocationId: string,
  least: ConsumerUserRole = 'GUEST',
): Promise<LocationRow> {
  const [row] = await db
    .select({ home: consumerLocations, role: consumerAccountUsers.role })
    .from(consumerLocations)
    .innerJoin(
      consumerAccountUsers,
      and(
        eq(consumerAccountUsers.consumerAccountId, consumerLocations.consumerAccountId),
        eq(consumerAccountUsers.userId, userId),
      ),
    )
    .where(eq(consumerLocations.id, consumerLocationId))
    .limit(1);
  if (!row) throw new AppError(404, UNKNOWN_HOME);
  requireRole(row.role, least);
  return row.home;
}
