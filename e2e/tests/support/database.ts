import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/**
 * The database of the portal the tests started (its embedded PostgreSQL), for the few states a
 * person cannot reach through the portal in a test's time, such as an invite a week old. The
 * port is the fourth line of PostgreSQL's postmaster.pid in the server's data folder.
 */
export async function withPortalDatabase<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir || process.env.E2E_BASE_URL) {
    throw new Error('The portal database is reachable only when the tests start the server.');
  }
  const pid = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const client = new pg.Client({ host: '127.0.0.1', port: Number(pid[3]), user: 'postgres' });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
