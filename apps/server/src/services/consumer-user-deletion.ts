import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, arrayOverlaps, eq, inArray, isNull } from 'drizzle-orm';
import { AppError } from '../errors';

const { consumerAccounts, consumerAccountUsers, consumerLocations, devices, partnerUsers, users } =
  schema;

export const CONSUMER_USER_NOT_FOUND = 'No user with this id.';

/**
 * Deletes a user and what only they held, all or nothing. Refused while others depend on
 * them: an owner or admin of a partner company (409 USER_IS_COMPANY_OWNER_OR_ADMIN), the only
 * ADMIN of a household others still belong to (409 USER_IS_DEVICE_ADMIN). A household they
 * are alone in goes with its homes: the devices they added themselves go too, the ones a
 * partner registered stay with the partner (their link to the home is cleared). Memberships
 * of shared households end with the user.
 */
export async function deleteConsumerUser(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new AppError(404, CONSUMER_USER_NOT_FOUND);

    const [leads] = await tx
      .select({ id: partnerUsers.id })
      .from(partnerUsers)
      .where(
        and(
          eq(partnerUsers.userId, userId),
          arrayOverlaps(partnerUsers.roles, ['OWNER', 'COMPANY_ADMIN']),
        ),
      )
      .limit(1);
    if (leads) {
      throw new AppError(
        409,
        'You are an owner or admin of a partner company. Hand that role over before deleting your account.',
        'USER_IS_COMPANY_OWNER_OR_ADMIN',
      );
    }

    const mine = tx
      .select({ id: consumerAccountUsers.consumerAccountId })
      .from(consumerAccountUsers)
      .where(eq(consumerAccountUsers.userId, userId));
    // The households stay locked until the end, so nobody joins one that is being deleted
    // and two admins cannot both leave a household at once.
    await tx
      .select({ id: consumerAccounts.id })
      .from(consumerAccounts)
      .where(inArray(consumerAccounts.id, mine))
      .for('update');
    const members = await tx
      .select({
        consumerAccountId: consumerAccountUsers.consumerAccountId,
        userId: consumerAccountUsers.userId,
        role: consumerAccountUsers.role,
      })
      .from(consumerAccountUsers)
      .where(inArray(consumerAccountUsers.consumerAccountId, mine));

    const alone: string[] = [];
    for (const own of members.filter((m) => m.userId === userId)) {
      const others = members.filter(
        (m) => m.consumerAccountId === own.consumerAccountId && m.userId !== userId,
      );
      if (others.length === 0) alone.push(own.consumerAccountId);
      else if (own.role === 'ADMIN' && !others.some((m) => m.role === 'ADMIN')) {
        throw new AppError(
          409,
          'You are the only admin of a household others belong to. Make one of them an admin first.',
          'USER_IS_DEVICE_ADMIN',
        );
      }
    }

    if (alone.length > 0) {
      const homes = tx
        .select({ id: consumerLocations.id })
        .from(consumerLocations)
        .where(inArray(consumerLocations.consumerAccountId, alone));
      await tx
        .delete(devices)
        .where(and(inArray(devices.consumerLocationId, homes), isNull(devices.partnerAccountId)));
      await tx.delete(consumerAccounts).where(inArray(consumerAccounts.id, alone));
    }
    await tx.delete(users).where(eq(users.id, userId));
  });
}
