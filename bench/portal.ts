import type { ChildProcess } from 'node:child_process';

// What every benchmark needs to drive a real portal process: wait until it answers, stop it,
// and the seeded owner's password login.

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
