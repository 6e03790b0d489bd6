import type { Enrollment } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  endEnrollment,
  enrollingAdmin,
  enrollmentsUrl,
  storedEnrollments,
  viewerEnrollments,
} from '../../test/enrollments';
import { buildTestApp, expectError } from '../../test/helper';
import { createCompany, member } from '../../test/partners';

// Ending enrollments (spec 001 §4: cancel, deactivate) and a company's history of them.
const { app, db } = await buildTestApp();
const { headers: adminHeaders, enrolled } = await enrollingAdmin(app, db);
const stored = (companyId: string) => storedEnrollments(db, companyId);

describe('cancel and deactivate', () => {
  it('cancel makes it CANCELLED, the flag goes, and a new purchase adds a row', async () => {
    const company = await createCompany(db);
    const owner = await member(app, db, company, ['OWNER']);
    const first = await enrolled(company.id, 'PA-BASIC-M');

    const cancelled = await endEnrollment(app, company.id, 'AIRCYCLE', 'cancel', adminHeaders);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({
      ...first,
      subscriptionStatus: 'CANCELLED',
      endedAt: expect.any(String),
    });
    expect(await viewerEnrollments(app, owner.headers)).toMatchObject([
      { partnerProgram: { name: 'Pro Alerts' }, subscriptionStatus: 'CANCELLED' },
    ]);
    // Pro Alerts writes are refused again, as for any company without the programme.
    const write = await app.inject({
      method: 'POST',
      url: `/api/v1/proAccounts/${company.id}/alertProfiles/default`,
      headers: owner.headers,
      payload: {
        emailEnabled: true,
        emailSeverities: ['Urgent'],
        emailRecipients: ['desk@example.com'],
        productGroupIds: [],
        applyToExistingInstalls: false,
      },
    });
    expect(expectError(write, 403).message).toContain('Pro Alerts');

    const second = await enrolled(company.id, 'PA-ADV-M');
    expect(second.id).not.toBe(first.id);
    expect(await viewerEnrollments(app, owner.headers)).toMatchObject([
      { partnerProgram: { name: 'Pro Alerts' }, subscriptionStatus: 'ACTIVE' },
    ]);
    const history = await app.inject({ url: enrollmentsUrl(company.id), headers: adminHeaders });
    expect(history.json().nodes.map((e: Enrollment) => [e.sku, e.subscriptionStatus])).toEqual([
      ['PA-ADV-M', 'ACTIVE'],
      ['PA-BASIC-M', 'CANCELLED'],
    ]);
  });

  it('deactivate makes it EXPIRED', async () => {
    const company = await createCompany(db);
    await enrolled(company.id, 'HAB-BASIC-M');
    const answer = await endEnrollment(app, company.id, 'APP_BRANDING', 'deactivate', adminHeaders);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ subscriptionStatus: 'EXPIRED', sku: 'HAB-BASIC-M' });
    expect(answer.json().endedAt).not.toBeNull();
  });

  it.each([
    ['cancel', 'cancel', 'CANCELLED'],
    ['deactivate', 'cancel', 'EXPIRED'],
    ['cancel', 'deactivate', 'CANCELLED'],
  ] as const)('after %s, %s answers 409 and changes nothing', async (first, then, status) => {
    const company = await createCompany(db);
    await enrolled(company.id, 'PA-BASIC-M');
    await endEnrollment(app, company.id, 'AIRCYCLE', first, adminHeaders);
    const before = await stored(company.id);
    const refused = expectError(
      await endEnrollment(app, company.id, 'AIRCYCLE', then, adminHeaders),
      409,
    );
    expect(refused.message).toBe(
      `This company's AIRCYCLE enrollment is ${status}, not ACTIVE: there is nothing to ${then}.`,
    );
    expect(await stored(company.id)).toEqual(before);
  });

  it('answers 404 for a programme never enrolled or an unknown company, 400 for an unknown offering', async () => {
    const company = await createCompany(db);
    await enrolled(company.id, 'PA-BASIC-M');
    const never = expectError(
      await endEnrollment(app, company.id, 'APP_BRANDING', 'cancel', adminHeaders),
      404,
    );
    expect(never.message).toBe('This company has no APP_BRANDING enrollment.');
    expectError(
      await endEnrollment(
        app,
        '00000000-0000-4000-8000-000000000000',
        'AIRCYCLE',
        'cancel',
        adminHeaders,
      ),
      404,
    );
    const bad = expectError(
      await endEnrollment(app, company.id, 'PRO_ALERTS', 'deactivate', adminHeaders),
      400,
    );
    expect(bad.fields?.map((f) => f.field)).toEqual(['params.offeringId']);
  });
});

describe("a company's enrollments", () => {
  it('pages newest first with the total, and 404 for an unknown company', async () => {
    const company = await createCompany(db);
    await enrolled(company.id, 'PA-BASIC-M');
    await endEnrollment(app, company.id, 'AIRCYCLE', 'cancel', adminHeaders);
    await enrolled(company.id, 'HAB-BASIC-M');
    await enrolled(company.id, 'PA-ADV-A');
    const page1 = (
      await app.inject({ url: `${enrollmentsUrl(company.id)}?first=2`, headers: adminHeaders })
    ).json();
    expect(page1.totalCount).toBe(3);
    expect(page1.nodes.map((e: Enrollment) => e.sku)).toEqual(['PA-ADV-A', 'HAB-BASIC-M']);
    const page2 = (
      await app.inject({
        url: `${enrollmentsUrl(company.id)}?first=2&after=${page1.pageInfo.endCursor}`,
        headers: adminHeaders,
      })
    ).json();
    expect(page2.nodes.map((e: Enrollment) => e.sku)).toEqual(['PA-BASIC-M']);
    expect(page2.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expectError(
      await app.inject({
        url: enrollmentsUrl('00000000-0000-4000-8000-000000000000'),
        headers: adminHeaders,
      }),
      404,
    );
  });
});
