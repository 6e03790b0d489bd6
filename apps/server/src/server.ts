import { join } from 'node:path';
import {
  connect,
  type DatabaseConnection,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type EmbeddedPostgres,
  runMigrations,
  seedDemoData,
  startEmbeddedPostgres,
} from '@portal/db';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { storeDemoFiles } from './demo-files';
import { KeyStore } from './identity/keys';
import { storedLibrary } from './modules/downloads/library';

// Starts the portal: PostgreSQL (DATABASE_URL or embedded), migrations, demo data,
// then the HTTP server. SIGINT/SIGTERM close everything in reverse order, so no
// postgres process outlives the server.
const config = loadConfig();
let embedded: EmbeddedPostgres | undefined;
let database: DatabaseConnection | undefined;
let app: FastifyInstance | undefined;

closeWithGrace({ delay: 20_000 }, async ({ signal, err }) => {
  if (err) console.error('fatal error, shutting down:', err);
  else if (signal) console.log(`${signal} received, shutting down`);
  await app?.close();
  await database?.close();
  await embedded?.stop();
});

if (!config.databaseUrl) {
  console.log(`starting the embedded PostgreSQL in ${join(config.dataDir, 'postgres')}`);
  embedded = await startEmbeddedPostgres({
    dataDir: join(config.dataDir, 'postgres'),
    // PostgreSQL is restarted when it dies; meanwhile the API answers 503 with Retry-After.
    supervise: ({ level, message }) => (app ? app.log[level](message) : console.error(message)),
  });
}
database = connect(config.databaseUrl ?? (embedded as EmbeddedPostgres).url);
await runMigrations(database.db);
// The identity service's RS256 signing key, made once and kept in the database.
await new KeyStore(database.db).ensureKey();
if (config.seedDemoData) await seedDemoData(database.db);

app = await buildApp({ config, database });
if (config.seedDemoData) await storeDemoFiles(app.files);
// The downloads library's files take seconds of CPU to generate and store: done before
// listening, so that no request waits behind them (seen in postgres-killed.test: building them
// beside live traffic kept the API from recovering within a minute after an outage).
await storedLibrary(app.files);
await app.listen({ port: config.port, host: config.host });

console.log(`\nThe partner portal is running at ${config.publicUrl}`);
console.log(`API docs: ${config.publicUrl}/api/docs`);
console.log(
  config.devTools
    ? `Developer tools (mail outbox at ${config.publicUrl}/dev/mail) on, for this machine only`
    : 'Developer tools off (DEV_TOOLS=true turns them on, for this machine only)',
);
if (config.seedDemoData) {
  console.log(`Demo sign-in accounts (password "${DEMO_PASSWORD}"):`);
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    console.log(`  ${account.email.padEnd(32)} ${account.description}`);
  }
}
console.log('Press Ctrl+C to stop.\n');
