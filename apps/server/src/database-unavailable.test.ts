import { createTestDatabase } from '@portal/db/testing';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE } from './database-unavailable';
import { DatabaseLine } from './test/database-line';
import { buildTestApp, captureLogs, expectError } from './test/helper';
import { expectAuth0Error, PASSWORD, passwordLogin } from './test/identity';
import { createCompany, member } from './test/partners';

// The app reaches its own test database through a TCP line the tests cut and mend, so the
// PostgreSQL every test file shares stays up.
const line = await DatabaseLine.open(await createTestDatabase());
const logs = captureLogs();
const { app, db } = await buildTestApp(
  { LOG_LEVEL: 'warn' },
  { databaseUrl: line.url, logStream: logs.stream },
);
// A second instance that has not read the signing keys yet, as after a restart.
const fresh = await buildTestApp({ LOG_LEVEL: 'silent' }, { databaseUrl: line.url });
const company = await createCompany(db);
const owner = await member(app, db, company, ['OWNER'], { email: 'grace.owner@example.test' });
const SEARCH = 'hopper-search-term';
const customers = `/api/v1/proAccounts/${company.id}/customers`;

// An app on a database of its own whose table no longer matches the code: a programming error.
const broken = await buildTestApp({ LOG_LEVEL: 'warn' }, { logStream: logs.stream });
const brokenCompany = await createCompany(broken.db);
const brokenOwner = await member(broken.app, broken.db, brokenCompany, ['OWNER']);
await broken.db.execute(sql`alter table partner_customers rename column email to email_gone`);

afterEach(() => line.mend());

type LogLine = { level: number; msg: string; reqId?: string; [key: string]: unknown };

function requestFailures(): LogLine[] {
  return logs.lines
    .map((text) => JSON.parse(text) as LogLine)
    .filter((entry) => entry.level >= 50 && entry.reqId);
}

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

function expectUnavailable(response: Answer) {
  const body = expectError(response, 503);
  expect(body.message).toBe(UNAVAILABLE_MESSAGE);
  expect(response.headers['retry-after']).toBe('5');
}

describe('while PostgreSQL is gone', () => {
  it('answers 503 with Retry-After, logs one line per request without a stack or parameters, and recovers on its own', async () => {
    logs.lines.length = 0;
    await line.cut();

    // The partner check of the access hook, a handler's own query, readiness.
    const list = await app.inject({
      url: `${customers}?filterBy=${SEARCH}`,
      headers: owner.headers,
    });
    expectUnavailable(list);
    // The identity service answers in Auth0's shape, as it does for every error.
    const signIn = await passwordLogin(app, owner.user.email, PASSWORD);
    expectAuth0Error(signIn, 503, 'temporarily_unavailable');
    expect(signIn.headers['retry-after']).toBe('5');
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not_ready', database: false, migrations: false });

    const failures = requestFailures();
    expect(failures.map((entry) => [entry.method, entry.url])).toEqual([
      ['GET', customers],
      ['POST', '/auth/oauth/token'],
    ]);
    expect(new Set(failures.map((entry) => entry.reqId)).size).toBe(2);
    for (const entry of failures) {
      expect(entry).toMatchObject({
        level: 50,
        msg: 'request failed: the database is unavailable',
        // ECONNREFUSED, or "Connection terminated unexpectedly" on a pooled connection the cut dropped.
        error: { type: expect.any(String), message: expect.any(String) },
      });
    }
    const written = logs.lines.join('\n');
    expect(written).not.toContain(SEARCH);
    expect(written).not.toContain(owner.user.email);
    expect(written).not.toContain('"stack"');
    expect(written).not.toContain('    at ');

    await line.mend();
    const again = await app.inject({ url: customers, headers: owner.headers });
    expect(again.statusCode, again.body).toBe(200);
    expect((await passwordLogin(app, owner.user.email, PASSWORD)).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    // The realtime LISTEN connection comes back by itself too.
    await app.realtime.listener.whenListening();
  });

  it('does not refuse a good token because the signing keys cannot be read: 503, not 401', async () => {
    await line.cut();
    expectUnavailable(
      await fresh.app.inject({ url: '/api/v1/proUsers/my', headers: owner.headers }),
    );
    const userinfo = await fresh.app.inject({ url: '/auth/userinfo', headers: owner.headers });
    expectAuth0Error(userinfo, 503, 'temporarily_unavailable');

    await line.mend();
    expect(
      (await fresh.app.inject({ url: '/api/v1/proUsers/my', headers: owner.headers })).statusCode,
    ).toBe(200);
  });

  it('answers 503 within the connect timeout, not never, when PostgreSQL does not answer at all', async () => {
    await line.silence();
    const started = Date.now();
    expectUnavailable(await app.inject({ url: customers, headers: owner.headers }));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
  });
});

describe('an unexpected database error', () => {
  it('answers 500 and logs one line with the stack and the SQL, never the parameters', async () => {
    logs.lines.length = 0;
    const response = await broken.app.inject({
      method: 'POST',
      url: `/api/v1/proAccounts/${brokenCompany.id}/customers`,
      headers: brokenOwner.headers,
      payload: {
        firstName: 'Gracielle',
        lastName: 'Hopper',
        email: 'gracielle.hopper@example.test',
        countryCode: 'US',
      },
    });
    expectError(response, 500);

    const [failure, ...more] = requestFailures();
    expect(more).toEqual([]);
    expect(failure).toMatchObject({
      msg: 'request failed',
      method: 'POST',
      url: `/api/v1/proAccounts/${brokenCompany.id}/customers`,
      error: {
        type: 'DatabaseError',
        code: '42703',
        message: 'column "email" of relation "partner_customers" does not exist',
        query: expect.stringContaining('insert into "partner_customers"'),
        stack: expect.stringMatching(/^DatabaseError: column "email" [^\n]*\n {4}at /),
      },
    });
    const written = logs.lines.join('\n');
    expect(written).not.toContain('Gracielle');
    expect(written).not.toContain('gracielle.hopper@example.test');
  });
});
