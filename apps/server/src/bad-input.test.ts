import { randomUUID } from 'node:crypto';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STORE_SIGNATURE_HEADER, signStoreOrder } from './modules/store/signature';
import { customerWithHome, registerDevice } from './test/customers';
import { buildTestApp, expectError } from './test/helper';
import { createHomeDevice, householdWithEveryRole } from './test/homeowners';
import { type Operation, operations, withEveryString } from './test/openapi-operations';
import { createCompany, loner, makePlatformAdmin, member } from './test/partners';
import { STORE_ORDERS_URL } from './test/store';

// Issue 11 item 3: a bad input answers 400 naming the field, never 5xx, on every operation of
// the committed OpenAPI document. Each request is sent as someone who may call the operation,
// with the real ids of the company, its customer, home and device, and of a household's home
// and device, so that the bad input reaches the route rather than stopping at a 401 or 404.

const { app, db, config } = await buildTestApp();

const NUL_TEXT = 'a\u0000b';
const NOT_A_DATE = '9999-99-99 99:99:99+00';

async function setUp() {
  const company = await createCompany(db);
  const owner = await member(app, db, company, ['OWNER']);
  const home = await customerWithHome(app, company.id, owner.headers);
  const device = await registerDevice(app, company.id, home.locationId, owner.headers);
  const household = await householdWithEveryRole(app, db);
  await db
    .update(schema.devices)
    .set({ consumerLocationId: household.home.id })
    .where(eq(schema.devices.id, device.id));
  const homeDevice = await createHomeDevice(db, household.home);
  const admin = await loner(app, db);
  await makePlatformAdmin(db, admin.user);
  // Rows for more lists to page through, so that their cursors are real ones.
  const made = [
    await app.inject({
      method: 'POST',
      url: `/api/v1/proAccounts/${company.id}/employeeInvites`,
      headers: owner.headers,
      payload: { notificationType: 'Email', email: 'invited@example.test', roles: ['SALES'] },
    }),
    await app.inject({
      method: 'POST',
      url: `/api/v1/proAccounts/${company.id}/employeeInvites`,
      headers: owner.headers,
      payload: {
        notificationType: 'Sms',
        phoneNumber: '(503) 555-0123',
        countryCode: 'US',
        roles: ['SALES'],
      },
    }),
    await app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${household.otherHousehold.id}/invites`,
      headers: household.outsider.headers,
      payload: { email: household.admin.user.email },
    }),
  ];
  for (const response of made) expect(response.statusCode, response.body).toBe(201);
  return { company, owner, home, device, household, homeDevice, admin };
}

const world = await setUp();

const ADMIN_PATHS = [
  '/api/v1/companies',
  '/api/v2/companies',
  '/api/v1/core/programProducts',
  '/api/v1/core/devices/handoff',
  '/api/v1/core/consumerUsers',
];
const HOMEOWNER_PATHS = [
  '/api/v1/accounts',
  '/api/v2/accounts',
  '/api/v1/users/my',
  '/api/v1/core/locations',
  '/api/v1/core/consumerDevices',
];

/** The headers of someone the operation lets in: a platform admin, a homeowner or the company owner. */
function callerHeaders(operation: Operation): Record<string, string> {
  if (!operation.secured) return {};
  const under = (prefixes: string[]) => prefixes.some((p) => operation.path.startsWith(p));
  if (under(ADMIN_PATHS)) return world.admin.headers;
  if (under(HOMEOWNER_PATHS)) return world.household.admin.headers;
  return world.owner.headers;
}

/** The real id a path parameter names, where the world has one; else a random uuid. */
function pathValue(operation: Operation, name: string): string {
  const homeowners =
    operation.path.startsWith('/api/v1/accounts') || operation.path.startsWith('/api/v2/accounts');
  const values: Record<string, string> = {
    partnerAccountId: world.company.id,
    partnerCustomerId: world.home.customerId,
    partnerDeviceLocationId: world.home.locationId,
    deviceId: homeowners ? world.homeDevice.id : world.device.id,
    macAddress: world.device.macAddress,
    consumerAccountId: world.household.household.id,
    consumerDeviceLocationId: world.household.home.id,
    consumerDeviceId: world.homeDevice.id,
    agreementType: 'ProTnC',
    applicationScope: 'AerisPro',
    pageType: 'hvacWater',
    category: 'all',
  };
  return values[name] ?? randomUUID();
}

function url(
  operation: Operation,
  path: Record<string, string> = {},
  query: Record<string, string> = {},
) {
  const filled = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(path[name] ?? pathValue(operation, name)),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}

type Answer = { statusCode: number; body: string };

/**
 * What is wrong with the answer to a bad input in `fields`, or undefined when it is a 400
 * naming each of them: in `fields` for the API, in the description for the identity service
 * (which answers Auth0's `{ error, error_description }`).
 */
function problem(answer: Answer, fields: string[]): string | undefined {
  if (answer.statusCode !== 400) return `answered ${answer.statusCode} ${answer.body}`;
  let body: { fields?: { field: string }[]; error_description?: string };
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `answered 400 but not in JSON: ${answer.body}`;
  }
  const named = body.fields
    ? body.fields.map((f) => f.field)
    : fields.filter((f) => body.error_description?.includes(f));
  const missing = fields.filter((f) => !named.includes(f));
  return missing.length > 0 ? `did not name ${missing.join(', ')}: ${answer.body}` : undefined;
}

function send(operation: Operation, target: string, payload?: unknown) {
  const method = operation.method as 'GET';
  const headers = callerHeaders(operation);
  if (payload === undefined) return app.inject({ method, url: target, headers });
  const body = JSON.stringify(payload);
  // The store's webhook is signed rather than signed in: its bad input comes signed.
  const signature =
    operation.path === STORE_ORDERS_URL
      ? { [STORE_SIGNATURE_HEADER]: signStoreOrder(body, config.storeWebhookSecret ?? '') }
      : {};
  return app.inject({
    method,
    url: target,
    headers: { ...headers, ...signature, 'content-type': 'application/json' },
    payload: body,
  });
}

const every = operations();

describe('bad input on every operation of the OpenAPI document', () => {
  it('NUL in any query parameter answers 400 naming it', async () => {
    const failures: string[] = [];
    for (const operation of every) {
      for (const name of operation.queryParameters) {
        const answer = await send(operation, url(operation, {}, { [name]: NUL_TEXT }));
        const wrong = problem(answer, [`querystring.${name}`]);
        if (wrong) failures.push(`${operation.method} ${operation.path} ?${name}: ${wrong}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('NUL in any path parameter answers 400 naming it', async () => {
    const failures: string[] = [];
    for (const operation of every) {
      for (const name of operation.pathParameters) {
        const answer = await send(operation, url(operation, { [name]: NUL_TEXT }));
        const wrong = problem(answer, [`params.${name}`]);
        if (wrong) failures.push(`${operation.method} ${operation.path} {${name}}: ${wrong}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('NUL in every string of a JSON body answers 400 naming each', async () => {
    const failures: string[] = [];
    for (const operation of every) {
      const body = operation.jsonBody && withEveryString(operation.jsonBody, NUL_TEXT);
      if (!body) continue;
      const answer = await send(operation, url(operation), body.value);
      const wrong = problem(
        answer,
        body.paths.map((path) => `body.${path}`),
      );
      if (wrong) failures.push(`${operation.method} ${operation.path} body: ${wrong}`);
    }
    expect(failures).toEqual([]);
  });

  it('a cursor whose date is not a date, or that holds NUL, answers 400 naming it', async () => {
    const failures: string[] = [];
    const lists = every.filter((o) => o.method === 'GET' && o.queryParameters.includes('after'));
    for (const operation of lists) {
      for (const keys of await badCursorKeys(operation)) {
        for (const name of ['after', 'before'].filter((n) =>
          operation.queryParameters.includes(n),
        )) {
          const cursor = Buffer.from(JSON.stringify(keys)).toString('base64url');
          const answer = await send(operation, url(operation, {}, { [name]: cursor }));
          const wrong = problem(answer, [`querystring.${name}`]);
          if (wrong)
            failures.push(
              `${operation.method} ${operation.path} ${name}=${JSON.stringify(keys)}: ${wrong}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

/**
 * Cursors of the list as the server writes them (read from its first page) with their keys
 * spoilt: each date made `9999-99-99 99:99:99+00`, and each key in turn made to hold NUL. A
 * list the world left empty gets a cursor of the most common order, `newest`, with such a date.
 */
async function badCursorKeys(operation: Operation): Promise<{ o: unknown; k: string[] }[]> {
  const page = await send(operation, url(operation, {}, { first: '1' }));
  const endCursor =
    page.statusCode === 200
      ? (page.json() as { pageInfo?: { endCursor?: string } }).pageInfo?.endCursor
      : undefined;
  if (!endCursor) return [{ o: 'newest', k: [NOT_A_DATE, randomUUID()] }];
  const real = JSON.parse(Buffer.from(endCursor, 'base64url').toString('utf8')) as {
    o: unknown;
    k: string[];
  };
  const dated = real.k.map((key) => (/^\d{4}-\d{2}-\d{2}/.test(key) ? NOT_A_DATE : key));
  const spoilt = real.k.map((_, i) => ({ o: real.o, k: real.k.with(i, NUL_TEXT) }));
  if (dated.includes(NOT_A_DATE)) spoilt.push({ o: real.o, k: dated });
  return spoilt;
}

describe('a cursor', () => {
  const employees = `/api/v1/proAccounts/${world.company.id}/employees`;
  const page = (query: string) =>
    app.inject({ url: `${employees}?${query}`, headers: world.owner.headers });
  const realCursor = async () => {
    const first = (await page('first=1')).json() as { pageInfo: { endCursor: string } };
    return JSON.parse(Buffer.from(first.pageInfo.endCursor, 'base64url').toString('utf8')) as {
      o: string;
      k: [string, string];
    };
  };
  const withDate = (cursor: { o: string; k: [string, string] }, date: string) =>
    Buffer.from(JSON.stringify({ o: cursor.o, k: [date, cursor.k[1]] })).toString('base64url');

  it.each([
    '2024-02-30 10:00:00+00',
    '2023-02-29 10:00:00+00',
    '2024-13-01 10:00:00+00',
    '2024-01-01 25:00:00+00',
    '2024-01-01 10:61:00+00',
    '2024-01-01 10:00:00+16',
    '0000-01-01 10:00:00+00',
  ])('dated %s, a time that does not exist, answers 400 naming it', async (date) => {
    const cursor = withDate(await realCursor(), date);
    for (const name of ['after', 'before']) {
      expect(expectError(await page(`${name}=${cursor}`), 400)).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: `Invalid request. querystring.${name}: is not a cursor of this list`,
        fields: [{ field: `querystring.${name}`, message: 'is not a cursor of this list' }],
      });
    }
  });

  it.each(['2024-02-29 10:00:00+00', '2024-01-01 23:59:59.999999+05:30', '2024-01-01T10:00:00Z'])(
    'dated %s, a time that exists, pages on',
    async (date) => {
      const response = await page(`after=${withDate(await realCursor(), date)}`);
      expect(response.statusCode, response.body).toBe(200);
    },
  );
});
