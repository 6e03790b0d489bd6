import { count } from 'drizzle-orm';
import type { Database } from './client';
import { hashPassword } from './passwords';
import {
  addRequests,
  agreementConsents,
  agreements,
  employeeInvites,
  partnerAccounts,
  partnerIsuTemplates,
  partnerUsers,
  platformAdmins,
  users,
} from './schema';
import { seedNorthwindBuilders } from './seed-associates';
import { seedNorthwindBrand } from './seed-branding';
import { DEMO_HOMEOWNER_CUSTOMER, demoCustomerEmail, seedDemoCustomers } from './seed-customers';
import { RHEIN_HAUSTECHNIK, RHEIN_OWNER_HOME } from './seed-emea';
import { seedNorthwindProAlerts } from './seed-pro-alerts';
import { PRO_TERMS_V1 } from './seed-pro-terms';
import { seedEnrollments } from './seed-subscriptions';
import {
  BRIGHTLINE_HOMEOWNER,
  seedBrightlineCustomers,
  seedCascadeCustomers,
} from './seed-taken-over-homes';

/** Northwind's installer set-up for the heat pumps it fits, applied in remote sessions. */
const NORTHWIND_ISU_TEMPLATE = (partnerAccountId: string) => ({
  partnerAccountId,
  name: 'Heat pump, two stages',
  description:
    'Our standard heat pump install: two heating stages, one cooling, O reversing valve.',
  values: {
    systemType: 'HeatPump',
    heatStages: 2,
    coolStages: 1,
    reversingValve: 'O',
    minCycleOffMinutes: 5,
  },
});

/** The seeded invite's lifetime: the default of INVITE_TTL_DAYS. */
const INVITE_DAYS = 7;

export type DemoAccount = { email: string; password: string; description: string };

// Demo sign-in accounts, printed by `npm start`. They exist only in a database the
// seed created, never in one that already had data.
export const DEMO_PASSWORD = 'demo-portal-2026';
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@aerishome.example', description: 'Platform administrator' },
  owner: {
    email: 'owner@northwind-hvac.example',
    description: 'Owner of Northwind Heating & Cooling',
  },
  technician: {
    email: 'tech@northwind-hvac.example',
    description: 'Technician at Northwind Heating & Cooling',
  },
  former: {
    email: 'former@northwind-hvac.example',
    description: 'Former Northwind employee (INACTIVE: sees access denied)',
  },
  manager: {
    email: 'manager@northwind-hvac.example',
    description: 'Company admin at Northwind (manages employees and join requests)',
  },
  dispatcher: {
    email: 'dispatch@northwind-hvac.example',
    description: 'Operations at Northwind',
  },
  sales: { email: 'sales@northwind-hvac.example', description: 'Sales at Northwind' },
  joiner: {
    email: 'joiner@example-pro.example',
    description: 'Pro user without a company who asked to join Northwind (REQUESTED)',
  },
  pending: {
    email: 'pending@summit-electric.example',
    description: 'Owner of Summit Electric, an application waiting for approval',
  },
  homeowner: {
    email: demoCustomerEmail(DEMO_HOMEOWNER_CUSTOMER),
    description:
      'Homeowner Liam Brooks, a Northwind customer: /home-app shows Northwind, remote access asked',
  },
  newPro: {
    email: 'owner@cascade-plumbing.example',
    description:
      'Owner of Cascade Plumbing & Drains, which just bought Pro Alerts and has not set it up',
  },
  brandPro: {
    email: 'owner@brightline-electric.example',
    description:
      'Owner of Brightline Electric: Homeowner App Branding bought, no brand profile yet',
  },
  brandHomeowner: {
    email:
      `${BRIGHTLINE_HOMEOWNER.firstName}.${BRIGHTLINE_HOMEOWNER.lastName}@homeowner.example`.toLowerCase(),
    description:
      'Homeowner Nora Bennett, a Brightline Electric customer: /home-app, nothing asked yet',
  },
  storePro: {
    email: 'owner@evergreen-comfort.example',
    description:
      'Owner of Evergreen Comfort Systems, which just bought Pro Alerts and Homeowner App Branding in the online store: lands in the service setup',
  },
  emeaOwner: {
    email: 'owner@rhein-haustechnik.example',
    description:
      'Owner of Rhein Haustechnik GmbH in Germany: the EMEA market, without products, resources, perks or customer accounts',
  },
} as const;

