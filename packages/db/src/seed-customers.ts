import { eq, inArray } from 'drizzle-orm';
import type { Database } from './client';
import {
  consumerAccounts,
  consumerAccountUsers,
  consumerLocations,
  deviceHistory,
  devices,
  partnerCustomers,
  partnerDeviceLocations,
  partnerDeviceServices,
  products,
} from './schema';

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'James',
  'Mia',
  'Lucas',
];
const LAST_NAMES = [
  'Anderson',
  'Brooks',
  'Carter',
  'Diaz',
  'Evans',
  'Foster',
  'Garcia',
  'Hughes',
  'Irwin',
  'Jensen',
  'Kim',
  'Lopez',
  'Morgan',
];
const STREETS = ['Maple Avenue', 'Oak Street', 'Cedar Lane', 'Pine Road', 'Elm Court'];
const CITIES = [
  { city: 'Austin', state: 'TX', zip: '78704' },
  { city: 'Denver', state: 'CO', zip: '80203' },
  { city: 'Portland', state: 'OR', zip: '97205' },
  { city: 'Raleigh', state: 'NC', zip: '27601' },
  { city: 'Columbus', state: 'OH', zip: '43215' },
];
/** Thermostats, leak detectors, smoke detectors and cameras from the catalogue, in turn. */
const SKUS = ['ATH6320WF2003', 'AWLD3001', 'ASD1001', 'ACAM1001', 'ATH10WF1001', 'ACAM2001'];

/**
 * What the homeowner answered, by customer number mod 5: nothing asked, remote access asked,
 * remote access and Pro Alerts accepted, remote access rejected, installation accepted.
 */
const SERVICE_STATES = [
  [],
  [{ serviceType: 'RemoteAccess', consentStatus: 'PENDING' }],
  [
    { serviceType: 'RemoteAccess', consentStatus: 'ACCEPTED' },
    { serviceType: 'ProAlertsPartnerDeviceService', consentStatus: 'ACCEPTED' },
  ],
  [{ serviceType: 'RemoteAccess', consentStatus: 'REJECTED' }],
  [{ serviceType: 'InstallationPartnerDeviceService', consentStatus: 'ACCEPTED' }],
] as const;

const DAY_MS = 86_400_000;
const BASE = Date.parse('2026-01-05T15:00:00Z');
const hex = (n: number) => n.toString(16).padStart(2, '0').toUpperCase();

/** The customer whose home the demo homeowner account has taken over (remote access pending). */
export const DEMO_HOMEOWNER_CUSTOMER = 1;
const PRE_REGISTERED_CUSTOMER = 24;

/**
 * A household for a home: the homeowner's own copy of it, which the partner's home and its
 * devices point at. With a user, the homeowner has taken the home over (as an invite's
 * acceptance does); without one, the partner pre-registered it.
 */
async function householdFor(
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

/**
 * Northwind's 25 customers, each with a home in the US and one to three devices in different
 * service states, some online and some not. Everything is derived from the customer's number,
 * so every fresh demo database looks the same. The demo homeowner (customer 1) has taken their
 * home over in the homeowner app; the last home waits in pre-registration.
 */
export async function seedDemoCustomers(
  tx: Executor,
  partnerAccountId: string,
  homeownerUserId: string,
): Promise<void> {
  const catalogue = await tx
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, SKUS));
  const productId = new Map(catalogue.map((p) => [p.sku, p.id]));

  for (let i = 0; i < 25; i++) {
    const firstName = FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Alex';
    const lastName = LAST_NAMES[i % LAST_NAMES.length] ?? 'Smith';
    const createdAt = new Date(BASE + i * 3 * DAY_MS);
    const [customer] = await tx
      .insert(partnerCustomers)
      .values({
        partnerAccountId,
        firstName,
        lastName,
        email: demoCustomerEmail(i),
        phoneNumber: `+1512555${String(100 + i).padStart(4, '0')}`,
        countryCode: 'US',
        customerType: i % 7 === 6 ? 'Commercial' : 'Residential',
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: partnerCustomers.id });
    if (!customer) throw new Error('seed: customer not created');
    const place = CITIES[i % CITIES.length] ?? { city: 'Austin', state: 'TX', zip: '78704' };
    const preRegistration = i === PRE_REGISTERED_CUSTOMER;
    const [home] = await tx
      .insert(partnerDeviceLocations)
      .values({
        customerId: customer.id,
        partnerAccountId,
        locationName: i % 4 === 3 ? 'Lake house' : 'Home',
        address1: `${100 + i * 7} ${STREETS[i % STREETS.length]}`,
        city: place.city,
        state: place.state,
        zip: place.zip,
        country: 'US',
        locationState: preRegistration ? 'InPreRegistration' : 'Normal',
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!home) throw new Error('seed: home not created');

    for (let j = 0; j < 1 + (i % 3); j++) {
      const sku = SKUS[(i + j) % SKUS.length] ?? 'ATH6320WF2003';
      const online = (i + j) % 4 !== 0;
      const registeredAt = new Date(createdAt.getTime() + (j + 1) * 3_600_000);
      const [device] = await tx
        .insert(devices)
        .values({
          macAddress: `A4:E1:00:00:${hex(i)}:${hex(j)}`,
          serialNumber: `NW${String(i * 10 + j).padStart(6, '0')}`,
          productId: productId.get(sku) ?? '',
          state: preRegistration ? 'InPreRegistration' : 'Normal',
          online,
          lastSeenAt: new Date(BASE + (60 - ((i + j) % 4) * 5) * DAY_MS),
          claimStatus: preRegistration ? null : 'PRO_CLAIM',
          locationId: home.id,
          partnerAccountId,
          createdAt: registeredAt,
        })
        .returning({ id: devices.id });
      if (!device) throw new Error('seed: device not created');
      await tx.insert(deviceHistory).values({
        deviceId: device.id,
        at: registeredAt,
        event: 'REGISTERED',
        detail: 'At Home',
        actor: 'Theo Technician',
      });
      const states = preRegistration ? [] : (SERVICE_STATES[i % SERVICE_STATES.length] ?? []);
      for (const state of states) {
        const requestedAt = new Date(registeredAt.getTime() + DAY_MS);
        await tx.insert(partnerDeviceServices).values({
          deviceId: device.id,
          partnerAccountId,
          ...state,
          requestedAt,
          respondedAt:
            state.consentStatus === 'PENDING' ? null : new Date(requestedAt.getTime() + DAY_MS),
        });
      }
    }
    if (i === DEMO_HOMEOWNER_CUSTOMER || preRegistration) {
      const userId = preRegistration ? undefined : homeownerUserId;
      await householdFor(tx, home, `${firstName} ${lastName}`, userId, createdAt);
    }
  }
}

/** The email the partner has on file for customer number i (the demo homeowner signs in with it). */
export function demoCustomerEmail(i: number): string {
  const firstName = FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Alex';
  const lastName = LAST_NAMES[i % LAST_NAMES.length] ?? 'Smith';
  return `${firstName}.${lastName}${i}@homeowner.example`.toLowerCase();
}
