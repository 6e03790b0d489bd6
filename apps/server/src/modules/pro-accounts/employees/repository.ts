import type { EmployeeUpdate } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { type EmployeeRow, employeeColumns } from '../../../repositories/memberships';

const { partnerUsers, users } = schema;

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
