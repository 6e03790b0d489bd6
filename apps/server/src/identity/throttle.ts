import type { Database } from '@portal/db';
import { sql } from 'drizzle-orm';
import { Auth0Error } from './auth0-error';

const HOUR_MS = 3_600_000;

// The same table and window rule as the API rate limiter (plugins/rate-limit.ts): shared
// by every instance, a new window starts when the old one ended.
export async function countHit(db: Database, key: string, windowMs = HOUR_MS) {
  await db.execute(sql`
    insert into rate_limit_hits (key, hits, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs}::double precision / 1000))
    on conflict (key) do update set
      hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
      reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at
                      else rate_limit_hits.reset_at end`);
}

async function readHits(db: Database, key: string) {
  const result = await db.execute<{ hits: number; ttl: number }>(sql`
    select hits, ceil(extract(epoch from reset_at - now()))::int as ttl
    from rate_limit_hits where key = ${key} and reset_at > now()`);
  const row = result.rows[0];
  return row ? { hits: Number(row.hits), ttl: Number(row.ttl) } : { hits: 0, ttl: 0 };
}

/** Starts a key's count afresh (a success or an unblock ends a run of failures). */
export async function forgetHits(db: Database, key: string) {
  await db.execute(sql`delete from rate_limit_hits where key = ${key}`);
}

const FROM_YOUR_ADDRESS = 'Too many attempts from your address. Please try again later.';

/** Refuses with 429 and Retry-After when the key reached its hourly limit. */
export async function refuseWhenThrottled(
  db: Database,
  key: string,
  limit: number,
  description = FROM_YOUR_ADDRESS,
) {
  const { hits, ttl } = await readHits(db, key);
  if (hits >= limit) {
    throw new Auth0Error(429, 'too_many_attempts', description, {
      'retry-after': String(Math.max(1, ttl)),
    });
  }
}

export const failedLoginKey = (ip: string) => `auth:failed-login:${ip}`;
/** Failed sign-ins of one account, whatever the address: `account` is the normalized email. */
export const accountFailedLoginKey = (account: string) => `auth:failed-login-account:${account}`;
export const signupKey = (ip: string) => `auth:signup:${ip}`;
