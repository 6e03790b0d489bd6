import { connect as connectSocket } from 'node:net';
import { PASSWORD_REALM_GRANT } from '@portal/contracts';
import { schema } from '@portal/db';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOME } from '../test/customers';
import { buildTestApp, expectError } from '../test/helper';
import { CLIENT_ID, expectAuth0Error } from '../test/identity';
import { createCompany, member } from '../test/partners';
import { NUL_MESSAGE, pathsWithNul } from './input-guard';

// PostgreSQL text cannot hold NUL (U+0000): before the guard such input reached a query and
// answered 500. Now it answers 400 naming the field, as request validation does.

const { app, db } = await buildTestApp();
const company = await createCompany(db);
const owner = await member(app, db, company, ['OWNER']);
const customers = `/api/v1/proAccounts/${company.id}/customers`;

const nul = (field: string) => ({ field, message: NUL_MESSAGE });

async function customerCount() {
  const [row] = await db
    .select({ total: count() })
    .from(schema.partnerCustomers)
    .where(eq(schema.partnerCustomers.partnerAccountId, company.id));
  return row?.total;
}

describe('NUL in a request', () => {
  it('in a query parameter answers 400 naming it', async () => {
    const response = await app.inject({
      url: `${customers}?filterBy=${encodeURIComponent('Gra\u0000ce')}`,
      headers: owner.headers,
    });
    expect(expectError(response, 400)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: `Invalid request. querystring.filterBy: ${NUL_MESSAGE}`,
      fields: [nul('querystring.filterBy')],
    });
  });

  it('in a path parameter answers 400 naming it, before the company is looked up', async () => {
    const response = await app.inject({
      url: `/api/v1/proAccounts/${company.id}%00/customers`,
      headers: owner.headers,
    });
    expect(expectError(response, 400).fields).toEqual([nul('params.partnerAccountId')]);
  });

  it('nested in a JSON body names every such field and stores nothing', async () => {
    const before = await customerCount();
    const response = await app.inject({
      method: 'POST',
      url: customers,
      headers: owner.headers,
      payload: {
        firstName: 'Gra\u0000ce',
        lastName: 'Hopper',
        countryCode: 'US',
        location: { ...HOME, address: { ...HOME.address, city: 'Aus\u0000tin' } },
      },
    });
    expect(expectError(response, 400)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: `Invalid request. body.firstName: ${NUL_MESSAGE}; body.location.address.city: ${NUL_MESSAGE}`,
      fields: [nul('body.firstName'), nul('body.location.address.city')],
    });
    expect(await customerCount()).toBe(before);
  });

  it('in an array of a JSON body names the element', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/proAccounts/${company.id}/employeeInvites`,
      headers: owner.headers,
      payload: { notificationType: 'Email', email: 'new@example.test', roles: ['SALES\u0000'] },
    });
    expect(expectError(response, 400).fields).toEqual([nul('body.roles.0')]);
  });

  it('in a form-encoded body of the identity service answers its 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: PASSWORD_REALM_GRANT,
        realm: 'Username-Password-Authentication',
        client_id: CLIENT_ID,
        username: `${owner.user.email}\u0000`,
        password: 'whatever it is',
      }).toString(),
    });
    const body = expectAuth0Error(response, 400, 'invalid_request');
    expect(body.error_description).toBe(`Invalid request. body.username: ${NUL_MESSAGE}`);
  });

  it('in a header is refused by Node before it reaches the app', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const statusLine = await new Promise<string>((resolve, reject) => {
      const socket = connectSocket(Number(port), '127.0.0.1', () => {
        socket.write(
          `GET ${customers} HTTP/1.1\r\nHost: localhost\r\n` +
            `Authorization: ${owner.headers.authorization}\r\nApplication-Id: a\u0000b\r\n\r\n`,
        );
      });
      socket.once('data', (data) => {
        resolve(String(data).split('\r\n')[0] ?? '');
        socket.destroy();
      });
      socket.once('error', reject);
    });
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
  });
});

describe('pathsWithNul', () => {
  it('walks nested objects and arrays and names keys that hold NUL', () => {
    const value = {
      name: 'fine',
      items: [{ name: 'a\u0000' }, 'b', ['c\u0000']],
      'odd\u0000key': 1,
      nothing: null,
      number: 3,
    };
    expect(pathsWithNul('body', value)).toEqual([
      'body.odd\\u0000key',
      'body.items.0.name',
      'body.items.2.0',
    ]);
  });

  it('does not exhaust the stack on a deeply nested body', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(pathsWithNul('body', deep)).toEqual([`body${'.0'.repeat(100_000)}`]);
  });
});
