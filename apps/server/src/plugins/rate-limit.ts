import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Config } from '../config';
import { AppError } from '../errors';

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;

// One atomic statement per request: a new window starts when the old one ended.
const INCREMENT = `
  insert into rate_limit_hits (key, hits, reset_at)
  values ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
  on conflict (key) do update set
    hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
    reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at
                    else rate_limit_hits.reset_at end
  returning hits, greatest(0, extract(epoch from reset_at - now()) * 1000)::int as ttl`;

const READ = `
  select case when reset_at <= now() then 0 else hits end as hits,
         greatest(0, extract(epoch from reset_at - now()) * 1000)::int as ttl
  from rate_limit_hits where key = $1`;

/**
 * Counters live in PostgreSQL so that every server instance behind a load balancer
 * counts the same requests (DESIGN.md: nothing another instance needs lives in memory).
 */
function postgresStore(pool: pg.Pool, prefix = '') {
  return class PostgresRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      pool
        .query<{ hits: number; ttl: number }>(INCREMENT, [prefix + key, timeWindow])
        .then(({ rows: [row] }) =>
          callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? timeWindow }),
        )
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: Callback, timeWindow: number) {
      pool
        .query<{ hits: number; ttl: number }>(READ, [prefix + key])
        .then(({ rows: [row] }) =>
          callback(null, { current: row?.hits ?? 0, ttl: row?.ttl ?? timeWindow }),
        )
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: RouteOptions & { routeInfo?: RouteOptions }) {
      // A route with its own limit counts on its own; the global limit is shared.
      const route = routeOptions.routeInfo ?? routeOptions;
      const Store = postgresStore(pool, `${String(route.method)} ${route.url} `);
      return new Store();
    }
  };
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; pool: pg.Pool }) => {
    await app.register(rateLimit, {
      global: true,
      max: options.config.rateLimit.max,
      timeWindow: options.config.rateLimit.windowMs,
      store: postgresStore(options.pool),
      // Counting fails open: a database hiccup must not lock everybody out.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new AppError(429, `Too many requests. Try again in ${context.after}.`),
    });

    const sweep = setInterval(() => {
      options.pool.query('delete from rate_limit_hits where reset_at < now()').catch(() => {});
    }, 60_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'rate-limit' },
);
