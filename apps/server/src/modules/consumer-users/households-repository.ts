import type { ConsumerAccountClassification, ConsumerUserRole } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';

const { consumerAccounts, consumerAccountUsers, users } = schema;

// The household writes that taking an invite makes: joining one, or starting one.

/** Locks the household while someone joins it, so a deletion cannot remove it meanwhile. */
export async function lockHousehold(tx: Executor, consumerAccountId: string) {
  const [row] = await tx
    .select({ id: consumerAccounts.id, name: consumerAccounts.name })
    .from(consumerAccounts)
    .where(eq(consumerAccounts.id, consumerAccountId))
    .for('update');
  return row;
}

export async function countMembers(tx: Executor, consumerAccountId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(consumerAccountUsers)
    .where(eq(consumerAccountUsers.consumerAccountId, consumerAccountId));
  return row?.n ?? 0;
}

export async function addMember(
  tx: Executor,
  consumerAccountId: string,
  userId: string,
  role: ConsumerUserRole,
) {
  await tx.insert(consumerAccountUsers).values({ consumerAccountId, userId, role });
}

/** The household the user joined first among those they administer. */
export async function oldestAdminHousehold(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ id: consumerAccountUsers.consumerAccountId })
    .from(consumerAccountUsers)
    .where(and(eq(consumerAccountUsers.userId, userId), eq(consumerAccountUsers.role, 'ADMIN')))
    .orderBy(asc(consumerAccountUsers.createdAt), asc(consumerAccountUsers.consumerAccountId))
    .limit(1);
  return row?.id;
}

/** A new household with the user as its ADMIN. */
export async function startHousehold(
  tx: Executor,
  userId: string,
  values: { name: string; classification: (typeof ConsumerAccountClassification)[number] },
): Promise<string> {
  const [row] = await tx
    .insert(consumerAccounts)
    .values(values)
    .returning({ id: consumerAccounts.id });
  if (!row) throw new Error('household not created');
  await addMember(tx, row.id, userId, 'ADMIN');
  return row.id;
}

/** Following a link in a mail sent to the address proves the user reads it. */
export async function markEmailVerified(tx: Executor, userId: string) {
  await tx
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
