import type { EmployeeUpdate, PartnerAccountApprovalStatus, PartnerRole } from '@portal/contracts';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';

const { partnerAccounts, partnerUsers, users } = schema;

/** A member as the employee lists and lookups answer it. */
export const employeeColumns = {
  id: partnerUsers.id,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  roles: partnerUsers.roles,
  status: partnerUsers.status,
  createdAt: partnerUsers.createdAt,
};
export type EmployeeRow = {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: PartnerRole[];
  status: PartnerAccountApprovalStatus;
  createdAt: Date;
};

/** One member of the company; another company's member is not found, like a missing one. */
export async function findEmployee(
  db: Executor,
  partnerAccountId: string,
  partnerUserId: string,
): Promise<EmployeeRow | undefined> {
  const [row] = await db
    .select(employeeColumns)
    .from(partnerUsers)
    .innerJoin(users, eq(users.id, partnerUsers.userId))
    .where(
      and(eq(partnerUsers.partnerAccountId, partnerAccountId), eq(partnerUsers.id, partnerUserId)),
    )
    .limit(1);
  return row;
}

/**
 * Locks every membership of the company, always in id order, and answers them. A change that
 * depends on who else is an owner takes this lock first: two owners demoting each other at
 * once then run one after the other (and in one order, so they cannot deadlock).
 */
export function lockMemberships(tx: Executor, partnerAccountId: string) {
  return tx
    .select({ id: partnerUsers.id, roles: partnerUsers.roles, status: partnerUsers.status })
    .from(partnerUsers)
    .where(eq(partnerUsers.partnerAccountId, partnerAccountId))
    .orderBy(partnerUsers.id)
    .for('update');
}

export async function updateEmployee(tx: Executor, partnerUserId: string, update: EmployeeUpdate) {
  await tx
    .update(partnerUsers)
    .set({
      ...(update.roles ? { roles: [...new Set(update.roles)] } : {}),
      ...(update.status ? { status: update.status } : {}),
    })
    .where(eq(partnerUsers.id, partnerUserId));
}

/**
 * Makes the user an ACTIVE member with these roles: a new membership, or a former (INACTIVE)
 * one restored, so the company keeps one row per person.
 */
export async function joinCompany(
  tx: Executor,
  partnerAccountId: string,
  userId: string,
  roles: readonly PartnerRole[],
) {
  await tx
    .insert(partnerUsers)
    .values({ partnerAccountId, userId, roles: [...new Set(roles)], status: 'ACTIVE' })
    .onConflictDoUpdate({
      target: [partnerUsers.partnerAccountId, partnerUsers.userId],
      set: { roles: sql`excluded.roles`, status: 'ACTIVE' },
    });
}

/** The user's ACTIVE memberships of companies other than this one, with their roles. */
export function activeMembershipsElsewhere(db: Executor, userId: string, partnerAccountId: string) {
  return db
    .select({
      id: partnerUsers.id,
      partnerAccountId: partnerUsers.partnerAccountId,
      roles: partnerUsers.roles,
    })
    .from(partnerUsers)
    .where(
      and(
        eq(partnerUsers.userId, userId),
        eq(partnerUsers.status, 'ACTIVE'),
        ne(partnerUsers.partnerAccountId, partnerAccountId),
      ),
    );
}

/** The user's membership of this company, whatever its status. */
export async function membershipIn(db: Executor, userId: string, partnerAccountId: string) {
  const [row] = await db
    .select({ id: partnerUsers.id, status: partnerUsers.status })
    .from(partnerUsers)
    .where(
      and(eq(partnerUsers.userId, userId), eq(partnerUsers.partnerAccountId, partnerAccountId)),
    )
    .limit(1);
  return row;
}

/** The company's ACTIVE members (a condition on partner_users). */
export const activeMembersOf = (partnerAccountId: string) =>
  and(eq(partnerUsers.partnerAccountId, partnerAccountId), eq(partnerUsers.status, 'ACTIVE'));

/** The company's ACTIVE owners and admins: who hears about join requests. */
export function managersOf(db: Database, partnerAccountId: string) {
  return db
    .select({ email: users.email, locale: users.locale })
    .from(partnerUsers)
    .innerJoin(users, eq(users.id, partnerUsers.userId))
    .where(
      and(
        activeMembersOf(partnerAccountId),
        sql`${partnerUsers.roles} && array['OWNER', 'COMPANY_ADMIN']::partner_role[]`,
      ),
    );
}

export async function companyBasics(db: Executor, partnerAccountId: string) {
  const [row] = await db
    .select({
      name: partnerAccounts.name,
      status: partnerAccounts.status,
      countryCode: partnerAccounts.countryCode,
    })
    .from(partnerAccounts)
    .where(eq(partnerAccounts.id, partnerAccountId))
    .limit(1);
  return row;
}

/** Ends these memberships (INACTIVE): a member who joins another company leaves the old one. */
export async function leaveMemberships(tx: Executor, partnerUserIds: string[]) {
  if (partnerUserIds.length === 0) return;
  await tx
    .update(partnerUsers)
    .set({ status: 'INACTIVE' })
    .where(inArray(partnerUsers.id, partnerUserIds));
}
