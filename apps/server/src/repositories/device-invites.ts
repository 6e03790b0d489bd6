import { schema } from '@portal/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/executor';

const { deviceInvites } = schema;

export type DeviceInviteRecord = typeof deviceInvites.$inferSelect;

/** The home's PENDING invite, locked, so two invites at once cannot both pass the check. */
export async function pendingInviteFor(tx: Executor, locationId: string) {
  const [row] = await tx
    .select()
    .from(deviceInvites)
    .where(and(eq(deviceInvites.locationId, locationId), eq(deviceInvites.status, 'PENDING')))
    .for('update');
  return row;
}

export async function insertDeviceInvite(
  tx: Executor,
  values: typeof deviceInvites.$inferInsert,
): Promise<DeviceInviteRecord> {
  const [row] = await tx.insert(deviceInvites).values(values).returning();
  if (!row) throw new Error('invite not created');
  return row;
}

/** One of the company's invites; another company's is not found, like a missing one. */
export async function findDeviceInvite(db: Executor, partnerAccountId: string, inviteId: string) {
  const [row] = await db
    .select()
    .from(deviceInvites)
    .where(
      and(eq(deviceInvites.partnerAccountId, partnerAccountId), eq(deviceInvites.id, inviteId)),
    )
    .limit(1);
  return row;
}

export async function updateDeviceInvite(
  db: Executor,
  inviteId: string,
  values: Partial<Pick<DeviceInviteRecord, 'status' | 'tokenHash' | 'expiresAt' | 'sentAt'>>,
): Promise<DeviceInviteRecord> {
  const [row] = await db
    .update(deviceInvites)
    .set(values)
    .where(eq(deviceInvites.id, inviteId))
    .returning();
  if (!row) throw new Error('invite vanished');
  return row;
}

/** Closes the home's open invites: their links stop working (a handed-over home). */
export async function closeOpenInvites(tx: Executor, locationId: string) {
  await tx
    .update(deviceInvites)
    .set({ status: 'REJECTED', respondedAt: new Date() })
    .where(
      and(
        eq(deviceInvites.locationId, locationId),
        inArray(deviceInvites.status, ['UNSENT', 'PENDING']),
      ),
    );
}
