import { randomUUID } from 'node:crypto';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { Auth0Error } from './auth0-error';
import { hashSecret, newSecret, openSecret, sealSecret } from './secrets';
import type { Grant } from './tokens';

const { refreshTokens } = schema;
type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

export function invalidRefreshToken(): Auth0Error {
  return new Auth0Error(403, 'invalid_grant', 'Unknown or invalid refresh token.');
}

/** Stores a new refresh token (its hash only) and answers the secret for the client. */
export async function issueRefreshToken(
  db: Executor,
  userId: string,
  grant: Grant,
  ttlSeconds: number,
  familyId: string = randomUUID(),
): Promise<{ token: string; id: string }> {
  const token = newSecret();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      tokenHash: hashSecret(token),
      familyId,
      userId,
      clientId: grant.clientId,
      scope: grant.scope,
      audience: grant.audience,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('refresh token was not stored');
  return { token, id: row.id };
}

/** A token that is neither spent, revoked nor expired. */
function usable() {
  return and(
    isNull(refreshTokens.usedAt),
    isNull(refreshTokens.revokedAt),
    sql`${refreshTokens.expiresAt} > now()`,
  );
}

export type RotationPolicy = {
  ttlSeconds: number;
  /** How long after its rotation a token may come again and get the same successor. */
  reuseSeconds: number;
};

/**
 * Spends a refresh token and issues its successor in one transaction. The conditional
 * UPDATE lets exactly one of two parallel uses win. A token that was already spent comes
 * again within the reuse interval (a retried or parallel request) and gets the successor it
 * got the first time, while that successor is still unused; any other reuse revokes the whole
 * family, the newest token included. The successor is kept sealed under the spent token
 * (secrets.ts), so only its holder can open it, and the database holds no usable secret.
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  clientId: string,
  policy: RotationPolicy,
) {
  const tokenHash = hashSecret(token);
  const outcome = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(refreshTokens.tokenHash, tokenHash), eq(refreshTokens.clientId, clientId), usable()),
      )
      .returning();
    if (spent) {
      const grant = { clientId: spent.clientId, scope: spent.scope, audience: spent.audience };
      const next = await issueRefreshToken(
        tx,
        spent.userId,
        grant,
        policy.ttlSeconds,
        spent.familyId,
      );
      await tx
        .update(refreshTokens)
        .set({ replacedBy: next.id, successorSealed: sealSecret(next.token, token) })
        .where(eq(refreshTokens.id, spent.id));
      return { userId: spent.userId, grant, refreshToken: next.token } as const;
    }
    const [known] = await tx
      .select({
        ...getTableColumns(refreshTokens),
        withinReuse: sql<boolean>`${refreshTokens.usedAt} > now() - make_interval(secs => ${policy.reuseSeconds}::int)`,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    if (!known?.usedAt) return undefined;
    const sealedSuccessor =
      known.withinReuse && known.clientId === clientId ? known.successorSealed : null;
    if (sealedSuccessor && (await isLive(tx, known.replacedBy))) {
      const grant = { clientId: known.clientId, scope: known.scope, audience: known.audience };
      const refreshToken = openSecret(sealedSuccessor, token);
      return { userId: known.userId, grant, refreshToken } as const;
    }
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)));
    return undefined;
  });
  if (!outcome) throw invalidRefreshToken();
  return outcome;
}

/** Whether the token with this id is still usable. */
async function isLive(db: Executor, id: string | null) {
  if (!id) return false;
  const [live] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.id, id), usable()))
    .limit(1);
  return Boolean(live);
}

/** Revokes every refresh token of a user (after a password reset). */
export async function revokeAllRefreshTokens(db: Database, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
