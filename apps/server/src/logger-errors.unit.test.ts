import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loggerOptions } from './logger';

const EMAIL = 'ada.lovelace@example.test';
const QUERY = 'insert into "mail_outbox" ("to", "subject") values ($1, $2)';

/** The app's logger options on a pino that writes into an array. */
function logger() {
  const lines: string[] = [];
  const log = pino(loggerOptions(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' })), {
    write: (line: string) => lines.push(line),
  });
  return { log, lines };
}

function failedQuery(cause: Error) {
  return new DrizzleQueryError(QUERY, [EMAIL, 'Welcome'], cause);
}

describe('an error logged as { err } anywhere', () => {
  it('names the driver error, its code and the SQL, and never the parameters or the detail', () => {
    const { log, lines } = logger();
    const cause = Object.assign(new pg.DatabaseError('duplicate key value', 0, 'error'), {
      code: '23505',
      detail: `Key (to)=(${EMAIL}) already exists.`,
    });
    log.error({ err: failedQuery(cause) }, 'mail failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(EMAIL);
    expect(JSON.parse(lines[0] ?? '').err).toEqual({
      type: 'DatabaseError',
      code: '23505',
      message: 'duplicate key value',
      query: QUERY,
      stack: expect.stringMatching(/^DatabaseError: duplicate key value\n {4}at /),
    });
  });

  it('gives a database that is away a one-line stack', () => {
    const { log, lines } = logger();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    log.error({ err: failedQuery(refused) }, 'background jobs: the database is away');
    expect(JSON.parse(lines[0] ?? '').err.stack).toBe('Error: connect ECONNREFUSED 127.0.0.1:5432');
    expect(lines[0]).not.toContain(EMAIL);
  });
});
