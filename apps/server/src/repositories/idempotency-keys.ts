import { schema } from '@portal/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';

const { idempotencyKeys } = schema;

/** A key older than this is expired: the API no longer replays it, and the sweep deletes it. */
export const expiredIdempotencyKey = sql`${idempotencyKeys.createdAt} < now() - interval '24 hours'`;

/** Whose key it is and for which call: the row's identity. */
export type IdempotencyKeyId = { caller: string; method: string; route: string; key: string };

export type StoredRequest = {
  requestHash: string;
  statusCode: number | null;
  responseBody: string | null;
};

function rowOf(id: IdempotencyKeyId) {
  return and(
    eq(idempotencyKeys.caller, id.caller),
    eq(idempotencyKeys.method, id.method),
    eq(idempotencyKeys.route, id.route),
    eq(idempotencyKeys.key, id.key),
  );
}

/**
 * Takes the key for this request, atomically: answers 'claimed' when nobody holds it, when it
 * is older than 24 hours (expired), or when its first request never finished within a minute
 * (its server died); otherwise answers what is stored for it.
 */
export async function claimIdempotencyKey(
  db: Executor,
  id: IdempotencyKeyId,
  requestHash: string,
  retried = false,
): Promise<'claimed' | StoredRequest> {
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ ...id, requestHash })
    .onConflictDoUpdate({
      target: [
        idempotencyKeys.caller,
        idempotencyKeys.method,
        idempotencyKeys.route,
        idempotencyKeys.key,
      ],
      set: { requestHash, statusCode: null, responseBody: null, createdAt: sql`now()` },
      setWhere: sql`${expiredIdempotencyKey}
        or (${idempotencyKeys.statusCode} is null and ${idempotencyKeys.createdAt} < now() - interval '1 minute')`,
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed) return 'claimed';
  const [stored] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(rowOf(id));
  if (stored) return stored;
  // Released (its first request failed) between the two statements: try once more, then
  // answer as for a request still running.
  if (retried) return { requestHash, statusCode: null, responseBody: null };
  return claimIdempotencyKey(db, id, requestHash, true);
}

/** Keeps the answer of the request that claimed the key, for its retries. */
export async function recordIdempotentAnswer(
  db: Executor,
  id: IdempotencyKeyId,
  answer: { statusCode: number; responseBody: string },
): Promise<void> {
  await db.update(idempotencyKeys).set(answer).where(rowOf(id));
}

/** Lets the key go after a failure (5xx), so that a retry runs again. */
export async function releaseIdempotencyKey(db: Executor, id: IdempotencyKeyId): Promise<void> {
  await db.delete(idempotencyKeys).where(and(rowOf(id), isNull(idempotencyKeys.statusCode)));
}
