import type { ConsumerUserRole } from '@portal/contracts';
import { type Database, schema } from '@portal/db';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Headers = Record<string, string>;

export const HOME = {
  locationName: 'Main house',
  address: { address1: '12 Elm Street', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
};

/** A customer with one home made through the API; answers their ids. */
export async function customerWithHome(
  app: FastifyInstance,
  companyId: string,
  headers: Headers,
): Promise<{ customerId: string; locationId: string }> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/proAccounts/${companyId}/customers`,
    headers,
    payload: { firstName: 'Grace', lastName: 'Hopper', countryCode: 'US', location: HOME },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json() as { id: string; locations: { id: string }[] };
  return { customerId: body.id, locationId: body.locations[0]?.id ?? '' };
}

let macs = 0;
/** A MAC address no other test registered. */
export function freshMac(): string {
  macs += 1;
  const hex =
    (Date.now() % 0xffffff).toString(16).padStart(6, '0') + macs.toString(16).padStart(6, '0');
  return (hex.toUpperCase().match(/../g) ?? []).join(':');
}

/** Registers a thermostat (or the given SKU) at the home; answers the device. */
export async function registerDevice(
  app: FastifyInstance,
  companyId: string,
  locationId: string,
  headers: Headers,
  sku = 'ATH6320WF2003',
): Promise<{ id: string; macAddress: string }> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/proAccounts/${companyId}/locations/${locationId}/devices/register`,
    headers,
    payload: { macAddress: freshMac(), sku },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/**
 * Makes these users members of the home's household, as the homeowner's acceptance of an
 * invite does: the pre-registered household when there is one, else a new one holding a copy
 * of the home and its devices. Answers the household's id.
 */
export async function joinHousehold(
  db: Database,
  locationId: string,
  members: { user: { id: string }; role: (typeof ConsumerUserRole)[number] }[],
): Promise<string> {
  const { partnerDeviceLocations, consumerAccounts, consumerLocations, devices } = schema;
  const [home] = await db
    .select()
    .from(partnerDeviceLocations)
    .where(eq(partnerDeviceLocations.id, locationId));
  if (!home) throw new Error('no such home');
  let consumerLocationId = home.consumerLocationId;
  if (!consumerLocationId) {
    const [household] = await db.insert(consumerAccounts).values({ name: 'Home' }).returning();
    const [created] = await db
      .insert(consumerLocations)
      .values({
        consumerAccountId: household?.id ?? '',
        locationName: home.locationName,
        address1: home.address1,
        city: home.city,
        state: home.state,
        zip: home.zip,
        country: home.country,
      })
      .returning();
    consumerLocationId = created?.id ?? '';
    await db
      .update(partnerDeviceLocations)
      .set({ consumerLocationId })
      .where(eq(partnerDeviceLocations.id, locationId));
    await db.update(devices).set({ consumerLocationId }).where(eq(devices.locationId, locationId));
  }
  const [location] = await db
    .select()
    .from(consumerLocations)
    .where(eq(consumerLocations.id, consumerLocationId));
  const consumerAccountId = location?.consumerAccountId ?? '';
  await db
    .insert(schema.consumerAccountUsers)
    .values(members.map(({ user, role }) => ({ consumerAccountId, userId: user.id, role })));
  return consumerAccountId;
}

/** Pre-registers the home (POST consumerAccount); answers the PreRegistration. */
export async function preRegisterHome(
  app: FastifyInstance,
  companyId: string,
  home: { customerId: string; locationId: string },
  headers: Headers,
): Promise<{ consumerAccountId: string; consumerDeviceLocationId: string }> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/proAccounts/${companyId}/consumerAccount`,
    headers,
    payload: { partnerCustomerId: home.customerId, partnerDeviceLocationId: home.locationId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** What a refused call must leave as it was: the home, its devices and invites, the households. */
export async function homeSnapshot(db: Database, locationId: string) {
  const { partnerDeviceLocations, devices, deviceInvites, consumerAccounts } = schema;
  const [home] = await db
    .select()
    .from(partnerDeviceLocations)
    .where(eq(partnerDeviceLocations.id, locationId));
  const atHome = await db
    .select()
    .from(devices)
    .where(eq(devices.locationId, locationId))
    .orderBy(devices.createdAt);
  const invites = await db
    .select({ status: deviceInvites.status })
    .from(deviceInvites)
    .where(eq(deviceInvites.locationId, locationId));
  const [households] = await db.select({ total: count() }).from(consumerAccounts);
  return {
    state: home?.locationState,
    consumerLocationId: home?.consumerLocationId,
    partnerAccountId: home?.partnerAccountId,
    customerId: home?.customerId,
    devices: atHome.map((d) => ({ state: d.state, partnerAccountId: d.partnerAccountId })),
    invites: invites.map((i) => i.status),
    households: households?.total,
  };
}
