import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  enrollingAdmin,
  enrollmentsUrl,
  postEnrollment,
  storedEnrollments,
  viewerEnrollments,
} from '../../test/enrollments';
import { buildTestApp, expectError } from '../../test/helper';
import { createCompany, member } from '../../test/partners';

const { app, db } = await buildTestApp();
const { user: admin, headers: adminHeaders, productId, enrolled } = await enrollingAdmin(app, db);
const stored = (companyId: string) => storedEnrollments(db, companyId);

describe('POST /api/v1/companies/{partnerAccountId}/enrollments', () => {
  it('enrolls the company ACTIVE in the product programme, and its owner sees the flag', async () => {
    const company = await createCompany(db, { name: 'Enrolled Heating' });
    const owner = await member(app, db, company, ['OWNER']);
    expect(await viewerEnrollments(app, owner.headers)).toEqual([]);

    const enrollment = await enrolled(company.id, 'PA-ADV-A');
    expect(enrollment).toEqual({
      id: expect.any(String),
      partnerAccountId: company.id,
      companyName: 'Enrolled Heating',
      programName: 'Pro Alerts',
      offering: 'AIRCYCLE',
      variation: 'ADVANCED',
      billingCycle: 'ANNUAL',
      sku: 'PA-ADV-A',
      subscriptionStatus: 'ACTIVE',
      source: 'ADMIN',
      orderId: null,
      purchaseDate: expect.any(String),
      endedAt: null,
    });
    expect(Date.now() - Date.parse(enrollment.purchaseDate)).toBeLessThan(60_000);
    expect(await viewerEnrollments(app, owner.headers)).toEqual([
      {
        partnerProgram: { name: 'Pro Alerts' },
        subscriptionStatus: 'ACTIVE',
        purchaseDate: enrollment.purchaseDate,
      },
    ]);
    expect((await stored(company.id))[0]?.createdBy).toBe(admin.id);
  });

  it('v2 enrolls by offering, variation and billing cycle', async () => {
    const company = await createCompany(db);
    const response = await app.inject({
      method: 'POST',
      url: enrollmentsUrl(company.id, 'v2'),
      headers: adminHeaders,
      payload: { offering: 'APP_BRANDING', variation: 'BASIC', billingCycle: 'ANNUAL' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      programName: 'Homeowner App Branding',
      sku: 'HAB-BASIC-A',
      subscriptionStatus: 'ACTIVE',
    });
    const bad = await app.inject({
      method: 'POST',
      url: enrollmentsUrl(company.id, 'v2'),
      headers: adminHeaders,
      payload: { offering: 'PRO_ALERTS', variation: 'BASIC', billingCycle: 'WEEKLY' },
    });
    expect(expectError(bad, 400).fields?.map((f) => f.field)).toEqual([
      'body.offering',
      'body.billingCycle',
    ]);
    expect(await stored(company.id)).toHaveLength(1);
  });

  it('answers 409 while the programme is ACTIVE, whatever the product, storing nothing', async () => {
    const company = await createCompany(db);
    await enrolled(company.id, 'PA-BASIC-M');
    const again = expectError(
      await postEnrollment(app, company.id, productId('PA-ADV-M'), adminHeaders),
      409,
    );
    expect(again.message).toBe(
      'This company already has an ACTIVE Pro Alerts enrollment; cancel or deactivate it first.',
    );
    // The other programme is free.
    await enrolled(company.id, 'HAB-BASIC-M');
    expect(await stored(company.id)).toHaveLength(2);
  });

  it('makes one of two creates at the same moment: one 201, one 409', async () => {
    const company = await createCompany(db);
    const answers = await Promise.all([
      postEnrollment(app, company.id, productId('HAB-ADV-M'), adminHeaders),
      postEnrollment(app, company.id, productId('HAB-BASIC-A'), adminHeaders),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await stored(company.id)).toHaveLength(1);
  });

  it.each([
    ['PENDING', 'PENDING'],
    ['INACTIVE', 'INACTIVE'],
    ['ARCHIVED', 'ARCHIVED'],
    [null, 'not submitted yet'],
  ] as const)('answers 409 for a company whose status is %s', async (status, said) => {
    const company = await createCompany(db, { status });
    const refused = expectError(
      await postEnrollment(app, company.id, productId('PA-BASIC-M'), adminHeaders),
      409,
    );
    expect(refused.message).toBe(
      `Only an approved (ACTIVE) company can be enrolled; this company is ${said}.`,
    );
    expect(await stored(company.id)).toEqual([]);
  });

  it('answers 409 for a product no longer sold', async () => {
    const company = await createCompany(db);
    const product = productId('PA-ADV-M');
    await db
      .update(schema.partnerProgramProducts)
      .set({ active: false })
      .where(eq(schema.partnerProgramProducts.id, product));
    try {
      const refused = expectError(
        await postEnrollment(app, company.id, product, adminHeaders),
        409,
      );
      expect(refused.message).toBe('PA-ADV-M is no longer sold; choose a product on sale.');
    } finally {
      await db
        .update(schema.partnerProgramProducts)
        .set({ active: true })
        .where(eq(schema.partnerProgramProducts.id, product));
    }
    expect(await stored(company.id)).toEqual([]);
  });

  it('answers 400 naming an unknown or malformed product, 404 for an unknown company', async () => {
    const company = await createCompany(db);
    const unknown = expectError(
      await postEnrollment(app, company.id, '00000000-0000-4000-8000-000000000000', adminHeaders),
      400,
    );
    expect(unknown.fields).toEqual([
      { field: 'body.partnerProgramProductId', message: 'is not a product of the catalogue' },
    ]);
    const malformed = expectError(
      await postEnrollment(app, company.id, 'PA-BASIC-M', adminHeaders),
      400,
    );
    expect(malformed.fields?.map((f) => f.field)).toEqual(['body.partnerProgramProductId']);
    const missing = expectError(
      await postEnrollment(
        app,
        '00000000-0000-4000-8000-000000000000',
        productId('PA-BASIC-M'),
        adminHeaders,
      ),
      404,
    );
    expect(missing.message).toBe('No company with this id.');
    expect(await stored(company.id)).toEqual([]);
  });
});

describe('who may', () => {
  it('refuses a company owner (403) and the signed out (401) on every call, storing nothing', async () => {
    const company = await createCompany(db);
    const owner = await member(app, db, company, ['OWNER']);
    const calls = [
      { method: 'GET', url: enrollmentsUrl(company.id) },
      {
        method: 'POST',
        url: enrollmentsUrl(company.id),
        payload: { partnerProgramProductId: productId('PA-BASIC-M') },
      },
      {
        method: 'POST',
        url: enrollmentsUrl(company.id, 'v2'),
        payload: { offering: 'AIRCYCLE', variation: 'BASIC', billingCycle: 'MONTHLY' },
      },
      { method: 'PUT', url: `${enrollmentsUrl(company.id)}/AIRCYCLE/cancel` },
      { method: 'PUT', url: `${enrollmentsUrl(company.id)}/AIRCYCLE/deactivate` },
      { method: 'GET', url: '/api/v1/companies/search/enrollments' },
      { method: 'GET', url: '/api/v1/companies/search/entitlements' },
      { method: 'GET', url: '/api/v1/companies/chargeableCount' },
    ] as const;
    for (const call of calls) {
      const refused = expectError(await app.inject({ ...call, headers: owner.headers }), 403);
      expect(refused.message, `${call.method} ${call.url}`).toBe(
        'Only platform administrators may do this.',
      );
      expectError(await app.inject(call), 401);
    }
    expect(await stored(company.id)).toEqual([]);
  });
});
