import type { ConsumerLocation, ConsumerLocationInput, ConsumerUserRole } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { brandsOfHomes } from './brand-profiles';
import { addressColumns, addressOf, homeownerHasHome } from './locations';

const {
  consumerAccountUsers,
  consumerLocations,
  devices,
  partnerDeviceLocations,
  partnerDeviceServices,
  users,
} = schema;

// Households (consumer accounts), who belongs to them, and their homes as the homeowner sees
// them: the homeowner's modules, the core calls and the partner's pre-registration share them.

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

export type HomeRow = typeof consumerLocations.$inferSelect;

/**
 * Homes as the homeowner sees them, with how many devices each holds and how many partner
 * requests on those devices wait for an answer, and the partner brand each shows: four queries whatever the number of homes.
 */
export async function consumerLocationViews(
  db: Executor,
  rows: HomeRow[],
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
  const brands = await brandsOfHomes(db, ids);
  const devicesIn = new Map(deviceCounts.map((c) => [c.locationId, c.n]));
  const pendingIn = new Map(pendingCounts.map((c) => [c.locationId, c.n]));
  return rows.map((row) => ({
    id: row.id,
    consumerAccountId: row.consumerAccountId,
    locationName: row.locationName,
    address: addressOf(row),
    devicesCount: devicesIn.get(row.id) ?? 0,
    pendingServicesCount: pendingIn.get(row.id) ?? 0,
    brand: brands.get(row.id) ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One home as the homeowner sees it. */
export async function consumerLocationView(db: Executor, row: HomeRow): Promise<ConsumerLocation> {
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

/** One home of a household; undefined for a home of another household. */
export async function findHouseholdHome(
  db: Executor,
  consumerAccountId: string,
  consumerLocationId: string,
): Promise<HomeRow | undefined> {
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
  return row;
}

/** A home by its id alone, with the user's role in its household: undefined when not theirs. */
export async function findUsersHome(
  db: Executor,
  userId: string,
  consumerLocationId: string,
): Promise<{ home: HomeRow; role: ConsumerUserRole } | undefined> {
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
  return row;
}

export async function insertHome(
  db: Executor,
  consumerAccountId: string,
  input: ConsumerLocationInput,
): Promise<HomeRow> {
  const [row] = await db
    .insert(consumerLocations)
    .values({
      consumerAccountId,
      locationName: input.locationName,
      ...addressColumns(input.address),
    })
    .returning();
  if (!row) throw new Error('home not created');
  return row;
}

/**
 * Who hears of a company's requests at a partner's home the homeowner has: the household's
 * admins and members (not guests), with the household's own name for the home.
 */
export function householdOfHome(db: Executor, locationId: string) {
  return db
    .select({ email: users.email, locale: users.locale, home: consumerLocations.locationName })
    .from(partnerDeviceLocations)
    .innerJoin(
      consumerLocations,
      eq(consumerLocations.id, partnerDeviceLocations.consumerLocationId),
    )
    .innerJoin(
      consumerAccountUsers,
      eq(consumerAccountUsers.consumerAccountId, consumerLocations.consumerAccountId),
    )
    .innerJoin(users, eq(users.id, consumerAccountUsers.userId))
    .where(
      and(
        eq(partnerDeviceLocations.id, locationId),
        homeownerHasHome(partnerDeviceLocations.consumerLocationId),
        inArray(consumerAccountUsers.role, ['ADMIN', 'MEMBER']),
      ),
    )
    .orderBy(asc(users.email));
}
