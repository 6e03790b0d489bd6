import { schema } from '@portal/db';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';

const { consumerAccounts, consumerAccountUsers, consumerInvites, consumerLocations, users } =
  schema;

export type ConsumerInviteRecord = typeof consumerInvites.$inferSelect;

/** Sent or waiting to be sent: the statuses the one-open-invite-per-email index covers. */
export const OPEN_STATUSES = ['UNSENT', 'PENDING'] as const;

/** Where an invite belongs: a household, and for the /users/my/locations calls one home. */
export type InviteScope = { consumerAccountId: string; consumerLocationId?: string };

function inScope(scope: InviteScope): SQL | undefined {
  return and(
    eq(consumerInvites.consumerAccountId, scope.consumerAccountId),
    scope.consumerLocationId
      ? eq(consumerInvites.consumerLocationId, scope.consumerLocationId)
      : undefined,
  );
}

/** One invite of the scope, locked for its change; another household's is not found. */
export async function lockScopedInvite(tx: Executor, scope: InviteScope, inviteId: string) {
  const [row] = await tx
    .select()
    .from(consumerInvites)
    .where(and(eq(consumerInvites.id, inviteId), inScope(scope)))
    .for('update');
  return row;
}

/** An invite by id alone, locked for the invitee's answer. */
export async function lockConsumerInvite(tx: Executor, inviteId: string) {
  const [row] = await tx
    .select()
    .from(consumerInvites)
    .where(eq(consumerInvites.id, inviteId))
    .for('update');
  return row;
}

/** The household's open invite for an email, whatever its home. */
export async function openInviteFor(tx: Executor, consumerAccountId: string, email: string) {
  const [row] = await tx
    .select()
    .from(consumerInvites)
    .where(
      and(
        eq(consumerInvites.consumerAccountId, consumerAccountId),
        sql`lower(${consumerInvites.email}) = lower(${email})`,
        inArray(consumerInvites.status, [...OPEN_STATUSES]),
      ),
    )
    .for('update');
  return row;
}

export async function isMemberByEmail(tx: Executor, consumerAccountId: string, email: string) {
  const [row] = await tx
    .select({ userId: consumerAccountUsers.userId })
    .from(consumerAccountUsers)
    .innerJoin(users, eq(users.id, consumerAccountUsers.userId))
    .where(
      and(
        eq(consumerAccountUsers.consumerAccountId, consumerAccountId),
        sql`lower(${users.email}) = lower(${email})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertConsumerInvite(
  tx: Executor,
  values: typeof consumerInvites.$inferInsert,
): Promise<ConsumerInviteRecord> {
  const [row] = await tx.insert(consumerInvites).values(values).returning();
  if (!row) throw new Error('invite not created');
  return row;
}

export async function updateConsumerInvite(
  db: Executor,
  inviteId: string,
  values: Partial<
    Pick<ConsumerInviteRecord, 'status' | 'role' | 'expiresAt' | 'sentAt' | 'respondedAt'>
  >,
): Promise<ConsumerInviteRecord> {
  const [row] = await db
    .update(consumerInvites)
    .set(values)
    .where(eq(consumerInvites.id, inviteId))
    .returning();
  if (!row) throw new Error('invite vanished');
  return row;
}

export async function deleteConsumerInvite(tx: Executor, inviteId: string) {
  await tx.delete(consumerInvites).where(eq(consumerInvites.id, inviteId));
}

/** What the mail names: the home invited to, else the household. */
export async function invitedPlaceName(db: Executor, invite: ConsumerInviteRecord) {
  const [row] = invite.consumerLocationId
    ? await db
        .select({ name: consumerLocations.locationName })
        .from(consumerLocations)
        .where(eq(consumerLocations.id, invite.consumerLocationId))
    : await db
        .select({ name: consumerAccounts.name })
        .from(consumerAccounts)
        .where(eq(consumerAccounts.id, invite.consumerAccountId));
  return row?.name ?? '';
}
