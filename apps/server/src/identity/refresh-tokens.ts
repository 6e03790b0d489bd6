import { randomUUID } from 'node:crypto';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Auth0Error } from './auth0-error';
import { hashSecret, newSecret } from './secrets';
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

/**
 * Spends a refresh token and issues its successor in one transaction. The conditional
 * UPDATE lets exactly one of two parallel uses win; a token that was already spent is a
 * reuse: the whole family, the newest token included, is revoked.
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  clientId: string,
  ttlSeconds: number,
) {
  const tokenHash = hashSecret(token);
  const outcome = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          eq(refreshTokens.clientId, clientId),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          sql`${refreshTokens.expiresAt} > now()`,
        ),
      )
      .returning();
    if (spent) {
      const grant = { clientId: spent.clientId, scope: spent.scope, audience: spent.audience };
      const next = await issueRefreshToken(tx, spent.userId, grant, ttlSeconds, spent.familyId);
      await tx
        .update(refreshTokens)
        .set({ replacedBy: next.id })
        .where(eq(refreshTokens.id, spent.id));
      return { userId: spent.userId, grant, refreshToken: next.token } as const;
    }
    const [known] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    if (known?.usedAt) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)));
    }
    return undefined;
  });
  if (!outcome) throw invalidRefreshToken();
  return outcome;
}

/** Revokes every refresh token of a user (after a password reset). */
export async function revokeAllRefreshTokens(db: Database, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