type DemoKey = keyof typeof DEMO_ACCOUNTS;
/** A demo person; one living in the United States and reading English unless told. */
type DemoPerson = { firstName: string; lastName: string; countryCode?: string; locale?: string };
const DEMO_PEOPLE: Record<DemoKey, DemoPerson> = {
  admin: { firstName: 'Avery', lastName: 'Admin' },
  owner: { firstName: 'Olivia', lastName: 'Owner' },
  technician: { firstName: 'Theo', lastName: 'Technician' },
  former: { firstName: 'Frances', lastName: 'Former' },
  manager: { firstName: 'Morgan', lastName: 'Manager' },
  dispatcher: { firstName: 'Dana', lastName: 'Dispatch' },
  sales: { firstName: 'Sam', lastName: 'Sales' },
  joiner: { firstName: 'Jordan', lastName: 'Joiner' },
  pending: { firstName: 'Priya', lastName: 'Patel' },
  homeowner: { firstName: 'Liam', lastName: 'Brooks' },
  newPro: { firstName: 'Casey', lastName: 'Rivera' },
  brandPro: { firstName: 'Reese', lastName: 'Walker' },
  brandHomeowner: BRIGHTLINE_HOMEOWNER,
  storePro: { firstName: 'Emery', lastName: 'Lane' },
  emeaOwner: { firstName: 'Jonas', lastName: 'Becker', ...RHEIN_OWNER_HOME },
};

/**
 * Fills an empty database with demo data; does nothing when any user exists, so a
 * restart keeps what the portal's users changed. Answers the accounts it created.
 */
