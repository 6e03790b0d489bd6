import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

const EMAIL = 'ada.lovelace@example.test';
const QUERY = 'select "id" from "users" where "email" = $1 and "id" = $2';

function serverError(code: string, message: string, detail?: string): Error {
  return Object.assign(new pg.DatabaseError(message, 0, 'error'), { code, detail });
}

describe('loggableError', () => {
  it("names the driver's error and the query, and masks a parameter PostgreSQL quotes back", () => {
    const cause = serverError('22P02', `invalid input syntax for type uuid: "${EMAIL}"`);
    const logged = loggableError(new DrizzleQueryError(QUERY, [EMAIL, EMAIL], cause), {
      withStack: true,
    });
    expect(logged).toMatchObject({
      type: 'DatabaseError',
      code: '22P02',
      message: 'invalid input syntax for type uuid: "[REDACTED]"',
      query: QUERY,
    });
    expect(logged.stack).toMatch(/^DatabaseError: invalid input syntax .*\n {4}at /);
    expect(JSON.stringify(logged)).not.toContain(EMAIL);
    expect(JSON.stringify(logged)).not.toContain('params');
  });

  it("leaves out the driver error's detail, which holds the conflicting values", () => {
    const cause = serverError('23505', 'duplicate key value', `Key (email)=(${EMAIL}) exists.`);
    const logged = loggableError(new DrizzleQueryError(QUERY, [EMAIL], cause), {
      withStack: true,
    });
    expect(JSON.stringify(logged)).not.toContain(EMAIL);
  });

  it('describes a failed query without a cause by its SQL alone', () => {
    const logged = loggableError(new DrizzleQueryError(QUERY, [EMAIL], undefined), {
      withStack: false,
    });
    expect(logged).toEqual({
      type: 'DrizzleQueryError',
      message: `Failed query: ${QUERY}`,
      query: QUERY,
    });
  });

  it('gives no stack when not asked to', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(
      loggableError(new DrizzleQueryError(QUERY, [EMAIL], cause), { withStack: false }),
    ).toEqual({
      type: 'Error',
      code: 'ECONNREFUSED',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
      query: QUERY,
    });
  });

  it('keeps the type, message and stack of a programming error', () => {
    const logged = loggableError(new TypeError('x is not a function'), { withStack: true });
    expect(logged.type).toBe('TypeError');
    expect(logged.message).toBe('x is not a function');
    expect(logged.stack).toMatch(/^TypeError: x is not a function\n {4}at .*loggable-error/);
  });

  it('gives an AggregateError without a message the messages of its errors', () => {
    const refused = new AggregateError([
      new Error('connect ECONNREFUSED ::1:5432'),
      new Error('b'),
    ]);
    expect(loggableError(refused, { withStack: false }).message).toBe(
      'connect ECONNREFUSED ::1:5432; b',
    );
  });

  it('describes a thrown value that is not an error', () => {
    expect(loggableError('nope', { withStack: true })).toEqual({ type: 'string', message: 'nope' });
  });
});
