import type { InviteStatus } from '@portal/contracts';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { creationOrder, type KeysetPage } from '../paging';

const { addRequests, partnerAccounts, users } = schema;

const addRequestColumns = {
  id: addRequests.id,
  status: addRequests.status,
  createdAt: addRequests.createdAt,
  userId: addRequests.userId,
  user: {
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    locale: users.locale,
  },
  partnerAccount: { id: partnerAccounts.id, name: partnerAccounts.name },
};
export type AddRequestRow = {
  id: string;
  status: InviteStatus;
  createdAt: Date;
  userId: string;
  user: { firstName: string; lastName: string; email: string; locale: string };
  partnerAccount: { id: string; name: string };
};

/** Newest requests first. */
export const ADD_REQUEST_ORDER = creationOrder('newest', 'desc', addRequests);

/** Whose requests a list shows: one company's (in some statuses), or one user's. */
export type AddRequestScope =
  | { partnerAccountId: string; statuses?: readonly InviteStatus[] }
  | { userId: string };

function scoped(scope: AddRequestScope): SQL | undefined {
  if ('userId' in scope) return eq(addRequests.userId, scope.userId);
  return and(
    eq(addRequests.partnerAccountId, scope.partnerAccountId),
    scope.statuses ? inArray(addRequests.status, [...scope.statuses]) : undefined,
  );
}

function withPeople(db: Executor) {
  return db
    .select(addRequestColumns)
    .from(addRequests)
    .innerJoin(users, eq(users.id, addRequests.userId))
    .innerJoin(partnerAccounts, eq(partnerAccounts.id, addRequests.partnerAccountId))
    .$dynamic();
}

export function addRequestsPage(db: Database, scope: AddRequestScope, page: KeysetPage) {
  return db
    .select({ ...addRequestColumns, cursorKeys: page.cursorKeys })
    .from(addRequests)
    .innerJoin(users, eq(users.id, addRequests.userId))
    .innerJoin(partnerAccounts, eq(partnerAccounts.id, addRequests.partnerAccountId))
    .where(and(scoped(scope), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function countAddRequests(db: Database, scope: AddRequestScope): Promise<number> {
  const [row] = await db.select({ total: count() }).from(addRequests).where(scoped(scope));
  return row?.total ?? 0;
}

export async function findAddRequest(
  db: Executor,
  addRequestId: string,
): Promise<AddRequestRow | undefined> {
  const [row] = await withPeople(db).where(eq(addRequests.id, addRequestId)).limit(1);
  return row;
}

/** The user's open (REQUESTED) request, whichever company it asks. */
export async function openRequestOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: addRequests.id })
    .from(addRequests)
    .where(and(eq(addRequests.userId, userId), eq(addRequests.status, 'REQUESTED')))
    .limit(1);
  return row;
}

export async function insertAddRequest(db: Executor, userId: string, partnerAccountId: string) {
  const [row] = await db
    .insert(addRequests)
    .values({ userId, partnerAccountId })
    .returning({ id: addRequests.id });
  if (!row) throw new Error('add request not created');
  return row;
}

/** Locks one request of the company for its decision; another company's is not found. */
export async function lockCompanyRequest(tx: Executor, partnerAccountId: string, id: string) {
  const [row] = await tx
    .select()
    .from(addRequests)
    .where(and(eq(addRequests.id, id), eq(addRequests.partnerAccountId, partnerAccountId)))
    .for('update');
  return row;
}

export async function recordDecision(
  tx: Executor,
  id: string,
  status: 'ACCEPTED' | 'REJECTED',
  deciderId: string,
) {
  await tx
    .update(addRequests)
    .set({ status, decidedAt: new Date(), decidedBy: deciderId })
    .where(eq(addRequests.id, id));
}
