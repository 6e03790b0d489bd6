import { eq } from 'drizzle-orm';
import { products, users } from './schema';
import {
  customerWithHome,
  DAY_MS,
  type Executor,
  hex,
  householdFor,
  registerDevice,
} from './seed-homes';

// The small demo companies (Cascade, Brightline): a couple of customers each, whose homeowners
// have taken their homes over, with one device per home and nothing asked for yet, so the
// company's first service request is the one its owner makes in the demo.

/** A customer of a small demo company, whose home the homeowner has taken over. */
type TakenOverHome = {
  firstName: string;
  lastName: string;
  address1: string;
  zip: string;
  /** A demo account that takes the home over; otherwise a homeowner without a password. */
  userId?: string;
};

/** A small demo company's customers: one city, one product in each home, one technician. */
type TakenOverHomes = {
  people: readonly TakenOverHome[];
  city: string;
  state: string;
  sku: string;
  /** When the first customer was added; the next ones a day apart each. */
  since: number;
  /** The company's prefixes: phones `+1${areaCode}555…`, MACs and serial numbers. */
  areaCode: string;
  macPrefix: string;
  serialPrefix: string;
  technician: string;
};

/**
 * A company's customers, each with a home the homeowner has taken over and one device in it,
 * and no service asked for yet. Homeowners without a demo account have no password: they hear
 * of requests by mail (/dev/mail).
 */
async function seedTakenOverHomes(tx: Executor, partnerAccountId: string, seed: TakenOverHomes) {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.sku, seed.sku));
  if (!product) throw new Error(`seed: no ${seed.sku} in the catalogue`);
  for (const [i, person] of seed.people.entries()) {
    const { firstName, lastName } = person;
    const createdAt = new Date(seed.since + i * DAY_MS);
    const email = `${firstName}.${lastName}@homeowner.example`.toLowerCase();
    const homeownerId = person.userId ?? (await homeownerWithoutPassword(tx, person, createdAt));
    const home = await customerWithHome(
      tx,
      partnerAccountId,
      {
        firstName,
        lastName,
        email,
        phoneNumber: `+1${seed.areaCode}555${String(160 + i).padStart(4, '0')}`,
        createdAt,
        updatedAt: createdAt,
      },
      {
        locationName: 'Home',
        address1: person.address1,
        city: seed.city,
        state: seed.state,
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
        macAddress: `${seed.macPrefix}:${hex(i)}`,
        serialNumber: `${seed.serialPrefix}${String(i).padStart(6, '0')}`,
        productId: product.id,
        online: true,
        lastSeenAt: new Date(registeredAt.getTime() + DAY_MS),
        claimStatus: 'PRO_CLAIM',
        createdAt: registeredAt,
      },
      seed.technician,
    );
    await householdFor(tx, home, `${firstName} ${lastName}`, homeownerId, createdAt);
  }
}

async function homeownerWithoutPassword(tx: Executor, person: TakenOverHome, createdAt: Date) {
  const { firstName, lastName } = person;
  const email = `${firstName}.${lastName}@homeowner.example`.toLowerCase();
  const [homeowner] = await tx
    .insert(users)
    .values({ email, emailVerified: true, firstName, lastName, countryCode: 'US', createdAt })
    .returning({ id: users.id });
  if (!homeowner) throw new Error('seed: homeowner not created');
  return homeowner.id;
}

/**
 * Cascade Plumbing & Drains' two customers in Portland, each with a water leak detector: the
 * company has just bought Pro Alerts, so applying it to existing customers asks both households.
 */
export function seedCascadeCustomers(tx: Executor, partnerAccountId: string) {
  return seedTakenOverHomes(tx, partnerAccountId, {
    people: [
      { firstName: 'Harper', lastName: 'Quinn', address1: '2210 SE Clinton Street', zip: '97202' },
      { firstName: 'Mateo', lastName: 'Silva', address1: '815 NE Alberta Street', zip: '97211' },
    ],
    city: 'Portland',
    state: 'OR',
    sku: 'AWLD3001',
    since: Date.parse('2026-02-16T17:00:00Z'),
    areaCode: '503',
    macPrefix: 'A4:E1:00:01:00',
    serialPrefix: 'CP',
    technician: 'Casey Rivera',
  });
}

/** The Brightline Electric customer whose homeowner has a demo account. */
export const BRIGHTLINE_HOMEOWNER = { firstName: 'Nora', lastName: 'Bennett' } as const;

/**
 * Brightline Electric's two customers in Sacramento, each with a thermostat (a Homeowner App
 * Branding product): the company has bought branding and not made its brand profile, so no
 * home carries its brand yet. The first homeowner signs in with a demo account.
 */
export function seedBrightlineCustomers(
  tx: Executor,
  partnerAccountId: string,
  homeownerUserId: string,
) {
  return seedTakenOverHomes(tx, partnerAccountId, {
    people: [
      { ...BRIGHTLINE_HOMEOWNER, address1: '2420 K Street', zip: '95816', userId: homeownerUserId },
      { firstName: 'Owen', lastName: 'Price', address1: '1830 Capitol Avenue', zip: '95811' },
    ],
    city: 'Sacramento',
    state: 'CA',
    sku: 'ATH6320WF2003',
    since: Date.parse('2026-03-09T17:00:00Z'),
    areaCode: '916',
    macPrefix: 'A4:E1:00:02:00',
    serialPrefix: 'BL',
    technician: 'Reese Walker',
  });
}
