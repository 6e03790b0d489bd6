import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../embedded-postgres';
import { runMigrations } from '../migrate';
import { withDatabase } from './urls';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    templateDatabase: string;
  }
}

/**
 * Once per test run: a PostgreSQL (DATABASE_URL, or an embedded one in a temporary
 * folder) and a template database with every migration applied. Each test file then
 * clones the template (createTestDatabase), which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-test-db-'));
    embedded = await startEmbeddedPostgres({ dataDir: join(dataDir, 'postgres') });
    adminUrl = embedded.url;
  }

  const templateDatabase = `portal_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${templateDatabase}"`);
  const template = connect(withDatabase(adminUrl, templateDatabase), { max: 1 });
  await runMigrations(template.db);
  await template.close();

  project.provide('databaseAdminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${templateDatabase}" WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
