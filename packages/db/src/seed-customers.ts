import { inArray } from 'drizzle-orm';
import { partnerDeviceServices, products } from './schema';
import {
  customerWithHome,
  DAY_MS,
  type Executor,
  type Home,
  hex,
  householdFor,
  registerDevice,
} from './seed-homes';

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

const BASE = Date.parse('2026-01-05T15:00:00Z');

/** The customer whose home the demo homeowner account has taken over (remote access pending). */
export const DEMO_HOMEOWNER_CUSTOMER = 1;
const PRE_REGISTERED_CUSTOMER = 24;

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
    const place = CITIES[i % CITIES.length] ?? { city: 'Austin', state: 'TX', zip: '78704' };
    const preRegistration = i === PRE_REGISTERED_CUSTOMER;
    const home = await customerWithHome(
      tx,
      partnerAccountId,
      {
        firstName,
        lastName,
        email: demoCustomerEmail(i),
        phoneNumber: `+1512555${String(100 + i).padStart(4, '0')}`,
        customerType: i % 7 === 6 ? 'Commercial' : 'Residential',
        createdAt,
        updatedAt: createdAt,
      },
      {
        locationName: i % 4 === 3 ? 'Lake house' : 'Home',
        address1: `${100 + i * 7} ${STREETS[i % STREETS.length]}`,
        city: place.city,
        state: place.state,
        zip: place.zip,
        locationState: preRegistration ? 'InPreRegistration' : 'Normal',
        createdAt,
        updatedAt: createdAt,
      },
    );

    for (let j = 0; j < 1 + (i % 3); j++) {
      const sku = SKUS[(i + j) % SKUS.length] ?? 'ATH6320WF2003';
      const online = (i + j) % 4 !== 0;
      const registeredAt = new Date(createdAt.getTime() + (j + 1) * 3_600_000);
      const deviceId = await registerDevice(
        tx,
        home,
        {
          macAddress: `A4:E1:00:00:${hex(i)}:${hex(j)}`,
          serialNumber: `NW${String(i * 10 + j).padStart(6, '0')}`,
          productId: productId.get(sku) ?? '',
          state: preRegistration ? 'InPreRegistration' : 'Normal',
          online,
          lastSeenAt: new Date(BASE + (60 - ((i + j) % 4) * 5) * DAY_MS),
          claimStatus: preRegistration ? null : 'PRO_CLAIM',
          createdAt: registeredAt,
        },
        'Theo Technician',
      );
      const states = preRegistration ? [] : (SERVICE_STATES[i % SERVICE_STATES.length] ?? []);
      for (const state of states) {
        const requestedAt = new Date(registeredAt.getTime() + DAY_MS);
        await tx.insert(partnerDeviceServices).values({
          deviceId,
          partnerAccountId,
          ...state,
          requestedAt,
          respondedAt:
            state.consentStatus === 'PENDING' ? null : new Date(requestedAt.getTime() + DAY_MS),
        });
      }
    }
    if (i === DEMO_HOMEOWNER_CUSTOMER) {
      await demoHomeownersThermostat(
        tx,
        home,
        partnerAccountId,
        productId.get(THERMOSTAT_SKU) ?? '',
        createdAt,
      );
    }
    if (i === DEMO_HOMEOWNER_CUSTOMER || preRegistration) {
      const userId = preRegistration ? undefined : homeownerUserId;
      await householdFor(tx, home, `${firstName} ${lastName}`, userId, createdAt);
    }
  }
}

const THERMOSTAT_SKU = 'ATH10WF1001';
/** The demo homeowner's thermostat, on the simulator's fleet (its MAC is in none of the rows above). */
export const DEMO_HOMEOWNER_THERMOSTAT_MAC = 'A4:E1:00:00:01:0A';

/**
 * The demo homeowner's hallway thermostat, whose remote access he has already allowed Northwind:
 * a Northwind technician can ask him for a remote session on it straight away (issue 17).
 */
async function demoHomeownersThermostat(
  tx: Executor,
  home: Home,
  partnerAccountId: string,
  productId: string,
  createdAt: Date,
) {
  const registeredAt = new Date(createdAt.getTime() + 5 * 3_600_000);
  const deviceId = await registerDevice(
    tx,
    home,
    {
      macAddress: DEMO_HOMEOWNER_THERMOSTAT_MAC,
      serialNumber: 'NW000019',
      productId,
      state: 'Normal',
      online: true,
      lastSeenAt: new Date(BASE + 60 * DAY_MS),
      claimStatus: 'PRO_CLAIM',
      createdAt: registeredAt,
      name: 'Hallway thermostat',
    },
    'Theo Technician',
  );
  const requestedAt = new Date(registeredAt.getTime() + DAY_MS);
  await tx.insert(partnerDeviceServices).values({
    deviceId,
    partnerAccountId,
    serviceType: 'RemoteAccess',
    consentStatus: 'ACCEPTED',
    requestedAt,
    respondedAt: new Date(requestedAt.getTime() + DAY_MS),
  });
}

/** The email the partner has on file for customer number i (the demo homeowner signs in with it). */
export function demoCustomerEmail(i: number): string {
  const firstName = FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Alex';
  const lastName = LAST_NAMES[i % LAST_NAMES.length] ?? 'Smith';
  return `${firstName}.${lastName}${i}@homeowner.example`.toLowerCase();
}
