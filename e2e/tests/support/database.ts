import { join } from 'node:path';
import { runningEmbeddedPostgresUrl } from '@portal/db';
import pg from 'pg';

/**
 * The database of the portal the tests started (its embedded PostgreSQL), for the few states a
 * person cannot reach through the portal in a test's time, such as an invite a week old.
 */
export async function withPortalDatabase<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir || process.env.E2E_BASE_URL) {
    throw new Error('The portal database is reachable only when the tests start the server.');
  }
  const connectionString = runningEmbeddedPostgresUrl(join(dataDir, 'postgres'));
  if (!connectionString) throw new Error(`No PostgreSQL runs in ${dataDir}.`);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
