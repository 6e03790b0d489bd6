import { connect } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { captureLogs, expectError } from '../test/helper';
import { errorsPlugin } from './errors';

// The last line of defence: a value that slipped past a route's schema and that PostgreSQL
// refuses (SQLSTATE class 22, data exception) is the client's bad input, so it answers 400,
// not 500, without the SQL or the value, and logs one line. No route of the app lets such a
// value through (bad-input.test.ts checks every one), so a small server with the real errors
// plugin hands PostgreSQL each kind of value itself.

const database = connect(await createTestDatabase(), { max: 2 });
const logs = captureLogs();
const app = Fastify({ logger: { level: 'warn', stream: logs.stream } });
await app.register(errorsPlugin);
app.get<{ Querystring: { value: string; type: string } }>('/cast', async (request) => {
  const { value, type } = request.query;
  // Through drizzle, which wraps the driver's error, as every repository does.
  await database.db.execute(sql`select ${value}::${sql.raw(type)}`);
  return {};
});
app.get<{ Querystring: { value: string } }>('/cast-with-pool', async (request) => {
  // Straight through the pool: the driver's error unwrapped.
  await database.pool.query('select $1::uuid', [request.query.value]);
  return {};
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => {
  logs.lines.length = 0;
});

const SECRET = 'grace-hopper-secret';

describe('PostgreSQL refusing a value', () => {
  it.each([
    ['22P02 invalid text representation', `not-a-uuid-${SECRET}`, 'uuid'],
    ['22P02 not a number', `${SECRET}`, 'integer'],
    ['22008 a date that does not exist', '9999-99-99 99:99:99+00', 'timestamptz'],
    ['22007 not a date', `${SECRET}`, 'timestamptz'],
    ['22021 NUL in text', `${SECRET}\u0000`, 'text'],
    ['22003 out of range', '99999999999', 'integer'],
  ])('%s answers 400 without the SQL or the value, and logs one line', async (_, value, type) => {
    const response = await app.inject({
      url: `/cast?${new URLSearchParams({ value, type })}`,
    });
    expect(expectError(response, 400)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid request.',
    });
    expect(logs.lines).toHaveLength(1);
    const line = JSON.parse(logs.lines[0] ?? '{}') as { error?: { code?: string } };
    expect(line.error?.code).toMatch(/^22/);
    expect(logs.lines[0]).not.toContain(SECRET);
  });

  it('answers 400 when the driver error comes unwrapped', async () => {
    const response = await app.inject({ url: `/cast-with-pool?value=${SECRET}` });
    expectError(response, 400);
  });

  it('leaves other database errors a 500', async () => {
    const response = await app.inject({ url: '/cast?value=1&type=no_such_type' });
    expectError(response, 500);
  });
});
