export { PRODUCT_CATALOGUE } from './catalogue';
export { connect, type Database, type DatabaseConnection } from './client';
export {
  type EmbeddedPostgres,
  runningEmbeddedPostgresUrl,
  startEmbeddedPostgres,
} from './embedded-postgres';
export { migrationsFolder, pendingMigrationCount, runMigrations } from './migrate';
export { hashPassword, verifyPassword } from './passwords';
export type { SupervisionEvent } from './postgres-supervisor';
export * as schema from './schema';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, seedDemoData } from './seed';
export { DEMO_FILES, type DemoFile } from './seed-branding';
