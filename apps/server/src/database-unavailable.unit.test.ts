import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

/** An error as node-postgres raises it for a message from the server. */
function serverError(code: string, message: string): Error {
  return Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });
}

/** An error as a socket raises it. */
function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}

/** How drizzle hands every failed query to us: the driver's error in `cause`. */
function failedQuery(cause: Error): Error {
  return new DrizzleQueryError('select 1 from users where email = $1', ['ada@example.test'], cause);
}

describe('isDatabaseUnavailable', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'])(
    'recognises the socket error %s, also inside a failed query',
    (code) => {
      expect(isDatabaseUnavailable(socketError(code))).toBe(true);
      expect(isDatabaseUnavailable(failedQuery(socketError(code)))).toBe(true);
    },
  );

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['08001', 'could not establish connection'],
  ])('recognises PostgreSQL %s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(failedQuery(serverError(code, message)))).toBe(true);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Cannot use a pool after calling end on the pool',
  ])('recognises the driver message "%s"', (message) => {
    expect(isDatabaseUnavailable(failedQuery(new Error(message)))).toBe(true);
  });

  it('recognises a refused connection to each of several addresses (AggregateError)', () => {
    const refused = new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]);
    expect(isDatabaseUnavailable(failedQuery(refused))).toBe(true);
  });

  it.each([
    ['a unique violation', failedQuery(serverError('23505', 'duplicate key value'))],
    ['a syntax error', failedQuery(serverError('42601', 'syntax error at or near "selec"'))],
    ['a statement timeout', failedQuery(serverError('57014', 'canceling statement'))],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['an error whose message only mentions a connection', new Error('Connection terminated?')],
    ['no error object at all', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('leaves %s to the ordinary 500', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops at a cause chain that loops', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    first.cause = second;
    expect(isDatabaseUnavailable(first)).toBe(false);
  });
});
