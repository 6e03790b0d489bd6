import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, eq } from 'drizzle-orm';
import type { Membership } from './access';
import { AppError } from './errors';
import { findUserByEmail, findUserById } from './identity/users-repository';
import type { TokenUser } from './plugins/auth';

const { partnerAccounts, partnerUsers, platformAdmins } = schema;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * The portal user a token names: our own tokens carry the user id as `sub`; a token of an
 * external tenant (`auth0|…`) is matched by its email claim.
 */
export async function userOfToken(db: Database, token: TokenUser) {
  if (isUuid(token.sub)) return findUserById(db, token.sub);
  return token.email ? findUserByEmail(db, token.email) : undefined;
}

export async function isPlatformAdmin(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: platformAdmins.userId })
    .from(platformAdmins)
    .where(eq(platformAdmins.userId, userId))
    .limit(1);
  return Boolean(row);
}

/** The user's ACTIVE membership of the company, whatever the company's own status. */
export async function activeMembership(
  db: Database,
  userId: string,
  partnerAccountId: string,
): Promise<Membership | undefined> {
  if (!isUuid(partnerAccountId)) return undefined;
  const [row] = await db
    .select({
      partnerUserId: partnerUsers.id,
      partnerAccountId: partnerUsers.partnerAccountId,
      roles: partnerUsers.roles,
      companyStatus: partnerAccounts.status,
    })
    .from(partnerUsers)
    .innerJoin(partnerAccounts, eq(partnerAccounts.id, partnerUsers.partnerAccountId))
    .where(
      and(
        eq(partnerUsers.userId, userId),
        eq(partnerUsers.partnerAccountId, partnerAccountId),
        eq(partnerUsers.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return row;
}

/** The signed-in user; a token whose user no longer exists answers 404 (the portal signs out). */
export async function signedInUser(db: Database, token: TokenUser | null) {
  const user = token ? await userOfToken(db, token) : undefined;
  if (!user) throw new AppError(404, 'The signed-in user does not exist.');
  return user;
}
