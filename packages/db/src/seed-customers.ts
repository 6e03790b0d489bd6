import { eq, inArray } from 'drizzle-orm';
import { partnerDeviceServices, products, users } from './schema';
import { customerWithHome, type Executor, householdFor, registerDevice } from './seed-homes';

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

/** Cascade's customers, in Portland; their homeowners have taken their homes over. */
const CASCADE_CUSTOMERS = [
  { firstName: 'Harper', lastName: 'Quinn', address1: '2210 SE Clinton Street', zip: '97202' },
  { firstName: 'Mateo', lastName: 'Silva', address1: '815 NE Alberta Street', zip: '97211' },
];
const CASCADE_BASE = Date.parse('2026-02-16T17:00:00Z');

/**
 * Cascade Plumbing & Drains' two customers, each with a home the homeowner has taken over and a
 * water leak detector in it, and no service asked for yet: the company has just bought Pro
 * Alerts, so applying it to existing customers asks both households. The homeowners have no
 * password: they hear of the requests by mail (/dev/mail).
 */
export async function seedCascadeCustomers(tx: Executor, partnerAccountId: string) {
  const [leakDetector] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.sku, 'AWLD3001'));
  if (!leakDetector) throw new Error('seed: no water leak detector in the catalogue');
  for (const [i, person] of CASCADE_CUSTOMERS.entries()) {
    const { firstName, lastName } = person;
    const createdAt = new Date(CASCADE_BASE + i * DAY_MS);
    const email = `${firstName}.${lastName}@homeowner.example`.toLowerCase();
    const [homeowner] = await tx
      .insert(users)
      .values({ email, emailVerified: true, firstName, lastName, countryCode: 'US', createdAt })
      .returning({ id: users.id });
    if (!homeowner) throw new Error('seed: homeowner not created');
    const home = await customerWithHome(
      tx,
      partnerAccountId,
      {
        firstName,
        lastName,
        email,
        phoneNumber: `+1503555${String(160 + i).padStart(4, '0')}`,
        createdAt,
        updatedAt: createdAt,
      },
      {
        locationName: 'Home',
        address1: person.address1,
        city: 'Portland',
        state: 'OR',
        zip: person.zip,
        createdAt,
        updatedAt: createdAt,
      },
    );
    const registeredAt = new Date(createdAt.getTime() + 3_600_000);
    await registerDevice(
      tx,
      home,
      {
        macAddress: `A4:E1:00:01:00:${hex(i)}`,
        serialNumber: `CP${String(i).padStart(6, '0')}`,
        productId: leakDetector.id,
        online: true,
        lastSeenAt: new Date(registeredAt.getTime() + DAY_MS),
        claimStatus: 'PRO_CLAIM',
        createdAt: registeredAt,
      },
      'Casey Rivera',
    );
    await householdFor(tx, home, `${firstName} ${lastName}`, homeowner.id, createdAt);
  }
}
