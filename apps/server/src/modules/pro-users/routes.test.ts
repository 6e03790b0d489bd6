import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../test/helper';
import {
  companyWithEnrollments,
  createAgreement,
  createCompany,
  loner,
  member,
} from '../../test/partners';

const { app, db } = await buildTestApp();
const terms = await createAgreement(db, { title: 'Pro terms v1' });

async function viewer(headers: Record<string, string>) {
  const response = await app.inject({ url: '/api/v1/proUsers/my', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/v1/proUsers/my', () => {
  it("answers exactly the viewer's fields, with memberships and their enrollments", async () => {
    const company = await companyWithEnrollments(db, 'Viewer Co');
    const owner = await member(app, db, company, ['OWNER']);
    const body = await viewer(owner.headers);
    expect(body).toEqual({
      id: owner.user.id,
      firstName: 'Test',
      lastName: owner.user.lastName,
      photoUrl: null,
      countryCode: null,
      contactEmail: owner.user.email,
      locale: 'en',
      consentRequired: true,
      partnerUsers: [
        {
          id: expect.any(String),
          status: 'ACTIVE',
          roles: ['OWNER'],
          partnerAccount: {
            id: company.id,
            name: 'Viewer Co',
            status: 'ACTIVE',
            partnerProgramEnrollments: [
              {
                partnerProgram: { name: 'Homeowner App Branding' },
                subscriptionStatus: 'ACTIVE',
                purchaseDate: '2026-02-01T00:00:00.000Z',
              },
              {
                partnerProgram: { name: 'Pro Alerts' },
                subscriptionStatus: 'CANCELLED',
                purchaseDate: null,
              },
            ],
          },
        },
      ],
    });
  });

  it('shows an INACTIVE membership as such, so the portal can deny access', async () => {
    const company = await createCompany(db);
    const former = await member(app, db, company, ['TECHNICIAN'], { status: 'INACTIVE' });
    const body = await viewer(former.headers);
    expect(body.partnerUsers).toMatchObject([{ status: 'INACTIVE', roles: ['TECHNICIAN'] }]);
  });

  it('has no partner users for someone who has not applied', async () => {
    const nobody = await loner(app, db);
    expect((await viewer(nobody.headers)).partnerUsers).toEqual([]);
  });

  it('needs consent until the current Pro terms are accepted, in the fallback locale too', async () => {
    const german = await loner(app, db, { locale: 'de-DE' });
    expect((await viewer(german.headers)).consentRequired).toBe(true);
    const accept = await app.inject({
      method: 'POST',
      url: '/api/v1/proUsers/my/agreements/PRO_TN_C/accept',
      headers: german.headers,
    });
    expect(accept.json().agreement.id).toBe(terms.id);
    expect((await viewer(german.headers)).consentRequired).toBe(false);
  });

  it('needs consent again when a newer version takes effect; not for one still to come', async () => {
    const local = await buildTestApp();
    await createAgreement(local.db, { version: '1' });
    const user = await loner(local.app, local.db);
    await local.app.inject({
      method: 'POST',
      url: '/api/v1/proUsers/my/agreements/ProTnC/accept',
      headers: user.headers,
    });
    const read = async () =>
      (await local.app.inject({ url: '/api/v1/proUsers/my', headers: user.headers })).json()
        .consentRequired;
    await createAgreement(local.db, {
      version: '3',
      effectiveDate: new Date(Date.now() + 86_400_000),
    });
    expect(await read()).toBe(false);
    await createAgreement(local.db, { version: '2', effectiveDate: new Date(Date.now() - 1000) });
    expect(await read()).toBe(true);
  });

  it('answers 401 signed out and 404 when the user is gone', async () => {
    expectError(await app.inject({ url: '/api/v1/proUsers/my' }), 401);
    const gone = await loner(app, db);
    await db.delete(schema.users).where(eq(schema.users.id, gone.user.id));
    expectError(await app.inject({ url: '/api/v1/proUsers/my', headers: gone.headers }), 404);
  });
});

describe('PUT /api/v1/proUsers/my', () => {
  it('changes the profile and answers the viewer', async () => {
    const user = await loner(app, db);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/proUsers/my',
      headers: user.headers,
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        contactEmail: 'ada@office.example',
        locale: 'fr-CA',
        countryCode: 'ca',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      contactEmail: 'ada@office.example',
      locale: 'fr-CA',
      countryCode: 'CA',
    });
    const partial = await app.inject({
      method: 'PUT',
      url: '/api/v1/proUsers/my',
      headers: user.headers,
      payload: { contactEmail: null },
    });
    expect(partial.json()).toMatchObject({ firstName: 'Ada', contactEmail: user.user.email });
  });

  it.each([
    [{ locale: 'klingon' }, 'body.locale'],
    [{ contactEmail: 'not-an-email' }, 'body.contactEmail'],
    [{ firstName: '' }, 'body.firstName'],
    [{ countryCode: 'USA' }, 'body.countryCode'],
    [{}, 'body'],
  ])('refuses %j with 400 naming %s and changes nothing', async (payload, field) => {
    const user = await loner(app, db);
    const before = await viewer(user.headers);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/proUsers/my',
      headers: user.headers,
      payload,
    });
    expect(expectError(response, 400).fields?.map((f) => f.field)).toContain(field);
    expect(await viewer(user.headers)).toEqual(before);
  });

  it('answers 401 signed out', async () => {
    expectError(
      await app.inject({ method: 'PUT', url: '/api/v1/proUsers/my', payload: { firstName: 'X' } }),
      401,
    );
  });
});
