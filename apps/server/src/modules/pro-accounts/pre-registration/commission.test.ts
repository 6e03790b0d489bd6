import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  customerWithHome,
  homeSnapshot,
  preRegisterHome,
  registerDevice,
} from '../../../test/customers';
import { buildTestApp, expectError } from '../../../test/helper';
import { mailsTo } from '../../../test/identity';
import { createCompany, loner, member } from '../../../test/partners';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;
const base = (companyId: string) => `/api/v1/proAccounts/${companyId}`;

async function setUp() {
  const company = await createCompany(db, { name: 'Northside Air' });
  const owner = await member(app, db, company, ['OWNER']);
  const tech = await member(app, db, company, ['TECHNICIAN']);
  const sales = await member(app, db, company, ['SALES']);
  const { customerId, locationId } = await customerWithHome(app, company.id, owner.headers);
  return { company, owner, tech, sales, customerId, locationId };
}

type Team = Awaited<ReturnType<typeof setUp>>;

const preRegister = (team: Team) => preRegisterHome(app, team.company.id, team, team.tech.headers);

const commission = (team: Team, headers: Headers, payload?: object) =>
  app.inject({
    method: 'PUT',
    url: `${base(team.company.id)}/commissionAccount`,
    headers,
    payload: payload ?? { partnerDeviceLocationId: team.locationId },
  });

describe('PUT commissionAccount', () => {
  it("brings home and devices back to Normal and invites the homeowner at the customer's email", async () => {
    const team = await setUp();
    const email = `grace-${Date.now()}@example.test`;
    await db
      .update(schema.partnerCustomers)
      .set({ email })
      .where(eq(schema.partnerCustomers.id, team.customerId));
    const device = await registerDevice(app, team.company.id, team.locationId, team.tech.headers);
    const preRegistered = await preRegister(team);
    const response = await commission(team, team.tech.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      partnerDeviceLocationId: team.locationId,
      consumerAccountId: preRegistered.consumerAccountId,
      consumerDeviceLocationId: preRegistered.consumerDeviceLocationId,
      state: 'Normal',
      invite: { email, status: 'PENDING', partnerDeviceLocationId: team.locationId },
    });
    expect(response.json().invite.sentAt).not.toBeNull();
    const [mail] = await mailsTo(app, email);
    expect(mail?.subject).toBe(
      'Northside Air invites you to take over your home in the Aeris Home app',
    );
    expect(await homeSnapshot(db, team.locationId)).toMatchObject({
      state: 'Normal',
      devices: [{ state: 'Normal' }],
      invites: ['PENDING'],
    });
    const history = await app.inject({
      url: `${base(team.company.id)}/devices/${device.id}/history`,
      headers: team.sales.headers,
    });
    expect(history.json().nodes.map((e: { event: string }) => e.event)).toEqual([
      'COMMISSIONED',
      'PRE_REGISTERED',
      'REGISTERED',
    ]);
    const customer = await app.inject({
      url: `${base(team.company.id)}/customers/${team.customerId}`,
      headers: team.sales.headers,
    });
    expect(customer.json().homeownerStatus).toBe('INVITED');
  });

  it('mails the email given rather than the customer’s', async () => {
    const team = await setUp();
    await registerDevice(app, team.company.id, team.locationId, team.tech.headers);
    await preRegister(team);
    const email = `other-${Date.now()}@example.test`;
    const response = await commission(team, team.owner.headers, {
      partnerDeviceLocationId: team.locationId,
      email,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await mailsTo(app, email)).toHaveLength(1);
  });

  it('is 409 INCOMPLETE_REGISTRATION_STATE before pre-registration and PARTIAL_REGISTRATION_STATE without devices, changing nothing', async () => {
    const team = await setUp();
    const payload = { partnerDeviceLocationId: team.locationId, email: 'h@example.test' };
    const early = expectError(await commission(team, team.tech.headers, payload), 409);
    expect(early).toMatchObject({
      reasonCode: 'INCOMPLETE_REGISTRATION_STATE',
      message: 'Pre-register this home first.',
    });
    await preRegister(team);
    const before = await homeSnapshot(db, team.locationId);
    const empty = expectError(await commission(team, team.tech.headers, payload), 409);
    expect(empty).toMatchObject({
      reasonCode: 'PARTIAL_REGISTRATION_STATE',
      message: 'Register a device before commissioning.',
    });
    expect(await homeSnapshot(db, team.locationId)).toEqual(before);
  });

  it('is 400 on body.email when neither the request nor the customer has one; 403 for sales, 404 elsewhere, 401 signed out', async () => {
    const team = await setUp();
    const other = await setUp();
    const outsider = await loner(app, db);
    await registerDevice(app, team.company.id, team.locationId, team.tech.headers);
    await preRegister(team);
    const before = await homeSnapshot(db, team.locationId);
    const missing = expectError(await commission(team, team.tech.headers), 400);
    expect(missing.fields?.map((f) => f.field)).toEqual(['body.email']);
    const bad = expectError(
      await commission(team, team.tech.headers, {
        partnerDeviceLocationId: team.locationId,
        email: 'nope',
      }),
      400,
    );
    expect(bad.fields?.map((f) => f.field)).toEqual(['body.email']);
    const payload = { partnerDeviceLocationId: team.locationId, email: 'h@example.test' };
    expectError(await commission(team, team.sales.headers, payload), 403);
    expectError(await commission(other, other.owner.headers, payload), 404);
    expectError(await commission(team, outsider.headers, payload), 404);
    expectError(await commission(team, {}, payload), 401);
    expect(await homeSnapshot(db, team.locationId)).toEqual(before);
  });
});
