import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { TokenUser } from '../access-token';
import { PgListener } from '../realtime/listener';
import type { CallerRecord } from '../repositories/callers';

/** Short enough that a missed invalidation cannot matter for long. */
export const CALLER_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * The channel on which the database says that who-may-do-what changed: a trigger on
 * memberships, companies' status and country, platform administrators and users notifies it
 * (migration 0011_caller_changes).
 */
export const CALLER_CHANGES_CHANNEL = 'portal_caller_changes';

type Entry = { caller: CallerRecord | undefined; expiresAt: number };

/**
 * The callers that signed-in requests resolved in the last few seconds, so that a client
 * paging through a list costs one statement a request rather than two. A change of roles,
 * membership, company status or market clears it at once: on this instance before a write
 * request answers, on every instance when the database's trigger notifies; entries are only
 * trusted while that notification channel is listened to.
 */
export class CallerCache {
  private readonly entries = new Map<string, Entry>();
  private trusted = false;
  /** Counts the clears, so that a caller read across one is not kept. */
  private generation = 0;

  async resolve(
    token: TokenUser,
    partnerAccountId: string | undefined,
    load: () => Promise<CallerRecord | undefined>,
  ): Promise<CallerRecord | undefined> {
    if (!this.trusted) return load();
    const key = `${token.sub}\u0000${token.email ?? ''}\u0000${token.emailVerified}\u0000${partnerAccountId ?? ''}`;
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.caller;
    const generation = this.generation;
    const caller = await load();
    // A change cleared the cache while this caller was read: what was read may be from before
    // the change, so it is answered but not kept.
    if (generation !== this.generation) return caller;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { caller, expiresAt: now + CALLER_CACHE_MS });
    return caller;
  }

  /** Forgets every caller, e.g. after any change that may touch roles or memberships. */
  clear(): void {
    this.entries.clear();
    this.generation += 1;
  }

  /** Whether changes reach this instance, so that entries may be kept. */
  get isTrusted(): boolean {
    return this.trusted;
  }

  /** Whether changes reach this instance, so entries can be kept; cleared either way. */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    callerCache: CallerCache;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const callerCachePlugin = fp(
  async (app: FastifyInstance, options: { pool: pg.Pool }) => {
    const cache = new CallerCache();
    const listener = new PgListener({
      connection: options.pool.options,
      channel: CALLER_CHANGES_CHANNEL,
      onPayload: () => cache.clear(),
      log: app.log,
      applicationName: 'portal-caller-changes',
    });
    listener.on('listening', () => cache.setTrusted(true));
    listener.on('dropped', () => cache.setTrusted(false));
    app.decorate('callerCache', cache);
    // A write on this instance may have changed someone's roles: the next request must not
    // wait for the notification to come back round through the database. Cleared before the
    // answer leaves, so that no request the client sends after it can find the old roles.
    app.addHook('onSend', async (request) => {
      if (!READS.has(request.method)) cache.clear();
    });
    // Not awaited: until the listener is in place the cache is not used at all.
    app.addHook('onReady', async () => listener.start());
    app.addHook('onClose', async () => listener.stop());
  },
  { name: 'caller-cache' },
);
