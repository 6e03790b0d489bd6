import { schema } from '@portal/db';
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { insertHome } from '../../repositories/households';
import { addressOf } from '../../repositories/locations';

const {
  consumerLocations,
  deviceHistory,
  deviceInvites,
  devices,
  partnerAccounts,
  partnerCustomers,
  partnerDeviceLocations,
} = schema;

/** The invite locked for its answer: two answers at once cannot both pass the checks. */
export async function lockDeviceInvite(tx: Executor, inviteId: string) {
  const [row] = await tx
    .select()
    .from(deviceInvites)
    .where(eq(deviceInvites.id, inviteId))
    .for('update');
  return row;
}

/** The invite a mailed link's token belongs to, with what its page shows. */
export async function deviceInviteByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      invite: deviceInvites,
      partnerName: partnerAccounts.name,
      locationName: partnerDeviceLocations.locationName,
    })
    .from(deviceInvites)
    .innerJoin(partnerAccounts, eq(partnerAccounts.id, deviceInvites.partnerAccountId))
    .innerJoin(partnerDeviceLocations, eq(partnerDeviceLocations.id, deviceInvites.locationId))
    .where(eq(deviceInvites.tokenHash, tokenHash))
    .limit(1);
  if (!row) return undefined;
  const [devicesAt] = await db
    .select({ n: count() })
    .from(devices)
    .where(eq(devices.locationId, row.invite.locationId));
  return { ...row, devicesCount: devicesAt?.n ?? 0 };
}

/** The partner's home the invite offers, locked while it is taken over. */
export async function lockPartnerHome(tx: Executor, partnerDeviceLocationId: string) {
  const [row] = await tx
    .select({ home: partnerDeviceLocations, customerType: partnerCustomers.customerType })
    .from(partnerDeviceLocations)
    .innerJoin(partnerCustomers, eq(partnerCustomers.id, partnerDeviceLocations.customerId))
    .where(eq(partnerDeviceLocations.id, partnerDeviceLocationId))
    .for('update', { of: partnerDeviceLocations });
  return row;
}

export type PartnerHome = typeof partnerDeviceLocations.$inferSelect;

export async function findConsumerHome(tx: Executor, consumerLocationId: string) {
  const [row] = await tx
    .select()
    .from(consumerLocations)
    .where(eq(consumerLocations.id, consumerLocationId))
    .limit(1);
  return row;
}

/** The household's copy of the partner's home: its name and address. */
export function copyHome(tx: Executor, consumerAccountId: string, home: PartnerHome) {
  return insertHome(tx, consumerAccountId, {
    locationName: home.locationName,
    address: addressOf(home),
  });
}

/**
 * Links the partner's home and every device at it to the household's home, and writes each
 * device's history; answers the devices' ids.
 */
export async function linkHome(
  tx: Executor,
  partnerDeviceLocationId: string,
  consumerLocationId: string,
  actor: string,
) {
  await tx
    .update(partnerDeviceLocations)
    .set({ consumerLocationId, updatedAt: new Date() })
    .where(eq(partnerDeviceLocations.id, partnerDeviceLocationId));
  const linked = await tx
    .update(devices)
    .set({ consumerLocationId })
    .where(eq(devices.locationId, partnerDeviceLocationId))
    .returning({ id: devices.id });
  if (linked.length > 0) {
    await tx
      .insert(deviceHistory)
      .values(linked.map((device) => ({ deviceId: device.id, event: 'HOMEOWNER_LINKED', actor })));
  }
}

export async function recordAnswer(
  tx: Executor,
  inviteId: string,
  answer: { status: 'ACCEPTED'; acceptedBy: string } | { status: 'REJECTED' },
) {
  await tx
    .update(deviceInvites)
    .set({ ...answer, respondedAt: new Date() })
    .where(eq(deviceInvites.id, inviteId));
}
