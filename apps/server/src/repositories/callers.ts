import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, eq, sql } from 'drizzle-orm';
import type { Membership } from '../access';
import type { TokenUser } from '../access-token';
import { builtOnce } from '../db/built-once';
import { AppError } from '../errors';
import { findUserByEmail, findUserById } from '../identity/users-repository';

const { partnerAccounts, partnerUsers, platformAdmins, users } = schema;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Who is calling: the portal user a token names, and what the route's check needs of them. */
export type CallerRecord = {
  userId: string;
  isPlatformAdmin: boolean;
  /** The ACTIVE membership of the company asked about, whatever the company's own status. */
  membership: Membership | undefined;
};

/**
 * Our own tokens carry the user id as `sub`; a token of an external tenant (`auth0|…`) is
 * matched by its email claim, and only when the tenant says that address is verified: anyone
 * can sign up at a tenant with somebody else's address, which must not make them that user.
 */
function tokenMatch(token: TokenUser): { by: 'id' | 'email'; value: string } | undefined {
  if (isUuid(token.sub)) return { by: 'id', value: token.sub };
  if (token.email && token.emailVerified) return { by: 'email', value: token.email.trim() };
  return undefined;
}

/**
 * The caller in one statement (user, platform administrator, membership, the company's status
 * and market), prepared once per connection pool: every signed-in request asks it, so neither
 * building the query nor planning it may be paid again each time.
 */
function callerStatement(db: Database, by: 'id' | 'email') {
  return db
    .select({
      userId: users.id,
      isPlatformAdmin: sql<boolean>`exists (select 1 from ${platformAdmins} where ${platformAdmins.userId} = ${users.id})`,
      partnerUserId: partnerUsers.id,
      partnerAccountId: partnerUsers.partnerAccountId,
      roles: partnerUsers.roles,
      companyStatus: partnerAccounts.status,
      companyCountryCode: partnerAccounts.countryCode,
    })
    .from(users)
    .leftJoin(
      partnerUsers,
      and(
        eq(partnerUsers.userId, users.id),
        eq(partnerUsers.partnerAccountId, sql.placeholder('partnerAccountId')),
        eq(partnerUsers.status, 'ACTIVE'),
      ),
    )
    .leftJoin(partnerAccounts, eq(partnerAccounts.id, partnerUsers.partnerAccountId))
    .where(
      by === 'id'
        ? eq(users.id, sql.placeholder('match'))
        : sql`lower(${users.email}) = lower(${sql.placeholder('match')})`,
    )
    .limit(1)
    .prepare(`caller_by_${by}`);
}

/** The user `match` names, and their membership of `partnerAccountId` when one is given. */
async function callerMatching(
  db: Database,
  match: { by: 'id' | 'email'; value: string },
  partnerAccountId: string | undefined,
): Promise<CallerRecord | undefined> {
  const statement = builtOnce(db, `caller_by_${match.by}`, () => callerStatement(db, match.by));
  const [row] = await statement.execute({
    match: match.value,
    partnerAccountId: isUuid(partnerAccountId) ? partnerAccountId : null,
  });
  if (!row) return undefined;
  const { partnerUserId, partnerAccountId: companyId, roles } = row;
  return {
    userId: row.userId,
    isPlatformAdmin: row.isPlatformAdmin,
    membership:
      partnerUserId && companyId && roles
        ? {
            partnerUserId,
            partnerAccountId: companyId,
            roles,
            companyStatus: row.companyStatus,
            companyCountryCode: row.companyCountryCode,
          }
        : undefined,
  };
}

/** The caller a token names, and their membership of `partnerAccountId` when one is given. */
export async function callerOf(
  db: Database,
  token: TokenUser,
  partnerAccountId?: string,
): Promise<CallerRecord | undefined> {
  const match = tokenMatch(token);
  return match ? callerMatching(db, match, partnerAccountId) : undefined;
}

/** The portal user a token names (see tokenMatch). */
export async function userOfToken(db: Database, token: TokenUser) {
  const match = tokenMatch(token);
  if (!match) return undefined;
  return match.by === 'id' ? findUserById(db, match.value) : findUserByEmail(db, match.value);
}

export async function isPlatformAdmin(db: Database, userId: string): Promise<boolean> {
  const caller = await callerMatching(db, { by: 'id', value: userId }, undefined);
  return caller?.isPlatformAdmin ?? false;
}

/** The user's ACTIVE membership of the company, whatever the company's own status. */
export async function activeMembership(
  db: Database,
  userId: string,
  partnerAccountId: string,
): Promise<Membership | undefined> {
  const caller = await callerMatching(db, { by: 'id', value: userId }, partnerAccountId);
  return caller?.membership;
}

/** The signed-in user; a token whose user no longer exists answers 404 (the portal signs out). */
export async function signedInUser(db: Database, token: TokenUser | null) {
  const user = token ? await userOfToken(db, token) : undefined;
  if (!user) throw new AppError(404, 'The signed-in user does not exist.');
  return user;
}
