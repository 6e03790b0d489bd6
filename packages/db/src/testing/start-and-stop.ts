import pg from 'pg';
import { startEmbeddedPostgres } from '../embedded-postgres';

// Run as a separate process (by embedded-postgres-user.test.ts) under another OS user:
// starts a cluster in the given folder, runs one query, stops, and prints the result.
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: start-and-stop.ts <dataDir>');
const cluster = await startEmbeddedPostgres({ dataDir });
const client = new pg.Client({ connectionString: cluster.url });
await client.connect();
const { rows } = await client.query<{ user: string }>('select current_user as user');
await client.end();
await cluster.stop();
console.log(JSON.stringify({ databaseUser: rows[0]?.user, osUid: process.getuid?.() }));