export async function seedDemoData(db: Database): Promise<DemoAccount[]> {
  const [existing] = await db.select({ users: count() }).from(users);
  if ((existing?.users ?? 0) > 0) return [];

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const keys = Object.keys(DEMO_ACCOUNTS) as DemoKey[];
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        keys.map((key) => ({
          email: DEMO_ACCOUNTS[key].email,
          passwordHash,
          emailVerified: true,
          countryCode: 'US',
          ...DEMO_PEOPLE[key],
        })),
      )
      .returning({ id: users.id, email: users.email });
    const idOf = (key: DemoKey) => {
      const user = created.find((row) => row.email === DEMO_ACCOUNTS[key].email);
      if (!user) throw new Error(`seed: ${key} was not created`);
      return user.id;
    };

    await tx.insert(platformAdmins).values({ userId: idOf('admin') });
    const [northwind, summit, cascade, brightline, evergreen, rhein] = await tx
      .insert(partnerAccounts)
      .values([
        {
          name: 'Northwind Heating & Cooling',
          status: 'ACTIVE',
          countryCode: 'US',
          address1: '1200 Harbor Boulevard',
          city: 'Seattle',
          state: 'WA',
          zip: '98101',
          addressCountry: 'US',
          phoneNumber: '+12065550142',
          proCategories: ['HVAC'],
          expertise: ['HVAC', 'PLUMBING'],
          websiteUrl: 'https://northwind-hvac.example',
          reviewNote: 'Licence and insurance checked.',
          reviewedAt: new Date('2026-01-15T16:00:00Z'),
          reviewedBy: idOf('admin'),
        },
        {
          name: 'Summit Electric',
          status: 'PENDING',
          countryCode: 'US',
          address1: '88 Ridge Road',
          city: 'Denver',
          state: 'CO',
          zip: '80202',
          addressCountry: 'US',
          phoneNumber: '+13035550178',
          proCategories: ['ELECTRICIAN'],
          expertise: ['ELECTRICAL'],
        },
        {
          name: 'Cascade Plumbing & Drains',
          status: 'ACTIVE',
          countryCode: 'US',
          address1: '415 SE Water Avenue',
          city: 'Portland',
          state: 'OR',
          zip: '97214',
          addressCountry: 'US',
          phoneNumber: '+15035550187',
          proCategories: ['PLUMBER'],
          expertise: ['PLUMBING'],
          websiteUrl: 'https://cascade-plumbing.example',
          reviewNote: 'Plumbing licence checked.',
          reviewedAt: new Date('2026-02-10T18:00:00Z'),
          reviewedBy: idOf('admin'),
        },
        {
          name: 'Brightline Electric',
          status: 'ACTIVE',
          countryCode: 'US',
          address1: '900 J Street',
          city: 'Sacramento',
          state: 'CA',
          zip: '95814',
          addressCountry: 'US',
          phoneNumber: '+19165550134',
          proCategories: ['ELECTRICIAN'],
          expertise: ['ELECTRICAL', 'HVAC'],
          websiteUrl: 'https://brightline-electric.example',
          reviewNote: 'Electrical contractor licence checked.',
          reviewedAt: new Date('2026-03-03T17:00:00Z'),
          reviewedBy: idOf('admin'),
        },
        {
          name: 'Evergreen Comfort Systems',
          status: 'ACTIVE',
          countryCode: 'US',
          address1: '2100 W Main Street',
          city: 'Boise',
          state: 'ID',
          zip: '83702',
          addressCountry: 'US',
          phoneNumber: '+12085550163',
          proCategories: ['HVAC'],
          expertise: ['HVAC'],
          websiteUrl: 'https://evergreen-comfort.example',
          reviewNote: 'HVAC contractor licence checked.',
          reviewedAt: new Date('2026-03-20T17:00:00Z'),
          reviewedBy: idOf('admin'),
        },
        { ...RHEIN_HAUSTECHNIK, reviewedBy: idOf('admin') },
      ])
      .returning({ id: partnerAccounts.id });
    if (!northwind || !summit || !cascade || !brightline || !evergreen || !rhein) {
      throw new Error('seed: companies were not created');
    }

    await tx.insert(partnerUsers).values([
      { partnerAccountId: northwind.id, userId: idOf('owner'), roles: ['OWNER'] },
      { partnerAccountId: northwind.id, userId: idOf('technician'), roles: ['TECHNICIAN'] },
      {
        partnerAccountId: northwind.id,
        userId: idOf('former'),
        roles: ['TECHNICIAN'],
        status: 'INACTIVE',
      },
      { partnerAccountId: northwind.id, userId: idOf('manager'), roles: ['COMPANY_ADMIN'] },
      { partnerAccountId: northwind.id, userId: idOf('dispatcher'), roles: ['OPERATIONS'] },
      { partnerAccountId: northwind.id, userId: idOf('sales'), roles: ['SALES', 'MARKETING'] },
      { partnerAccountId: summit.id, userId: idOf('pending'), roles: ['OWNER'] },
      { partnerAccountId: cascade.id, userId: idOf('newPro'), roles: ['OWNER'] },
      { partnerAccountId: brightline.id, userId: idOf('brandPro'), roles: ['OWNER'] },
      { partnerAccountId: evergreen.id, userId: idOf('storePro'), roles: ['OWNER'] },
      { partnerAccountId: rhein.id, userId: idOf('emeaOwner'), roles: ['OWNER'] },
    ]);
    // Something on the employees page and in the owner's bell on first start: an open invite
    // (no account yet behind its address) and a join request waiting for a decision.
    const now = Date.now();
    await tx.insert(employeeInvites).values({
      partnerAccountId: northwind.id,
      invitedBy: idOf('owner'),
      sendToEmail: 'new.hire@example-pro.example',
      notificationType: 'Email',
      roles: ['TECHNICIAN'],
      expiresAt: new Date(now + INVITE_DAYS * 86_400_000),
      sentAt: new Date(now),
    });
    await tx.insert(addRequests).values({ userId: idOf('joiner'), partnerAccountId: northwind.id });
    await seedEnrollments(
      tx,
      {
        northwind: northwind.id,
        cascade: cascade.id,
        brightline: brightline.id,
        evergreen: evergreen.id,
      },
      idOf('admin'),
    );
    await seedDemoCustomers(tx, northwind.id, idOf('homeowner'));
    await seedNorthwindBuilders(tx, northwind.id, now);
    await seedNorthwindProAlerts(tx, northwind.id, idOf('owner'));
    await seedNorthwindBrand(tx, northwind.id, idOf('owner'), idOf('homeowner'));
    await tx.insert(partnerIsuTemplates).values(NORTHWIND_ISU_TEMPLATE(northwind.id));
    await seedCascadeCustomers(tx, cascade.id);
    await seedBrightlineCustomers(tx, brightline.id, idOf('brandHomeowner'));

    const [terms] = await tx
      .insert(agreements)
      .values({
        agreementType: 'ProTnC',
        applicationScope: 'AerisPro',
        version: '1',
        locale: 'en',
        ...PRO_TERMS_V1,
        effectiveDate: new Date('2026-01-01T00:00:00Z'),
      })
      .returning({ id: agreements.id });
    if (!terms) throw new Error('seed: the Pro terms were not created');
    // Every demo user has accepted them, so signing in leads straight to the portal.
    await tx.insert(agreementConsents).values(
      keys.map((key) => ({
        userId: idOf(key),
        agreementId: terms.id,
        status: 'Accepted' as const,
      })),
    );
  });

  return keys.map((key) => ({ ...DEMO_ACCOUNTS[key], password: DEMO_PASSWORD }));
}
