import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchCustomerList } from './customers';
import { benchInsights } from './insights';
import { LOGIN, startNode, stop, waitFor } from './portal';
import { benchTelemetry } from './telemetry';
import { benchWeb } from './web';

// `npm run bench`: throughput of our GET /healthz against a bare Fastify hello-world
// measured in the same run (so the ratio, not the machine, is the number to watch), the
// customer list (customers.ts), the business insights (insights.ts), device telemetry end to end
// (telemetry.ts), and the first paint of the built portal (web.ts).
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 50;

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Successful password logins per second (argon2id, 19 MiB, t=2, p=1, on the libuv pool). */
async function passwordLogins(baseUrl: string) {
  const result = await autocannon({
    url: `${baseUrl}/auth/oauth/token`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOGIN),
    connections: 8,
    duration: DURATION_S,
  });
  return { perSecond: result.requests.average, errors: result.errors + result.non2xx };
}

/** Refresh-token rotations per second: each worker refreshes its own chain in a loop. */
async function tokenRefreshes(baseUrl: string) {
  const post = (body: object) =>
    fetch(`${baseUrl}/auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ refresh_token?: string }>);
  let done = 0;
  let errors = 0;
  const until = Date.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      let token = (await post(LOGIN)).refresh_token;
      while (token && Date.now() < until) {
        const answer = await post({
          grant_type: 'refresh_token',
          client_id: 'partner-portal',
          refresh_token: token,
        });
        token = answer.refresh_token;
        if (token) done++;
        else errors++;
      }
    }),
  );
  return { perSecond: done / DURATION_S, errors };
}

/** Throughput of /healthz against a bare Fastify, password logins and token refreshes. */
async function benchServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const portal = startNode({ PORT: '8281', DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000000' });
  const bare = startNode({ PORT: '8282' }, { script: 'bench/hello-fastify.ts' });
  try {
    await Promise.all([
      waitFor('http://localhost:8281/readyz', portal),
      waitFor('http://localhost:8282/', bare),
    ]);
    const baseline = await measure('http://localhost:8282/');
    const healthz = await measure('http://localhost:8281/healthz');
    const logins = await passwordLogins('http://localhost:8281');
    const refreshes = await tokenRefreshes('http://localhost:8281');
    const ratio = healthz.requestsPerSecond / baseline.requestsPerSecond;
    console.log(
      `\nGET /healthz (portal)      ${healthz.requestsPerSecond.toFixed(0)} req/s, p99 ${healthz.p99Ms} ms, errors ${healthz.errors}`,
    );
    console.log(
      `GET / (bare Fastify)       ${baseline.requestsPerSecond.toFixed(0)} req/s, p99 ${baseline.p99Ms} ms, errors ${baseline.errors}`,
    );
    console.log(`ratio portal / bare        ${(ratio * 100).toFixed(1)} %`);
    console.log(
      `password logins            ${logins.perSecond.toFixed(1)} /s (${(logins.perSecond / availableParallelism()).toFixed(1)} per core), errors ${logins.errors}`,
    );
    console.log(
      `token refreshes            ${refreshes.perSecond.toFixed(0)} /s, errors ${refreshes.errors}`,
    );
    console.log(`(${CONNECTIONS} connections for the HTTP runs, ${DURATION_S} s each)`);
  } finally {
    await Promise.all([stop(portal), stop(bare)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// BENCH_ONLY=server, customers, insights, telemetry or web runs that part alone (web: the
// first-paint figures).
const only = process.env.BENCH_ONLY;
if (!only || only === 'server') await benchServer();
if (!only || only === 'customers') await benchCustomerList();
if (!only || only === 'insights') await benchInsights();
if (!only || only === 'telemetry') await benchTelemetry();
if (!only || only === 'web') await benchWeb();
