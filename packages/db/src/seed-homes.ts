import { eq } from 'drizzle-orm';
import type { Database } from './client';
import {
  consumerAccounts,
  consumerAccountUsers,
  consumerLocations,
  deviceHistory,
  devices,
  partnerCustomers,
  partnerDeviceLocations,
} from './schema';

// The demo companies' customers are made of these: a customer with a home, devices a
// technician registered there, and the household that has taken the home over.

export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

export const DAY_MS = 86_400_000;
/** Two upper-case hex digits, for MAC addresses. */
export const hex = (n: number) => n.toString(16).padStart(2, '0').toUpperCase();

/**
 * A household for a home: the homeowner's own copy of it, which the partner's home and its
 * devices point at. With a user, the homeowner has taken the home over (as an invite's
 * acceptance does); without one, the partner pre-registered it.
 */
export async function householdFor(
  tx: Executor,
  home: typeof partnerDeviceLocations.$inferSelect,
  name: string,
  userId: string | undefined,
  at: Date,
): Promise<void> {
  const [household] = await tx
    .insert(consumerAccounts)
    .values({ name, createdAt: at, updatedAt: at })
    .returning({ id: consumerAccounts.id });
  if (!household) throw new Error('seed: household not created');
  if (userId) {
    await tx
      .insert(consumerAccountUsers)
      .values({ consumerAccountId: household.id, userId, role: 'ADMIN', createdAt: at });
  }
  const [own] = await tx
    .insert(consumerLocations)
    .values({
      consumerAccountId: household.id,
      locationName: home.locationName,
      address1: home.address1,
      city: home.city,
      state: home.state,
      zip: home.zip,
      country: home.country,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: consumerLocations.id });
  if (!own) throw new Error('seed: household home not created');
  await tx
    .update(partnerDeviceLocations)
    .set({ consumerLocationId: own.id })
    .where(eq(partnerDeviceLocations.id, home.id));
  await tx
    .update(devices)
    .set({ consumerLocationId: own.id })
    .where(eq(devices.locationId, home.id));
}

export type Home = typeof partnerDeviceLocations.$inferSelect;

/** A partner's customer with one home in the US; answers the home. */
export async function customerWithHome(
  tx: Executor,
  partnerAccountId: string,
  customer: Omit<typeof partnerCustomers.$inferInsert, 'partnerAccountId' | 'countryCode'>,
  home: Omit<
    typeof partnerDeviceLocations.$inferInsert,
    'customerId' | 'partnerAccountId' | 'country'
  >,
): Promise<Home> {
  const [created] = await tx
    .insert(partnerCustomers)
    .values({ partnerAccountId, countryCode: 'US', ...customer })
    .returning({ id: partnerCustomers.id });
  if (!created) throw new Error('seed: customer not created');
  const [row] = await tx
    .insert(partnerDeviceLocations)
    .values({ customerId: created.id, partnerAccountId, country: 'US', ...home })
    .returning();
  if (!row) throw new Error('seed: home not created');
  return row;
}

/** A device a partner's technician registered at the home, with its history line. */
export async function registerDevice(
  tx: Executor,
  home: Home,
  device: Omit<typeof devices.$inferInsert, 'locationId' | 'partnerAccountId'>,
  technician: string,
): Promise<string> {
  const [row] = await tx
    .insert(devices)
    .values({ locationId: home.id, partnerAccountId: home.partnerAccountId, ...device })
    .returning({ id: devices.id });
  if (!row) throw new Error('seed: device not created');
  await tx.insert(deviceHistory).values({
    deviceId: row.id,
    at: device.createdAt ?? new Date(),
    event: 'REGISTERED',
    // As the portal writes it when a technician registers a device.
    detail: `At ${home.locationName}`,
    actor: technician,
  });
  return row.id;
}
