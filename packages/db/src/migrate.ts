import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { syncAlertCatalogue, syncCatalogue } from './catalogue/sync';
import type { Database } from './client';

export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/**
 * Applies every committed migration not yet applied (drizzle-kit's SQL files), then brings the
 * reference data every database needs (the product and alert catalogues) in line with their
 * data files.
 */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
  await syncCatalogue(db);
  await syncAlertCatalogue(db);
}

type Journal = { entries: { tag: string; when: number }[] };

/** How many committed migrations the database has not applied yet (0 when up to date). */
let journal: Journal | undefined;

export async function pendingMigrationCount(db: Database): Promise<number> {
  journal ??= JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as Journal;
  const { entries } = journal;
  if (entries.length === 0) return 0;
  const applied = await db
    .execute<{ created_at: string }>(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )
    .catch(() => ({ rows: [] as { created_at: string }[] }));
  const lastApplied = Number(applied.rows[0]?.created_at ?? 0);
  return entries.filter((entry) => entry.when > lastApplied).length;
}
