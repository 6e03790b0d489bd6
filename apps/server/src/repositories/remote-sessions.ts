import type { PartnerRole } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import type { DeviceAudience } from '../realtime/publish';

const { consumerLocations, devices, partnerDeviceSessions, partnerUsers } = schema;

export type SessionRow = typeof partnerDeviceSessions.$inferSelect;

/** The device's open session (not ended), if any; `lock` holds it until the transaction ends. */
export async function openSessionOnDevice(
  db: Executor,
  deviceId: string,
  options: { lock?: boolean } = {},
): Promise<SessionRow | undefined> {
  const query = db
    .select()
    .from(partnerDeviceSessions)
    .where(and(eq(partnerDeviceSessions.deviceId, deviceId), isNull(partnerDeviceSessions.endedAt)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The roles of the user's ACTIVE membership of the company, or undefined when not a member. */
export async function activeRolesIn(
  db: Executor,
  userId: string,
  partnerAccountId: string,
): Promise<PartnerRole[] | undefined> {
  const [row] = await db
    .select({ roles: partnerUsers.roles })
    .from(partnerUsers)
    .where(
      and(
        eq(partnerUsers.userId, userId),
        eq(partnerUsers.partnerAccountId, partnerAccountId),
        eq(partnerUsers.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return row?.roles;
}

/** Who hears about a device's changes: its company and the household of its home. */
export async function deviceAudience(db: Executor, deviceId: string): Promise<DeviceAudience> {
  const [row] = await db
    .select({
      partnerAccountId: devices.partnerAccountId,
      consumerAccountId: consumerLocations.consumerAccountId,
    })
    .from(devices)
    .leftJoin(consumerLocations, eq(consumerLocations.id, devices.consumerLocationId))
    .where(eq(devices.id, deviceId))
    .limit(1);
  return {
    partnerAccountId: row?.partnerAccountId ?? null,
    consumerAccountId: row?.consumerAccountId ?? null,
  };
}
