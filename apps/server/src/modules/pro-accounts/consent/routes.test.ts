import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerWithHome, registerDevice } from '../../../test/customers';
import { buildTestApp, expectError } from '../../../test/helper';
import { createCompany, loner, member } from '../../../test/partners';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;
const base = (companyId: string) => `/api/v1/proAccounts/${companyId}`;

async function setUp() {
  const company = await createCompany(db);
  const owner = await member(app, db, company, ['OWNER']);
  const sales = await member(app, db, company, ['SALES']);
  const { customerId, locationId } = await customerWithHome(app, company.id, owner.headers);
  const devices = [];
  for (let i = 0; i < 3; i += 1) {
    devices.push(await registerDevice(app, company.id, locationId, owner.headers));
  }
  return { company, owner, sales, customerId, devices: devices.map((d) => d.id) };
}

async function askAccess(companyId: string, deviceId: string, headers: Headers) {
  const response = await app.inject({
    method: 'POST',
    url: `${base(companyId)}/devices/${deviceId}/requestAccess`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

const answer = (serviceId: string, consentStatus: 'ACCEPTED' | 'REJECTED', at: Date) =>
  db
    .update(schema.partnerDeviceServices)
    .set({ consentStatus, respondedAt: at })
    .where(eq(schema.partnerDeviceServices.id, serviceId));

const consent = (companyId: string, headers: Headers, payload: object) =>
  app.inject({ method: 'PUT', url: `${base(companyId)}/consentDetails`, headers, payload });

describe('PUT consentDetails', () => {
  it('answers the latest remote-access request on each device in the order asked; a device never asked is left out', async () => {
    const { company, owner, sales, customerId, devices } = await setUp();
    const [first, second, third] = devices as [string, string, string];
    const rejected = await askAccess(company.id, first, owner.headers);
    await answer(rejected.id, 'REJECTED', new Date('2026-01-01T10:00:00Z'));
    const accepted = await askAccess(company.id, first, owner.headers);
    await answer(accepted.id, 'ACCEPTED', new Date('2026-01-02T10:00:00Z'));
    const pending = await askAccess(company.id, third, owner.headers);

    const response = await consent(company.id, sales.headers, {
      deviceIds: [third, second, first],
    });
    expect(response.statusCode, response.body).toBe(200);
    const partnerCustomer = { id: customerId, firstName: 'Grace', lastName: 'Hopper' };
    expect(response.json()).toEqual({
      nodes: [
        {
          id: pending.id,
          consentStatus: 'PENDING',
          respondedAt: null,
          deviceId: third,
          partnerCustomer,
        },
        {
          id: accepted.id,
          consentStatus: 'ACCEPTED',
          respondedAt: '2026-01-02T10:00:00.000Z',
          deviceId: first,
          partnerCustomer,
        },
      ],
    });
  });

  it("is 404 naming another company's device, 400 naming the field, 404 for a non-member, 401 signed out", async () => {
    const { company, sales, devices } = await setUp();
    const other = await setUp();
    const outsider = await loner(app, db);
    const theirs = other.devices[0] ?? '';
    const missing = expectError(
      await consent(company.id, sales.headers, { deviceIds: [devices[0], theirs] }),
      404,
    );
    expect(missing.message).toContain(theirs);
    const empty = expectError(await consent(company.id, sales.headers, { deviceIds: [] }), 400);
    expect(empty.fields?.map((f) => f.field)).toEqual(['body.deviceIds']);
    const bad = expectError(await consent(company.id, sales.headers, { deviceIds: ['x'] }), 400);
    expect(bad.fields?.map((f) => f.field)).toEqual(['body.deviceIds.0']);
    expectError(await consent(company.id, outsider.headers, { deviceIds: devices }), 404);
    expectError(await consent(company.id, {}, { deviceIds: devices }), 401);
  });
});
