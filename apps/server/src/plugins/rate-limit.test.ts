import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../test/helper';
import { SharedRateCounters } from './rate-limit';

// A tiny global limit: a route that wrongly fell under it would be refused at once. The
// instances share their counts only when a test says so (sync()), never on a timer of their
// own, so that what each has heard of the others is the test's doing.
const settings = { RATE_LIMIT_MAX: '3', RATE_LIMIT_SYNC_MS: '3600000' };
const first = await buildTestApp(settings);
// A second instance on the same database, as behind a load balancer.
const second = await buildTestApp(settings, { databaseUrl: first.databaseUrl });
// An instance whose database goes away, for failing open.
const cut = await buildTestApp(settings);

const LOGS_LIMIT = 60;

function log(
  app: FastifyInstance,
  from: string,
  level = 'info',
  payload: object = { message: 'x' },
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/logs/${level}`,
    remoteAddress: from,
    headers: { 'application-id': 'AerisPro' },
    payload,
  });
}

async function statuses(calls: Promise<{ statusCode: number }>[]): Promise<number[]> {
  return (await Promise.all(calls)).map((response) => response.statusCode);
}

describe('rate limiting', () => {
  it(`refuses the ${LOGS_LIMIT + 1}st log call from one address within a minute with 429`, async () => {
    const from = '192.0.2.1';
    const allowed = await statuses(Array.from({ length: LOGS_LIMIT }, () => log(first.app, from)));
    expect(allowed).toEqual(Array(LOGS_LIMIT).fill(204));

    const refused = await log(first.app, from);
    const body = expectError(refused, 429);
    expect(body.message).toMatch(/^Too many requests/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts each address on its own: another caller is still served', async () => {
    const noisy = '192.0.2.2';
    await statuses(Array.from({ length: LOGS_LIMIT }, () => log(first.app, noisy)));
    expect((await log(first.app, noisy)).statusCode).toBe(429);
    expect((await log(first.app, '192.0.2.3')).statusCode).toBe(204);
  });

  it('counts invalid calls too, in the one counter of the route and address', async () => {
    const from = '192.0.2.4';
    const invalid = await statuses(
      Array.from({ length: LOGS_LIMIT }, () => log(first.app, from, 'error', { message: '' })),
    );
    expect(invalid).toEqual(Array(LOGS_LIMIT).fill(400));
    expectError(await log(first.app, from, 'error'), 429);

    await first.app.rateLimitCounters.sync();
    const rows = await first.db.execute<{ key: string; hits: number }>(
      sql`select key, hits from rate_limit_hits where key like ${`%${from}`}`,
    );
    expect(rows.rows).toEqual([{ key: `POST /api/v1/logs/error ${from}`, hits: LOGS_LIMIT + 1 }]);
  });

  it('never limits the health checks', async () => {
    const health = await statuses(
      Array.from({ length: 70 }, () =>
        first.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '192.0.2.5' }),
      ),
    );
    expect(health).toEqual(Array(70).fill(200));
    const ready = await statuses(
      Array.from({ length: 10 }, () =>
        first.app.inject({ method: 'GET', url: '/readyz', remoteAddress: '192.0.2.5' }),
      ),
    );
    expect(ready).toEqual(Array(10).fill(200));
  });

  it('writes hits to the shared table once a sync interval, not once a request', async () => {
    // Counters of their own with an interval no test reaches, so only sync() writes.
    const counters = new SharedRateCounters(first.pool, 3_600_000);
    const key = 'GET /api/v1/anything 192.0.2.8';
    for (let i = 1; i <= 5; i++) expect(counters.hit(key, 60_000).current).toBe(i);
    const hitsOf = async () =>
      (
        await first.db.execute<{ hits: number }>(
          sql`select hits from rate_limit_hits where key = ${key}`,
        )
      ).rows;
    expect(await hitsOf()).toEqual([]);
    await counters.sync();
    expect(await hitsOf()).toEqual([{ hits: 5 }]);
  });

  it('shares the counter between instances on the same database', async () => {
    const from = '192.0.2.6';
    const allowed = await statuses(
      Array.from({ length: LOGS_LIMIT }, (_, i) => log(i % 2 === 0 ? first.app : second.app, from)),
    );
    expect(allowed).toEqual(Array(LOGS_LIMIT).fill(204));
    // Each instance served 30 and knows of only its own until it syncs; the sync answers the
    // total of both, so the caller is refused on either instance within one sync interval.
    await first.app.rateLimitCounters.sync();
    await second.app.rateLimitCounters.sync();
    expectError(await log(second.app, from), 429);
    // The first instance last heard the total when it wrote its own 30: it counts one more hit
    // on that, and its next sync brings the other instance's 30.
    expect((await log(first.app, from)).statusCode).toBe(204);
    await first.app.rateLimitCounters.sync();
    expectError(await log(first.app, from), 429);
  });

  it('still limits on its own counts when the shared counters cannot be reached', async () => {
    await cut.pool.end();
    const from = '192.0.2.7';
    const served = await statuses(Array.from({ length: LOGS_LIMIT }, () => log(cut.app, from)));
    expect(served).toEqual(Array(LOGS_LIMIT).fill(204));
    await cut.app.rateLimitCounters.sync();
    expectError(await log(cut.app, from), 429);
  });
});
