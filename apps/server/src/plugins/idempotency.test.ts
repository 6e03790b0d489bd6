import { schema } from '@portal/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../test/helper';
import { createCompany, member } from '../test/partners';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;

const customer = (overrides: object = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  countryCode: 'US',
  ...overrides,
});

async function company() {
  const created = await createCompany(db);
  const owner = await member(app, db, created, ['OWNER']);
  const tech = await member(app, db, created, ['TECHNICIAN']);
  return { id: created.id, owner, tech };
}

function create(companyId: string, headers: Headers, payload: object, key?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/proAccounts/${companyId}/customers`,
    headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });
}

async function customersOf(companyId: string) {
  return db
    .select()
    .from(schema.partnerCustomers)
    .where(eq(schema.partnerCustomers.partnerAccountId, companyId));
}

let keys = 0;
function freshKey(): string {
  keys += 1;
  return `retry-key-${keys}-${Date.now()}`;
}

describe('Idempotency-Key on create calls', () => {
  it('a retry with the same key and body answers the first 201 again and creates nothing', async () => {
    const { id, owner } = await company();
    const key = freshKey();
    const first = await create(id, owner.headers, customer(), key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await create(id, owner.headers, customer(), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toMatch(/^application\/json/);
    expect(retry.json()).toEqual(first.json());
    expect(await customersOf(id)).toHaveLength(1);
  });

  it('the same key with another body answers 422 and creates nothing more', async () => {
    const { id, owner } = await company();
    const key = freshKey();
    expect((await create(id, owner.headers, customer(), key)).statusCode).toBe(201);
    const other = await create(id, owner.headers, customer({ firstName: 'Grace' }), key);
    expect(expectError(other, 422).message).toBe(
      'This Idempotency-Key was already used for a different request; use a new key for a new request.',
    );
    expect(await customersOf(id)).toHaveLength(1);
  });

  it('without a key every call creates', async () => {
    const { id, owner } = await company();
    expect((await create(id, owner.headers, customer())).statusCode).toBe(201);
    expect((await create(id, owner.headers, customer())).statusCode).toBe(201);
    expect(await customersOf(id)).toHaveLength(2);
  });

  it('two calls at once with one key create one customer: the other waits with 409 or replays', async () => {
    const { id, owner } = await company();
    const key = freshKey();
    const answers = await Promise.all([
      create(id, owner.headers, customer(), key),
      create(id, owner.headers, customer(), key),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect([
      [201, 409],
      [201, 201],
    ]).toContainEqual(statuses);
    const created = answers.filter((answer) => answer.statusCode === 201);
    for (const answer of created) expect(answer.json()).toEqual(created[0]?.json());
    expect(await customersOf(id)).toHaveLength(1);
  });

  it("another user's same key is another request", async () => {
    const { id, owner, tech } = await company();
    const key = freshKey();
    const mine = await create(id, owner.headers, customer(), key);
    const theirs = await create(id, tech.headers, customer(), key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await customersOf(id)).toHaveLength(2);
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not printable', 'key\u0007bell'],
  ])('a key that is %s answers 400 naming the header and creates nothing', async (_what, key) => {
    const { id, owner } = await company();
    const body = expectError(await create(id, owner.headers, customer(), key), 400);
    expect(body.fields?.map((field) => field.field)).toEqual(['headers.idempotency-key']);
    expect(await customersOf(id)).toHaveLength(0);
  });

  it('a 4xx answer is kept and replayed, as it would be the same again', async () => {
    const { id, owner } = await company();
    const key = freshKey();
    const badPhone = customer({ phoneNumber: '123' });
    const first = await create(id, owner.headers, badPhone, key);
    expectError(first, 400);
    const retry = await create(id, owner.headers, badPhone, key);
    expect(retry.statusCode).toBe(400);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
  });

  it('a 5xx answer is not kept: the retry runs again', async () => {
    const { id, owner } = await company();
    const key = freshKey();
    // The table no longer fits the insert for a moment: an unexpected failure of the first try.
    await db.execute(sql`alter table partner_customers rename column last_name to last_name_away`);
    const failed = await create(id, owner.headers, customer(), key).finally(() =>
      db.execute(sql`alter table partner_customers rename column last_name_away to last_name`),
    );
    expectError(failed, 500);

    const retry = await create(id, owner.headers, customer(), key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await customersOf(id)).toHaveLength(1);
  });

  it('answers 409 while the first request with the key runs, and takes over a key lost for a minute', async () => {
    const { id, owner } = await company();
    const key = freshKey();
    expect((await create(id, owner.headers, customer(), key)).statusCode).toBe(201);
    // As if that request were still running: no answer kept yet.
    const running = sql`status_code = null, response_body = null`;
    await db.execute(sql`update idempotency_keys set ${running} where key = ${key}`);
    const meanwhile = await create(id, owner.headers, customer(), key);
    expect(expectError(meanwhile, 409).message).toBe(
      'The first request with this Idempotency-Key is still running; try again in a moment.',
    );

    // Its server died: after a minute without an answer the key is free again.
    await db.execute(
      sql`update idempotency_keys set created_at = now() - interval '61 seconds' where key = ${key}`,
    );
    expect((await create(id, owner.headers, customer(), key)).statusCode).toBe(201);
    expect(await customersOf(id)).toHaveLength(2);
  });

  it('a key older than 24 hours has expired and may be used for a new request', async () => {
    const { id, owner } = await company();
    const key = freshKey();
    expect((await create(id, owner.headers, customer(), key)).statusCode).toBe(201);
    await db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    const later = await create(id, owner.headers, customer({ firstName: 'Grace' }), key);
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().firstName).toBe('Grace');
    expect(await customersOf(id)).toHaveLength(2);
  });

  it('is documented on create calls only', async () => {
    const document = app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const headersOf = (path: string, method: string) =>
      (document.paths[path]?.[method]?.parameters ?? [])
        .filter((parameter) => parameter.in === 'header')
        .map((parameter) => parameter.name);
    expect(headersOf('/api/v1/proAccounts/{partnerAccountId}/customers', 'post')).toEqual([
      'idempotency-key',
    ]);
    // A POST that answers 200 creates nothing.
    expect(headersOf('/auth/oauth/token', 'post')).toEqual([]);
  });
});
