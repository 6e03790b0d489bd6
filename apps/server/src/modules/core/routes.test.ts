import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../test/helper';
import { createCompany, loner } from '../../test/partners';

const { app, db } = await buildTestApp();
const user = await loner(app, db);
const northwind = await createCompany(db, {
  name: 'Northwind Heating & Cooling, Inc.',
  status: 'ACTIVE',
  city: 'Seattle',
  state: 'WA',
  zip: '98101',
  phoneNumber: '+12065550142',
});
const summit = await createCompany(db, {
  name: 'Summit Electric',
  status: 'PENDING',
  zip: '80202',
});
await createCompany(db, { name: 'Northwind Rejected', status: 'INACTIVE' });
await createCompany(db, { name: 'Northwind Archived', status: 'ARCHIVED' });
await createCompany(db, { name: 'Northwind Draft', status: null });
await createCompany(db, { name: 'Northwind Toronto', status: 'ACTIVE', countryCode: 'CA' });
for (let i = 0; i < 12; i += 1) await createCompany(db, { name: `Bulk Heating ${i}` });

const find = (payload: Record<string, unknown>, headers: Record<string, string> = user.headers) =>
  app.inject({ method: 'POST', url: '/api/v1/core/findCompanyMatches', headers, payload });

describe('POST /api/v1/core/findCompanyMatches', () => {
  it('finds a company by its name, case and punctuation aside, either containing the other', async () => {
    for (const name of [
      'NORTHWIND heating & cooling',
      'northwind',
      'Northwind Heating and Cooling Inc',
    ]) {
      const response = await find({ name, countryCode: 'US' });
      expect(response.statusCode, response.body).toBe(200);
      expect(
        response.json().matches.map((m: { id: string }) => m.id),
        name,
      ).toContain(northwind.id);
    }
    const body = (await find({ name: 'northwind-heating-&-cooling-inc' })).json();
    expect(body.matches[0]).toEqual({
      id: northwind.id,
      name: 'Northwind Heating & Cooling, Inc.',
      city: 'Seattle',
      state: 'WA',
      countryCode: 'US',
    });
  });

  it('only ACTIVE and PENDING companies, of the country when one is given', async () => {
    const names = (await find({ name: 'Northwind', countryCode: 'US' }))
      .json()
      .matches.map((m: { name: string }) => m.name);
    expect(names).toEqual(['Northwind Heating & Cooling, Inc.']);
    const anywhere = (await find({ name: 'Northwind' }))
      .json()
      .matches.map((m: { name: string }) => m.name);
    expect(anywhere.sort()).toEqual(['Northwind Heating & Cooling, Inc.', 'Northwind Toronto']);
  });

  it('finds by the same phone, or by the same zip and a similar name', async () => {
    const byPhone = (
      await find({ name: 'Totally Different', phoneNumber: '(206) 555-0142', countryCode: 'US' })
    ).json();
    expect(byPhone.matches.map((m: { id: string }) => m.id)).toEqual([northwind.id]);
    const byZip = (await find({ name: 'Summit Power & Light', zip: '80202' })).json();
    expect(byZip.matches.map((m: { id: string }) => m.id)).toEqual([summit.id]);
    const zipOnly = (await find({ name: 'Other Trade Co', zip: '80202' })).json();
    expect(zipOnly.matches).toEqual([]);
  });

  it('answers at most 10', async () => {
    expect((await find({ name: 'bulk heating' })).json().matches).toHaveLength(10);
  });

  it('answers 400 naming the field, 401 signed out', async () => {
    expect(expectError(await find({ name: '' }), 400).fields?.[0]?.field).toBe('body.name');
    expect(
      expectError(await find({ name: 'x', countryCode: 'Narnia' }), 400).fields?.[0]?.field,
    ).toBe('body.countryCode');
    expectError(await find({ name: 'Northwind' }, {}), 401);
  });
});
