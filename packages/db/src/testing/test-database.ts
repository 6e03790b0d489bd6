import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
// The keys global-setup provides are declared there; this pulls that declaration into
// every program that uses createTestDatabase (e.g. `tsc -p apps/server`).
import type {} from './global-setup';
import { withDatabase } from './urls';

/**
 * A fresh database for the calling test file, cloned from the migrated template, and
 * dropped when the file's tests are done. Call it at the top level of a test file.
 */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${inject('templateDatabase')}"`);
  afterAll(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  return withDatabase(adminUrl, name);
}

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
