import { type Database, schema } from '@portal/db';
import { lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expiredIdempotencyKey } from '../repositories/idempotency-keys';

const { identityTickets, idempotencyKeys, logoUploadTokens, rateLimitHits, refreshTokens } = schema;

export const EXPIRED_ROWS_SWEEP = 'sweep-expired-rows';
/** Every five minutes: expired rows cost only space and index pages, so sooner buys nothing. */
const EVERY_FIVE_MINUTES = '*/5 * * * *';

declare module '../plugins/jobs' {
  interface JobData {
    [EXPIRED_ROWS_SWEEP]: Record<string, never>;
  }
}

export type SweptRows = {
  rateLimitWindows: number;
  identityTickets: number;
  idempotencyKeys: number;
  refreshTokens: number;
  logoUploadTokens: number;
};

/**
 * Deletes rows that no request can use any more:
 * - rate-limit windows whose reset_at has passed (the limiter starts a new window for that key);
 * - identity tickets past their expiry, which can never be spent (tickets.ts spends only
 *   unexpired, unused ones), and tickets used more than a day ago: a used ticket can never be
 *   spent either, and the day lets support see when a link someone calls "broken" was used;
 * - idempotency keys older than 24 hours, which the API no longer replays
 *   (repositories/idempotency-keys.ts takes such a key over as new);
 * - refresh tokens past their expiry: the token grant refuses them whether or not the row is
 *   there, and reuse detection needs only the family's unexpired ones;
 * - logo upload parameters past their expiry, used or not: an upload refuses them either way
 *   (services/logo-uploads.ts), and the logo a used one stored is recorded in brand_logos.
 */
export async function sweepExpiredRows(db: Database): Promise<SweptRows> {
  const windows = await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now()`));
  const tickets = await db
    .delete(identityTickets)
    .where(
      or(
        lt(identityTickets.expiresAt, sql`now()`),
        lt(identityTickets.usedAt, sql`now() - interval '1 day'`),
      ),
    );
  const keys = await db.delete(idempotencyKeys).where(expiredIdempotencyKey);
  const tokens = await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, sql`now()`));
  const uploads = await db
    .delete(logoUploadTokens)
    .where(lt(logoUploadTokens.expiresAt, sql`now()`));
  return {
    refreshTokens: tokens.rowCount ?? 0,
    rateLimitWindows: windows.rowCount ?? 0,
    identityTickets: tickets.rowCount ?? 0,
    idempotencyKeys: keys.rowCount ?? 0,
    logoUploadTokens: uploads.rowCount ?? 0,
  };
}

/** The sweep as a scheduled job, so that with several instances one of them runs it each time. */
export const expiredRowsSweep = fp(
  async (app: FastifyInstance) => {
    app.jobs.work(EXPIRED_ROWS_SWEEP, async () => {
      const swept = await sweepExpiredRows(app.db);
      app.log.info({ swept }, 'expired rows swept');
    });
    app.jobs.schedule(EXPIRED_ROWS_SWEEP, EVERY_FIVE_MINUTES, {});
  },
  { name: 'expired-rows-sweep', dependencies: ['jobs'] },
);
