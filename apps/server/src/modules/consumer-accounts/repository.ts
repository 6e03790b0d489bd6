import type { ConsumerUserRole } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { creationOrder, type KeysetPage } from '../../paging';

const { consumerAccounts, consumerAccountUsers, users } = schema;

/** A user's households, oldest household first. */
export const HOUSEHOLD_ORDER = creationOrder('oldest', 'asc', consumerAccounts);

/** A household's members in the order they joined. */
export const MEMBER_ORDER = creationOrder('joined', 'asc', {
  createdAt: consumerAccountUsers.createdAt,
  id: consumerAccountUsers.userId,
});

const ofUser = (userId: string) => eq(consumerAccountUsers.userId, userId);
const ofHousehold = (consumerAccountId: string) =>
  eq(consumerAccountUsers.consumerAccountId, consumerAccountId);

export function householdsOf(db: Executor, userId: string, page: KeysetPage) {
  return db
    .select({
      household: consumerAccounts,
      role: consumerAccountUsers.role,
      cursorKeys: page.cursorKeys,
    })
    .from(consumerAccountUsers)
    .innerJoin(consumerAccounts, eq(consumerAccounts.id, consumerAccountUsers.consumerAccountId))
    .where(and(ofUser(userId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function countHouseholds(db: Executor, userId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(consumerAccountUsers)
    .where(ofUser(userId));
  return row?.total ?? 0;
}

export async function insertHousehold(
  tx: Executor,
  values: typeof consumerAccounts.$inferInsert,
  adminUserId: string,
) {
  const [household] = await tx.insert(consumerAccounts).values(values).returning();
  if (!household) throw new Error('household not created');
  await tx
    .insert(consumerAccountUsers)
    .values({ consumerAccountId: household.id, userId: adminUserId, role: 'ADMIN' });
  return household;
}

const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: consumerAccountUsers.role,
  joinedAt: consumerAccountUsers.createdAt,
};

export function membersOf(db: Executor, consumerAccountId: string, page: KeysetPage) {
  return db
    .select({ ...memberColumns, cursorKeys: page.cursorKeys })
    .from(consumerAccountUsers)
    .innerJoin(users, eq(users.id, consumerAccountUsers.userId))
    .where(and(ofHousehold(consumerAccountId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function countMembers(db: Executor, consumerAccountId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(consumerAccountUsers)
    .where(ofHousehold(consumerAccountId));
  return row?.total ?? 0;
}

/**
 * The household's memberships, locked: removing a member reads who the admins are and must
 * not race another removal that would leave the household without one.
 */
export function lockedMemberships(
  tx: Executor,
  consumerAccountId: string,
): Promise<{ userId: string; role: ConsumerUserRole }[]> {
  return tx
    .select({ userId: consumerAccountUsers.userId, role: consumerAccountUsers.role })
    .from(consumerAccountUsers)
    .where(ofHousehold(consumerAccountId))
    .for('update');
}

export async function deleteMembership(tx: Executor, consumerAccountId: string, userId: string) {
  await tx.delete(consumerAccountUsers).where(and(ofHousehold(consumerAccountId), ofUser(userId)));
}
