import type { IsuTemplate } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import { createCompany, member } from '../../../test/partners';

// A company's ISU templates (issue 17, spec 001 §7.9): read by every member, kept by the
// owners and company admins, named uniquely in the company, and no other company's business.

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;
const base = (companyId: string) => `/api/v1/proAccounts/${companyId}/isuTemplates`;
const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function setUp() {
  const company = await createCompany(db);
  const owner = await member(app, db, company, ['OWNER']);
  const admin = await member(app, db, company, ['COMPANY_ADMIN']);
  const technician = await member(app, db, company, ['TECHNICIAN']);
  const guest = await member(app, db, company, ['GUEST']);
  return { company, owner, admin, technician, guest, url: base(company.id) };
}

const INPUT = {
  name: 'Heat pump, two stages',
  description: 'Our usual heat pump install',
  values: { systemType: 'HeatPump', heatStages: 2, accessories: ['Humidifier'] },
};

async function created(url: string, headers: Headers, input: object = INPUT) {
  const response = await send('POST', url, headers, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as IsuTemplate;
}

describe('ISU templates', () => {
  it('are saved, read, changed and deleted by the administrators', async () => {
    const s = await setUp();
    const template = await created(s.url, s.owner.headers);
    expect(template).toMatchObject(INPUT);

    const read = await send('GET', `${s.url}/${template.id}`, s.technician.headers);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(template);

    const changed = await send('PUT', `${s.url}/${template.id}`, s.admin.headers, {
      name: 'heat pump, TWO stages',
      values: { systemType: 'HeatPump', heatStages: 3 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: template.id,
      name: 'heat pump, TWO stages',
      description: '',
      values: { systemType: 'HeatPump', heatStages: 3 },
      createdAt: template.createdAt,
    });
    expect(changed.json().values).not.toHaveProperty('accessories');

    const deleted = await send('DELETE', `${s.url}/${template.id}`, s.owner.headers);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expectError(await send('GET', `${s.url}/${template.id}`, s.owner.headers), 404);
    expectError(await send('DELETE', `${s.url}/${template.id}`, s.owner.headers), 404);
  });

  it('are listed by name, any case, paged, and filtered by the start of the name', async () => {
    const s = await setUp();
    for (const name of ['radiant basement', 'Cool only', 'Heat pump', 'conventional']) {
      await created(s.url, s.owner.headers, { name, values: { heatStages: 1 } });
    }
    const first = await send('GET', `${s.url}?first=2`, s.guest.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      totalCount: 4,
      pageInfo: { hasNextPage: true, hasPreviousPage: false },
    });
    expect(first.json().nodes.map((t: IsuTemplate) => t.name)).toEqual([
      'conventional',
      'Cool only',
    ]);
    const after = encodeURIComponent(first.json().pageInfo.endCursor);
    const next = await send('GET', `${s.url}?first=2&after=${after}`, s.guest.headers);
    expect(next.json().nodes.map((t: IsuTemplate) => t.name)).toEqual([
      'Heat pump',
      'radiant basement',
    ]);
    const filtered = await send('GET', `${s.url}?filterBy=CO`, s.guest.headers);
    expect(filtered.json()).toMatchObject({ totalCount: 2 });
  });

  it('are edited against the installer settings, listed with their factory values in the language asked', async () => {
    const s = await setUp();
    const components = `/api/v1/proAccounts/${s.company.id}/isuComponents`;
    const english = await send('GET', components, s.guest.headers);
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().language).toBe('en');
    expect(english.json().components).toContainEqual(
      expect.objectContaining({ id: 'heatStages', type: 'Number', min: 0, max: 3, value: 1 }),
    );
    const french = await app.inject({
      method: 'GET',
      url: components,
      headers: { ...s.guest.headers, language: 'fr' },
    });
    expect(french.json().language).toBe('fr');
    const label = (body: { components: { id: string; label: string }[] }) =>
      body.components.find((c) => c.id === 'systemType')?.label;
    expect(label(french.json())).not.toBe(label(english.json()));
    const other = await createCompany(db);
    expectError(
      await send('GET', `/api/v1/proAccounts/${other.id}/isuComponents`, s.guest.headers),
      404,
    );
  });

  it('are only read by other roles: 403 on a change', async () => {
    const s = await setUp();
    const template = await created(s.url, s.owner.headers);
    expectError(await send('POST', s.url, s.technician.headers, INPUT), 403);
    expectError(await send('PUT', `${s.url}/${template.id}`, s.guest.headers, INPUT), 403);
    expectError(await send('DELETE', `${s.url}/${template.id}`, s.technician.headers), 403);
    expect((await send('GET', s.url, s.guest.headers)).json().totalCount).toBe(1);
  });

  it('keep their names unique in the company, any case (400 on body.name)', async () => {
    const s = await setUp();
    const first = await created(s.url, s.owner.headers);
    const again = await send('POST', s.url, s.owner.headers, {
      ...INPUT,
      name: ' HEAT PUMP, two stages ',
    });
    expect(expectError(again, 400).fields).toEqual([
      { field: 'body.name', message: 'A template with this name already exists.' },
    ]);
    const second = await created(s.url, s.owner.headers, { ...INPUT, name: 'Radiant' });
    const renamed = await send('PUT', `${s.url}/${second.id}`, s.owner.headers, {
      ...INPUT,
      name: INPUT.name.toUpperCase(),
    });
    expect(expectError(renamed, 400).fields?.map((f) => f.field)).toEqual(['body.name']);
    // Its own name, kept, is no conflict; another company may use it.
    const kept = await send('PUT', `${s.url}/${first.id}`, s.owner.headers, INPUT);
    expect(kept.statusCode, kept.body).toBe(200);
    const other = await setUp();
    await created(other.url, other.owner.headers);
  });

  it('answer 400 naming each bad value, and for no values', async () => {
    const s = await setUp();
    const bad = await send('POST', s.url, s.owner.headers, {
      name: 'Broken',
      values: { coolStages: 3, temperatureDisplay: 'Kelvin' },
    });
    expect(
      expectError(bad, 400)
        .fields?.map((f) => f.field)
        .sort(),
    ).toEqual(['body.values.coolStages', 'body.values.temperatureDisplay']);
    const empty = await send('POST', s.url, s.owner.headers, { name: 'Empty', values: {} });
    expect(expectError(empty, 400).fields?.map((f) => f.field)).toEqual(['body.values']);
    const nameless = await send('POST', s.url, s.owner.headers, { name: ' ', values: {} });
    expect(expectError(nameless, 400).fields?.map((f) => f.field)).toContain('body.name');
    expect((await send('GET', s.url, s.owner.headers)).json().totalCount).toBe(0);
  });

  it("answer 404 for another company's template, which stays as it was", async () => {
    const s = await setUp();
    const other = await setUp();
    const theirs = await created(other.url, other.owner.headers);
    const url = `${s.url}/${theirs.id}`;
    expectError(await send('GET', url, s.owner.headers), 404);
    expectError(await send('PUT', url, s.owner.headers, { ...INPUT, name: 'Mine now' }), 404);
    expectError(await send('DELETE', url, s.owner.headers), 404);
    expect((await send('GET', `${other.url}/${theirs.id}`, other.owner.headers)).json()).toEqual(
      theirs,
    );
    // Someone outside the company does not find the company itself.
    expectError(await send('GET', other.url, s.owner.headers), 404);
  });
});
