import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// What every benchmark needs to drive a real portal process: start it with the demo data, wait
// until it answers, stop it, and the seeded owner's password login.

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts a node process of this repository (by default the portal's server) with `env` added to
 * the bench's own environment; the portal fills its database with the demo data.
 */
export function startNode(
  env: Record<string, string>,
  { script = 'apps/server/src/server.ts', nodeArgs = [] as string[] } = {},
): ChildProcess {
  return spawn('node', [...nodeArgs, '--import', 'tsx', script], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'true', ...env },
  });
}

export async function waitFor(url: string, child: ChildProcess) {
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The demo seed's company owner (SEED_DEMO_DATA=true). */
export const LOGIN = {
  grant_type: 'http://auth0.com/oauth/grant-type/password-realm',
  realm: 'Username-Password-Authentication',
  client_id: 'partner-portal',
  username: 'owner@northwind-hvac.example',
  password: 'demo-portal-2026',
};
