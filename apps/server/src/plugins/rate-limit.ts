import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Config } from '../config';
import { AppError } from '../errors';

// One statement a sync for every key with new hits: a window that has ended starts again.
const ADD_HITS = `
  insert into rate_limit_hits (key, hits, reset_at)
  select key, hits, now() + make_interval(secs => window_ms / 1000)
  from unnest($1::text[], $2::int[], $3::double precision[]) as added(key, hits, window_ms)
  on conflict (key) do update set
    hits = case when rate_limit_hits.reset_at <= now() then excluded.hits
                else rate_limit_hits.hits + excluded.hits end,
    reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at
                    else rate_limit_hits.reset_at end
  returning key, hits, greatest(0, extract(epoch from reset_at - now()) * 1000)::int as ttl`;

type Window = {
  /** Hits of every instance as the shared table last said, this instance's written ones included. */
  shared: number;
  /** This instance's hits not yet added to the shared table. */
  pending: number;
  /** When the window ends, in this process's clock. */
  endsAt: number;
  windowMs: number;
};

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;

/**
 * Rate-limit counters shared by every instance through PostgreSQL (DESIGN.md: nothing another
 * instance needs lives in memory), without a database write per request: each instance counts
 * in memory and adds its hits to the shared table every `syncMs`, in one statement
 * that also answers every instance's total. A caller spread over several instances is therefore
 * counted in full within that interval. While the table cannot be reached, hits stay pending and
 * the instance still limits on what it counted itself.
 */
export class SharedRateCounters {
  private readonly windows = new Map<string, Window>();
  private timer: NodeJS.Timeout | undefined;
  private syncing: Promise<void> = Promise.resolve();

  /** `syncMs`: how often hits are added to the shared table (RATE_LIMIT_SYNC_MS). */
  constructor(
    private readonly pool: pg.Pool,
    private readonly syncMs: number,
  ) {}

  hit(key: string, windowMs: number): Counter {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { shared: 0, pending: 0, endsAt: now + windowMs, windowMs };
      this.windows.set(key, window);
    }
    window.pending++;
    this.timer ??= setTimeout(() => void this.sync(), this.syncMs).unref();
    return { current: window.shared + window.pending, ttl: window.endsAt - now };
  }

  peek(key: string, windowMs: number): Counter {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now) return { current: 0, ttl: windowMs };
    return { current: window.shared + window.pending, ttl: window.endsAt - now };
  }

  /** Adds the pending hits to the shared table now (also at close, so none are lost). */
  sync(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.syncing = this.syncing.then(() => this.addPendingHits());
    return this.syncing;
  }

  private async addPendingHits() {
    const now = Date.now();
    const batch = [...this.windows].filter(([, window]) => window.pending > 0);
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now && window.pending === 0) this.windows.delete(key);
    }
    if (batch.length === 0) return;
    const written = batch.map(([, window]) => window.pending);
    let rows: { key: string; hits: number; ttl: number }[];
    try {
      ({ rows } = await this.pool.query(ADD_HITS, [
        batch.map(([key]) => key),
        written,
        batch.map(([, window]) => window.windowMs),
      ]));
    } catch {
      // Counting falls back to this instance's own counts; the hits are added at a later sync.
      this.timer ??= setTimeout(() => void this.sync(), this.syncMs).unref();
      return;
    }
    const answers = new Map(rows.map((row) => [row.key, row]));
    batch.forEach(([key, window], i) => {
      window.pending -= written[i] ?? 0;
      const answer = answers.get(key);
      // A window that ended meanwhile was replaced by a new one, which the answer is not about.
      if (!answer || this.windows.get(key) !== window) return;
      window.shared = answer.hits;
      window.endsAt = Date.now() + answer.ttl;
    });
  }

  /** A store of @fastify/rate-limit over these counters, its keys under `prefix`. */
  store(prefix = '') {
    const counters = this;
    return class SharedRateLimitStore {
      incr(key: string, callback: Callback, timeWindow: number) {
        callback(null, counters.hit(prefix + key, timeWindow));
      }

      read(key: string, callback: Callback, timeWindow: number) {
        callback(null, counters.peek(prefix + key, timeWindow));
      }

      child(routeOptions: RouteOptions & { routeInfo?: RouteOptions }) {
        // A route with its own limit counts on its own; the global limit is shared.
        const route = routeOptions.routeInfo ?? routeOptions;
        const Store = counters.store(`${String(route.method)} ${route.url} `);
        return new Store();
      }
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitCounters: SharedRateCounters;
  }
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; counters: SharedRateCounters }) => {
    const { counters } = options;
    await app.register(rateLimit, {
      global: true,
      max: options.config.rateLimit.max,
      timeWindow: options.config.rateLimit.windowMs,
      store: counters.store(),
      errorResponseBuilder: (_request, context) =>
        new AppError(429, `Too many requests. Try again in ${context.after}.`),
    });
    app.addHook('onClose', async () => counters.sync());
  },
  { name: 'rate-limit' },
);
