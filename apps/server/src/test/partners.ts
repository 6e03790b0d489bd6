import type { Enrollment, PartnerAccountApprovalStatus, PartnerRole } from '@portal/contracts';
import { type Database, schema } from '@portal/db';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createUser, PASSWORD, passwordLogin } from './identity';

type User = Awaited<ReturnType<typeof createUser>>;
export type Company = typeof schema.partnerAccounts.$inferSelect;

let ip = 0;
/** Signs the user in through the identity service; answers the request headers to send. */
export async function signIn(app: FastifyInstance, user: { email: string }) {
  ip += 1;
  const response = await passwordLogin(app, user.email, PASSWORD, `10.77.${ip >> 8}.${ip & 255}`);
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${(response.json() as { access_token: string }).access_token}` };
}

let companies = 0;
export async function createCompany(
  db: Database,
  values: Partial<typeof schema.partnerAccounts.$inferInsert> = {},
): Promise<Company> {
  companies += 1;
  const [company] = await db
    .insert(schema.partnerAccounts)
    .values({
      name: `Test Company ${companies}`,
      status: 'ACTIVE',
      countryCode: 'US',
      ...values,
    })
    .returning();
  if (!company) throw new Error('company not created');
  return company;
}

export async function addMember(
  db: Database,
  company: { id: string },
  user: { id: string },
  roles: PartnerRole[],
  status: PartnerAccountApprovalStatus = 'ACTIVE',
) {
  await db
    .insert(schema.partnerUsers)
    .values({ partnerAccountId: company.id, userId: user.id, roles, status });
}

export async function makePlatformAdmin(db: Database, user: { id: string }) {
  await db.insert(schema.platformAdmins).values({ userId: user.id });
}

/** A user who is a member of the company with the given roles, signed in. */
export async function member(
  app: FastifyInstance,
  db: Database,
  company: { id: string },
  roles: PartnerRole[],
  options: { status?: PartnerAccountApprovalStatus; email?: string; locale?: string } = {},
): Promise<{ user: User; headers: { authorization: string } }> {
  const user = await createUser(db, {
    ...(options.email ? { email: options.email } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
  });
  await addMember(db, company, user, roles, options.status);
  return { user, headers: await signIn(app, user) };
}

/** A signed-in user who belongs to no company. */
export async function loner(app: FastifyInstance, db: Database, values: { locale?: string } = {}) {
  const user = await createUser(db, values);
  return { user, headers: await signIn(app, user) };
}

export async function createAgreement(
  db: Database,
  values: Partial<typeof schema.agreements.$inferInsert> = {},
) {
  const [agreement] = await db
    .insert(schema.agreements)
    .values({
      agreementType: 'ProTnC',
      applicationScope: 'AerisPro',
      version: '1',
      locale: 'en',
      title: 'Pro terms',
      body: 'First paragraph.\n\nSecond paragraph.',
      effectiveDate: new Date('2026-01-01T00:00:00Z'),
      ...values,
    })
    .returning();
  if (!agreement) throw new Error('agreement not created');
  return agreement;
}

/** A company application that passes every check; override a field to break it. */
export function application(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Cascade Plumbing',
    address: {
      address1: '500 Pine Street',
      city: 'Portland',
      state: 'OR',
      zip: '97204',
      country: 'US',
    },
    phoneNumber: '(503) 555-0123',
    countryCode: 'US',
    proCategories: ['PLUMBER'],
    expertise: ['PLUMBING'],
    ...overrides,
  };
}

export type SubscriptionStatus = Enrollment['subscriptionStatus'];

/**
 * The company's enrollment in a program (Pro Alerts, Homeowner App Branding), ACTIVE unless
 * told, as an administrator makes it: BASIC, MONTHLY.
 */
export async function enroll(
  db: Database,
  company: { id: string },
  programName: string,
  subscriptionStatus: SubscriptionStatus = 'ACTIVE',
) {
  await db.insert(schema.partnerProgramEnrollments).values({
    partnerAccountId: company.id,
    programName,
    subscriptionStatus,
    variation: 'BASIC',
    billingCycle: 'MONTHLY',
    source: 'ADMIN',
    purchaseDate: new Date(),
    endedAt: subscriptionStatus === 'ACTIVE' ? null : new Date(),
  });
}

/** A company with an ACTIVE enrollment in the program and its owner, signed in. */
export async function subscribedCompany(app: FastifyInstance, db: Database, programName: string) {
  const company = await createCompany(db);
  await enroll(db, company, programName);
  const owner = await member(app, db, company, ['OWNER']);
  return { company, owner };
}

/**
 * A company with an enrollment history the viewer shows: Homeowner App Branding ACTIVE, bought
 * on 1 February 2026, and Pro Alerts CANCELLED.
 */
export async function companyWithEnrollments(db: Database, name: string) {
  const company = await createCompany(db, { name });
  const bought = { variation: 'BASIC', billingCycle: 'MONTHLY', source: 'ADMIN' } as const;
  await db.insert(schema.partnerProgramEnrollments).values([
    {
      ...bought,
      partnerAccountId: company.id,
      programName: 'Homeowner App Branding',
      subscriptionStatus: 'ACTIVE',
      purchaseDate: new Date('2026-02-01T00:00:00Z'),
    },
    {
      ...bought,
      partnerAccountId: company.id,
      programName: 'Pro Alerts',
      subscriptionStatus: 'CANCELLED',
    },
  ]);
  return company;
}
