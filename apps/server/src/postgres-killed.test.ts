import { setTimeout as sleep } from 'node:timers/promises';
import { ApiErrorBody, type Viewer } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { readyz, startServerProcess } from './test/server-process';

// The real server process with its own embedded PostgreSQL (never the one the other test
// files share): its postmaster is killed with SIGKILL while clients keep calling the API.
const server = await startServerProcess({
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SEED_DEMO_DATA: 'true',
  // The load below comes from one address; the per-IP limit is not what is tested here.
  RATE_LIMIT_MAX: '1000000',
});

const SEARCH = 'Anders';
const WORKERS = 4;
const MAX_REQUESTS = 4_000;
const REQUEST_TIMEOUT_MS = 10_000;
// Paces each client a little, so that the fast 503s of the outage do not flood two cores.
const PAUSE_MS = 20;

type Answer = {
  at: number;
  path: string;
  status: number | 'no answer';
  retryAfter?: string | null;
  body: string;
};

async function call(path: string, headers: Record<string, string>): Promise<Answer> {
  const at = Date.now();
  try {
    const response = await fetch(`${server.base}${path}`, {
      headers,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await response.text();
    return {
      at,
      path,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body,
    };
  } catch (error) {
    return { at, path, status: 'no answer', body: String(error) };
  }
}

async function signIn(): Promise<Record<string, string>> {
  const response = await fetch(`${server.base}/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'http://auth0.com/oauth/grant-type/password-realm',
      realm: 'Username-Password-Authentication',
      client_id: 'partner-portal',
      username: 'owner@northwind-hvac.example',
      password: 'demo-portal-2026',
    }),
  });
  expect(response.status).toBe(200);
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

/** Clients calling the API in a loop until stopped (or MAX_REQUESTS); every answer is kept. */
function load(paths: string[], headers: Record<string, string>) {
  const answers: Answer[] = [];
  let stopped = false;
  const worker = async (index: number) => {
    for (let turn = index; !stopped && answers.length < MAX_REQUESTS; turn += 1) {
      answers.push(await call(paths[turn % paths.length] as string, headers));
      await sleep(PAUSE_MS);
    }
  };
  const running = Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
  return {
    answers,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/** /readyz's answers in order, each change once. */
function watchReadiness() {
  const seen: (number | undefined)[] = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      const status = await readyz(server.base);
      if (seen.at(-1) !== status) seen.push(status);
      await sleep(50);
    }
  })();
  return {
    seen,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

async function until(what: string, condition: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(50);
  }
}

type LogLine = { level: number; msg: string; reqId?: string; method?: string; url?: string };

function logLines(): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

describe('killing the embedded PostgreSQL under load', () => {
  it('answers 503 with Retry-After meanwhile, never 500 or nothing, and recovers without a hand', {
    timeout: 180_000,
  }, async () => {
    const headers = await signIn();
    const viewer = (await (await call('/api/v1/proUsers/my', headers)).body) as string;
    const companyId = (JSON.parse(viewer) as Viewer).partnerUsers[0]?.partnerAccount.id;
    expect(companyId).toBeDefined();
    const paths = [
      '/api/v1/proUsers/my',
      `/api/v1/proAccounts/${companyId}/customers?filterBy=${SEARCH}`,
    ];

    const clients = load(paths, headers);
    const readiness = watchReadiness();
    const ok = () => clients.answers.filter((answer) => answer.status === 200).length;
    await until('the first answers', () => ok() >= 20, 30_000);

    const killedAt = Date.now();
    process.kill(server.postmasterPid(), 'SIGKILL');
    const unavailable = () => clients.answers.filter((answer) => answer.status === 503);
    await until('a 503', () => unavailable().length > 0, 30_000);
    // Recovered: 20 answers in a row succeed after the last failure.
    await until(
      'the API to answer again',
      () => {
        const last = clients.answers.findLastIndex((answer) => answer.status !== 200);
        return (
          clients.answers.slice(last + 1).filter((answer) => answer.at > killedAt).length >= 20
        );
      },
      60_000,
    );
    await until('/readyz to say ready again', () => readiness.seen.at(-1) === 200, 30_000);
    await clients.stop();
    await readiness.stop();

    // Every answer was a success or a 503 with Retry-After and the error body: no 500, no hang.
    const failures = clients.answers.filter((answer) => answer.status !== 200);
    expect(failures.filter((answer) => answer.status !== 503)).toEqual([]);
    for (const answer of failures) {
      expect(answer.retryAfter).toBe('5');
      expect(ApiErrorBody.parse(JSON.parse(answer.body))).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
      });
    }
    expect(readiness.seen).toEqual([200, 503, 200]);

    // One log line per failed request, naming it, without a stack trace or the search term.
    const lines = logLines();
    const requestLines = lines.filter((line) => line.reqId);
    expect(requestLines).toHaveLength(failures.length);
    for (const line of requestLines) {
      expect(line).toMatchObject({
        level: 50,
        msg: 'request failed: the database is unavailable',
        method: 'GET',
      });
      expect(paths.map((path) => path.split('?')[0])).toContain(line.url);
    }
    expect(new Set(requestLines.map((line) => line.reqId)).size).toBe(requestLines.length);
    expect(lines.map((line) => line.msg)).toContainEqual(
      expect.stringMatching(/^PostgreSQL exited unexpectedly \(SIGKILL\)/),
    );
    expect(server.output()).not.toMatch(/^\s+at /m);
    expect(server.output()).not.toContain(SEARCH);
  });
});
