import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

export type DatabaseConnection = { db: Database; pool: pg.Pool; close: () => Promise<void> };

// While PostgreSQL is unreachable a new connection would wait for the OS's TCP timeout
// (minutes), and so would every request queued for a pooled one: they give up after this,
// answer 503 and leave the client to retry.
const CONNECT_TIMEOUT_MS = 5_000;

export function connect(url: string, options: { max?: number } = {}): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // The API's statements are short and planned per call: JIT compiling one (when its estimated
    // cost passes jit_above_cost, as the insights' do at 100,000 customers) took 20 to 30 ms,
    // more than running it.
    options: '-c jit=off',
  });
  // An idle client's error (e.g. the server restarting) must not crash the process;
  // the next query reports it.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}
