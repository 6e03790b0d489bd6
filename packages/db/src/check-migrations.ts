import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// Fails when src/schema and the committed migrations in drizzle/ have drifted apart:
// drizzle-kit generates into a copy of drizzle/, and any new file means a missing migration.
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const copy = mkdtempSync(join(tmpdir(), 'migrations-check-'));
try {
  cpSync(join(packageDir, 'drizzle'), copy, { recursive: true });
  const before = readdirSync(copy).length;
  const output = execFileSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect=postgresql',
      '--schema=./src/schema/index.ts',
      // drizzle-kit reads --out relative to the working folder.
      `--out=${relative(packageDir, copy)}`,
      '--casing=snake_case',
    ],
    { cwd: packageDir, stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000, encoding: 'utf8' },
  );
  const added = readdirSync(copy).length - before;
  if (added > 0) {
    console.error(
      'The database schema has changed but no migration was committed. ' +
        'Run `npm run db:generate` and commit packages/db/drizzle.',
    );
    process.exit(1);
  }
  if (!output.includes('nothing to migrate')) {
    console.error(`drizzle-kit could not compare the schema with the migrations:\n${output}`);
    process.exit(1);
  }
  console.log('migrations: schema and committed migrations agree');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
