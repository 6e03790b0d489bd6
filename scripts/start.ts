import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm start`: builds the portal when its sources are newer than the last build, then
// runs the server in this process (embedded PostgreSQL unless DATABASE_URL is set).
const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');
const sources = [
  join(web, 'src'),
  join(web, 'public'),
  join(web, 'index.html'),
  join(web, 'vite.config.ts'),
  join(root, 'packages/contracts/src'),
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(path).map((entry) => newestChange(join(path, entry))),
  );
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (Math.max(...sources.map(newestChange)) > builtAt) {
  console.log('building the portal (apps/web) ...');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
}

// A portal started on one's own machine shows its mail outbox there (DEV_TOOLS in README).
process.env.DEV_TOOLS ??= 'true';
await import('../apps/server/src/server');
