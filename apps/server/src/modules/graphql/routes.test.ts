import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../test/helper';
import {
  companyWithEnrollments,
  createAgreement,
  createCompany,
  loner,
  member,
} from '../../test/partners';
import { MAX_COST, MAX_DEPTH } from './limits';

const { app, db, databaseUrl } = await buildTestApp();
await createAgreement(db);

const VIEWER_FIELDS = `
  id firstName lastName photoUrl countryCode contactEmail locale consentRequired
  partnerUsers {
    id status roles
    partnerAccount {
      id name status
      partnerProgramEnrollments { partnerProgram { name } subscriptionStatus purchaseDate }
    }
  }`;
const VIEWER_QUERY = `{ viewer { ${VIEWER_FIELDS} } }`;

type Headers = Record<string, string>;

function graph(payload: object, headers: Headers = {}, on: FastifyInstance = app) {
  return on.inject({ method: 'POST', url: '/graphql', headers, payload });
}

async function restViewer(headers: Headers) {
  const response = await app.inject({ url: '/api/v1/proUsers/my', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The fields the 400 names, after checking its shape. */
async function refusedFields(payload: object, headers: Headers) {
  const error = expectError(await graph(payload, headers), 400);
  return { message: error.message, fields: error.fields?.map((f) => f.field) };
}

describe('POST /graphql', () => {
  it('answers every viewer field exactly as GET /api/v1/proUsers/my, enrollments included', async () => {
    const company = await companyWithEnrollments(db, 'Graph Co');
    const owner = await member(app, db, company, ['OWNER', 'TECHNICIAN']);
    const response = await graph({ query: VIEWER_QUERY }, owner.headers);
    expect(response.statusCode, response.body).toBe(200);
    const rest = await restViewer(owner.headers);
    expect(rest.partnerUsers[0].partnerAccount.partnerProgramEnrollments).toHaveLength(2);
    expect(response.json()).toEqual({ data: { viewer: rest } });
  });

  it('answers a user without a company as REST does, with no partner users', async () => {
    const nobody = await loner(app, db, { locale: 'fr-CA' });
    const response = await graph({ query: VIEWER_QUERY }, nobody.headers);
    expect(response.statusCode, response.body).toBe(200);
    const rest = await restViewer(nobody.headers);
    expect(rest.partnerUsers).toEqual([]);
    expect(response.json()).toEqual({ data: { viewer: rest } });
  });

  it('answers only the fields asked for, under their aliases', async () => {
    const nobody = await loner(app, db);
    const response = await graph(
      { query: '{ me: viewer { id given: firstName } }' },
      nobody.headers,
    );
    expect(response.json()).toEqual({
      data: { me: { id: nobody.user.id, given: nobody.user.firstName } },
    });
  });

  it('runs the operation named by operationName with its variables', async () => {
    const company = await createCompany(db);
    const tech = await member(app, db, company, ['TECHNICIAN']);
    const query = `
      query Name { viewer { firstName } }
      query Companies($withRoles: Boolean!) {
        viewer { partnerUsers { id roles @include(if: $withRoles) } }
      }`;
    const withRoles = await graph(
      { query, operationName: 'Companies', variables: { withRoles: true } },
      tech.headers,
    );
    expect(withRoles.json()).toEqual({
      data: { viewer: { partnerUsers: [{ id: expect.any(String), roles: ['TECHNICIAN'] }] } },
    });
    const without = await graph(
      { query, operationName: 'Companies', variables: { withRoles: false } },
      tech.headers,
    );
    expect(without.json()).toEqual({
      data: { viewer: { partnerUsers: [{ id: expect.any(String) }] } },
    });
    const name = await graph({ query, operationName: 'Name', variables: null }, tech.headers);
    expect(name.json()).toEqual({ data: { viewer: { firstName: 'Test' } } });
  });

  it.each([
    [{ query: '{ viewer { id }' }, 'body.query', /Syntax Error/],
    [{ query: '{ viewer { password } }' }, 'body.query', /Cannot query field "password"/],
    [{ query: 'mutation { viewer { id } }' }, 'body.query', /mutation/],
    [{ query: '' }, 'body.query', /body\.query/],
    [{ variables: {} }, 'body.query', /body\.query/],
    [{ query: '{ viewer { id } }', variables: 'yes' }, 'body.variables', /body\.variables/],
    [
      { query: 'query A { viewer { id } } query B { viewer { id } }' },
      'body.operationName',
      /Must provide operation name/,
    ],
    [
      { query: 'query A { viewer { id } }', operationName: 'C' },
      'body.operationName',
      /Unknown operation named "C"/,
    ],
    [
      { query: '{ viewer { id } }', operationName: 'C' },
      'body.operationName',
      /Unknown operation named "C"/,
    ],
    [
      { query: 'query A($all: Boolean!) { viewer { id @include(if: $all) } }' },
      'body.variables',
      /Variable "\$all" of required type "Boolean!" was not provided/,
    ],
    [
      {
        query: 'query A($all: Boolean!) { viewer { id @include(if: $all) } }',
        variables: { all: 'yes' },
      },
      'body.variables',
      /Variable "\$all" got invalid value "yes"/,
    ],
  ])('refuses %j with 400 naming %s', async (payload, field, message) => {
    const nobody = await loner(app, db);
    const refusal = await refusedFields(payload, nobody.headers);
    expect(refusal.fields).toContain(field);
    expect(refusal.message).toMatch(message);
  });

  it('refuses batched queries', async () => {
    const nobody = await loner(app, db);
    const batch = [{ query: '{ viewer { id } }' }, { query: '{ viewer { id } }' }];
    expect((await refusedFields(batch, nobody.headers)).fields).toEqual(['body']);
  });

  it(`refuses a query deeper than ${MAX_DEPTH} levels`, async () => {
    const nobody = await loner(app, db);
    const nested = (levels: number) =>
      `{ viewer { ${'... on Viewer { '.repeat(levels)}id${' }'.repeat(levels)} } }`;
    expect((await graph({ query: nested(MAX_DEPTH - 2) }, nobody.headers)).statusCode).toBe(200);
    const refusal = await refusedFields({ query: nested(MAX_DEPTH - 1) }, nobody.headers);
    expect(refusal.fields).toEqual(['body.query']);
    expect(refusal.message).toMatch(
      `query depth (${MAX_DEPTH + 1}) exceeds the query depth limit of ${MAX_DEPTH}`,
    );
  });

  it(`refuses a query costing more than ${MAX_COST}, such as the viewer three times`, async () => {
    const nobody = await loner(app, db);
    const twice = `{ a: viewer { ${VIEWER_FIELDS} } b: viewer { ${VIEWER_FIELDS} } }`;
    expect((await graph({ query: twice }, nobody.headers)).statusCode).toBe(200);
    const thrice = `{ a: viewer { ${VIEWER_FIELDS} } b: viewer { ${VIEWER_FIELDS} } c: viewer { ${VIEWER_FIELDS} } }`;
    const refusal = await refusedFields({ query: thrice }, nobody.headers);
    expect(refusal.fields).toEqual(['body.query']);
    expect(refusal.message).toMatch(`The query costs 1470, more than the ${MAX_COST} allowed`);
  });

  it('counts only the operation that runs, as its variables leave it', async () => {
    const nobody = await loner(app, db);
    const query = `query Big($all: Boolean!) {
      a: viewer { ${VIEWER_FIELDS} } b: viewer { ${VIEWER_FIELDS} }
      c: viewer @include(if: $all) { ${VIEWER_FIELDS} }
    }
    query Small { viewer { id } }`;
    const small = await graph({ query, operationName: 'Small' }, nobody.headers);
    expect(small.statusCode, small.body).toBe(200);
    const big = { query, operationName: 'Big' };
    const two = await graph({ ...big, variables: { all: false } }, nobody.headers);
    expect(two.statusCode, two.body).toBe(200);
    const three = await refusedFields({ ...big, variables: { all: true } }, nobody.headers);
    expect(three.message).toMatch('The query costs 1470');
  });

  it('answers introspection outside production', async () => {
    const nobody = await loner(app, db);
    const response = await graph({ query: '{ __schema { queryType { name } } }' }, nobody.headers);
    expect(response.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('refuses introspection in production, and still answers the viewer', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production' }, { databaseUrl });
    const nobody = await loner(production.app, db);
    for (const query of [
      '{ __schema { types { name } } }',
      '{ __type(name: "Viewer") { name } }',
    ]) {
      const error = expectError(await graph({ query }, nobody.headers, production.app), 400);
      expect(error.message).toMatch('GraphQL introspection has been disabled');
    }
    const viewer = await graph({ query: '{ viewer { id } }' }, nobody.headers, production.app);
    expect(viewer.json()).toEqual({ data: { viewer: { id: nobody.user.id } } });
  });

  it('answers 401 signed out or with a bad token, and 404 when the user is gone', async () => {
    expectError(await graph({ query: VIEWER_QUERY }), 401);
    expectError(await graph({ query: VIEWER_QUERY }, { authorization: 'Bearer not.a.token' }), 401);
    const gone = await loner(app, db);
    await db.delete(schema.users).where(eq(schema.users.id, gone.user.id));
    const rest = await app.inject({ url: '/api/v1/proUsers/my', headers: gone.headers });
    const answer = await graph({ query: VIEWER_QUERY }, gone.headers);
    expect(expectError(answer, 404)).toEqual(expectError(rest, 404));
  });

  it('has no GET and no GraphiQL', async () => {
    const nobody = await loner(app, db);
    const query = encodeURIComponent('{ viewer { id } }');
    const get = await app.inject({ url: `/graphql?query=${query}`, headers: nobody.headers });
    expect(expectError(get, 404).message).toBe('GET /graphql does not exist.');
    expectError(await app.inject({ url: '/graphiql', headers: nobody.headers }), 404);
  });
});
