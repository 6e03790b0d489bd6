import type { ConsumerUserRole } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import type { KeysetPage } from '../../../paging';
import { type DeviceRow, deviceColumns } from '../../../repositories/devices';

const {
  consumerAccounts,
  consumerAccountUsers,
  consumerLocations,
  devices,
  partnerAccounts,
  partnerUsers,
  products,
  users,
} = schema;

/** Who is asking: a user, and the companies whose devices their roles let them read. */
export type Viewer = { userId: string; readableCompanies: string[] };

/** The user's ACTIVE memberships of approved companies, with their roles there. */
export function membershipsOf(db: Executor, userId: string) {
  return db
    .select({ partnerAccountId: partnerUsers.partnerAccountId, roles: partnerUsers.roles })
    .from(partnerUsers)
    .innerJoin(partnerAccounts, eq(partnerAccounts.id, partnerUsers.partnerAccountId))
    .where(
      and(
        eq(partnerUsers.userId, userId),
        eq(partnerUsers.status, 'ACTIVE'),
        eq(partnerAccounts.status, 'ACTIVE'),
      ),
    );
}

/** The homes of every household the user belongs to, whatever their role. */
function homesOf(db: Executor, userId: string) {
  return db
    .select({ id: consumerLocations.id })
    .from(consumerLocations)
    .innerJoin(
      consumerAccountUsers,
      eq(consumerAccountUsers.consumerAccountId, consumerLocations.consumerAccountId),
    )
    .where(eq(consumerAccountUsers.userId, userId));
}

/**
 * The one rule of who sees a device: the company holding it, for a member who may read its
 * customers, or the household whose home holds it.
 */
export function visibleTo(db: Executor, viewer: Viewer): SQL {
  return or(
    viewer.readableCompanies.length > 0
      ? inArray(devices.partnerAccountId, viewer.readableCompanies)
      : undefined,
    inArray(devices.consumerLocationId, homesOf(db, viewer.userId)),
  ) as SQL;
}

export const withMac = (macAddress: string) => eq(devices.macAddress, macAddress);
export const withId = (deviceId: string) => eq(devices.id, deviceId);

/** A device the viewer may see, with its product; undefined for any other, as for none. */
export async function findVisibleDevice(
  db: Executor,
  viewer: Viewer,
  where: SQL,
): Promise<DeviceRow | undefined> {
  const [row] = await db
    .select(deviceColumns)
    .from(devices)
    .innerJoin(products, eq(products.id, devices.productId))
    .where(and(visibleTo(db, viewer), where))
    .limit(1);
  return row;
}

export function visibleDevices(
  db: Executor,
  viewer: Viewer,
  where: SQL | undefined,
  page: KeysetPage,
) {
  return db
    .select({ ...deviceColumns, cursorKeys: page.cursorKeys })
    .from(devices)
    .innerJoin(products, eq(products.id, devices.productId))
    .where(and(visibleTo(db, viewer), where, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function countVisibleDevices(db: Executor, viewer: Viewer, where: SQL | undefined) {
  const [row] = await db
    .select({ total: count() })
    .from(devices)
    .where(and(visibleTo(db, viewer), where));
  return row?.total ?? 0;
}

/** Which of these MAC addresses are registered, and whether the viewer may see each device. */
export function registeredMacs(db: Executor, viewer: Viewer, macAddresses: string[]) {
  return db
    .select({ macAddress: devices.macAddress, visible: visibleTo(db, viewer).mapWith(Boolean) })
    .from(devices)
    .where(inArray(devices.macAddress, macAddresses));
}

/** The user's role in the household whose home this is; undefined when not a member. */
export async function householdRoleAt(
  db: Executor,
  userId: string,
  consumerLocationId: string,
): Promise<ConsumerUserRole | undefined> {
  const [row] = await db
    .select({ role: consumerAccountUsers.role })
    .from(consumerAccountUsers)
    .innerJoin(
      consumerLocations,
      eq(consumerLocations.consumerAccountId, consumerAccountUsers.consumerAccountId),
    )
    .where(
      and(eq(consumerLocations.id, consumerLocationId), eq(consumerAccountUsers.userId, userId)),
    )
    .limit(1);
  return row?.role;
}

export async function updateDevice(
  tx: Executor,
  deviceId: string,
  values: { serialNumber?: string | null; state?: 'Normal' | 'UnderMaintenance' },
) {
  await tx.update(devices).set(values).where(withId(deviceId));
}

/** The household whose home this is, with its ADMIN users' names and emails. */
export async function householdAt(db: Executor, consumerLocationId: string) {
  const [household] = await db
    .select({ id: consumerAccounts.id, name: consumerAccounts.name })
    .from(consumerLocations)
    .innerJoin(consumerAccounts, eq(consumerAccounts.id, consumerLocations.consumerAccountId))
    .where(eq(consumerLocations.id, consumerLocationId))
    .limit(1);
  if (!household) return undefined;
  const admins = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(consumerAccountUsers)
    .innerJoin(users, eq(users.id, consumerAccountUsers.userId))
    .where(
      and(
        eq(consumerAccountUsers.consumerAccountId, household.id),
        eq(consumerAccountUsers.role, 'ADMIN'),
      ),
    )
    .orderBy(consumerAccountUsers.createdAt, users.id);
  return { name: household.name, admins };
}
