import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// `npm run dev`: the server (restarting on change) and Vite with hot reload, which
// proxies /api, /auth and the health checks to the server. Open http://localhost:5173.
const root = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [
  // The browser sees Vite's origin, so tokens' audience and redirects must name it.
  spawn('node', ['--import', 'tsx', '--watch', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Developer tools (the mail outbox) are for local use, as this is.
    env: {
      ...process.env,
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
      DEV_TOOLS: process.env.DEV_TOOLS ?? 'true',
    },
  }),
  spawn('npx', ['vite', '--port', '5173'], { cwd: `${root}apps/web`, stdio: 'inherit' }),
];

let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null))
      process.exit(code ?? 0);
  });
}
