import type { PartnerAccountApprovalStatus, PartnerRole } from '@portal/contracts';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { creationOrder, type KeysetPage } from '../paging';

const { partnerAccounts, partnerUsers, users } = schema;

// Who belongs to which partner company, with what roles (partner_users): the employee pages,
// invites, join requests, the viewer and the administrators' company pages all read it here.

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

/** Ends these memberships (INACTIVE): a member who joins another company leaves the old one. */
export async function leaveMemberships(tx: Executor, partnerUserIds: string[]) {
  if (partnerUserIds.length === 0) return;
  await tx
    .update(partnerUsers)
    .set({ status: 'INACTIVE' })
    .where(inArray(partnerUsers.id, partnerUserIds));
}

/** Employees in the order they joined, so the owner who applied comes first. */
export const EMPLOYEE_ORDER = creationOrder('joined', 'asc', partnerUsers);

/** A company's employees, optionally those whose name or email contains `text` (any case). */
const ofCompany = (partnerAccountId: string, text?: string) =>
  and(
    eq(partnerUsers.partnerAccountId, partnerAccountId),
    text
      ? sql`strpos(lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}), ${text.toLowerCase()}) > 0`
      : undefined,
  );

export function employeesOf(
  db: Database,
  partnerAccountId: string,
  page: KeysetPage,
  text?: string,
) {
  return db
    .select({ ...employeeColumns, cursorKeys: page.cursorKeys })
    .from(partnerUsers)
    .innerJoin(users, eq(users.id, partnerUsers.userId))
    .where(and(ofCompany(partnerAccountId, text), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function countEmployees(
  db: Database,
  partnerAccountId: string,
  text?: string,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(partnerUsers)
    .innerJoin(users, eq(users.id, partnerUsers.userId))
    .where(ofCompany(partnerAccountId, text));
  return row?.total ?? 0;
}

/**
 * Every membership of the user with its company: ACTIVE ones first, then oldest first. The
 * portal works with the first one (spec 000 §3: partnerUsers[0]), so someone who left a
 * company and joined another lands in the new one, not on the old one's access-denied page.
 */
export async function membershipsOf(db: Database, userId: string) {
  return db
    .select({
      id: partnerUsers.id,
      status: partnerUsers.status,
      roles: partnerUsers.roles,
      partnerAccount: {
        id: partnerAccounts.id,
        name: partnerAccounts.name,
        status: partnerAccounts.status,
      },
    })
    .from(partnerUsers)
    .innerJoin(partnerAccounts, eq(partnerAccounts.id, partnerUsers.partnerAccountId))
    .where(eq(partnerUsers.userId, userId))
    .orderBy(
      desc(sql`${partnerUsers.status} = 'ACTIVE'`),
      asc(partnerUsers.createdAt),
      asc(partnerUsers.id),
    );
}

/** The user's ACTIVE memberships (a condition on partner_users). */
export const activeMembershipOf = (userId: string) =>
  and(eq(partnerUsers.userId, userId), eq(partnerUsers.status, 'ACTIVE'));

export async function countCompaniesOfUser(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(partnerUsers)
    .where(activeMembershipOf(userId));
  return row?.total ?? 0;
}
