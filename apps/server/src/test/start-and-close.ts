import { connect } from '@portal/db';
import { buildApp } from '../app';
import { loadConfig } from '../config';

// Run as a separate process (by plugins/jobs.test.ts): builds the whole server on the given
// database, starts it, closes it and ends its pool. Node exits by itself only when nothing the
// server started (a timer, a socket, a job worker) outlives the close.
const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: start-and-close.ts <databaseUrl>');
const database = connect(databaseUrl, { max: 5 });
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl }),
  database,
});
await app.ready();
await app.close();
await database.close();
