import { type Database, pendingMigrationCount } from '@portal/db';
import { sql } from 'drizzle-orm';

export async function checkReadiness(db: Database) {
  const database = await db
    .execute(sql`select 1`)
    .then(() => true)
    .catch(() => false);
  const migrations = database && (await pendingMigrationCount(db).catch(() => 1)) === 0;
  return {
    status: database && migrations ? ('ready' as const) : ('not_ready' as const),
    database,
    migrations,
  };
}
