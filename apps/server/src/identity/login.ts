import { type Database, hashPassword, schema, verifyPassword } from '@portal/db';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { linkMail } from '../mail/messages';
import { Auth0Error, wrongCredentials } from './auth0-error';
import type { IdentityContext } from './context';
import { newSecret } from './secrets';
import {
  accountFailedLoginKey,
  countHit,
  failedLoginKey,
  forgetHits,
  refuseWhenThrottled,
} from './throttle';
import { createLinkTicket } from './tickets';
import { findUserByEmail, findUserById, type IdentityUser } from './users-repository';

/** Consecutive failures of one email from one address that block the pair (as Auth0). */
export const MAX_FAILED_LOGINS = 10;

const { loginFailures } = schema;

export const BLOCKED_DESCRIPTION =
  "Your account has been blocked after multiple consecutive login attempts. We've sent you an email with instructions on how to unblock it.";

const TOO_MANY_FOR_ACCOUNT = 'Too many failed sign-ins for this account. Please try again later.';

/**
 * How sign-in protection names an account: the email, trimmed and lower-cased, whether or not
 * an account has it, so that an unknown email is counted and blocked like a known one.
 */
export function accountOf(email: string): string {
  return email.trim().toLowerCase();
}

// Unknown users cost one hash check too, so that the answer's time tells nothing.
let dummyHash: Promise<string> | undefined;
function dummy() {
  dummyHash ??= hashPassword(newSecret());
  return dummyHash;
}

/**
 * Checks an email and password from one IP address, with Auth0's attack protection: a
 * blocked (email, IP) pair is refused with 429 even with the right password; the 10th
 * failure in a row blocks the pair and mails the user an unblock link. Failures per IP and
 * per account (from any addresses, so that changing address does not help) are throttled.
 * Every step runs alike for an email without an account: the answers tell nothing.
 */
export async function passwordLogin(
  ctx: IdentityContext,
  email: string,
  password: string,
  ip: string,
): Promise<IdentityUser> {
  const { db, config } = ctx;
  const account = accountOf(email);
  await refuseWhenThrottled(db, failedLoginKey(ip), config.auth.ipFailedLoginsPerHour);
  if (await isBlocked(db, account, ip)) {
    throw new Auth0Error(429, 'too_many_attempts', BLOCKED_DESCRIPTION);
  }
  await refuseWhenThrottled(
    db,
    accountFailedLoginKey(account),
    config.auth.accountFailedLoginsPerHour,
    TOO_MANY_FOR_ACCOUNT,
  );
  const user = await findUserByEmail(db, email);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyPassword(await dummy(), password)) && false;
  if (user && ok) {
    await db
      .delete(loginFailures)
      .where(and(eq(loginFailures.email, account), eq(loginFailures.ip, ip)));
    await forgetHits(db, accountFailedLoginKey(account));
    return user;
  }
  await countHit(db, failedLoginKey(ip));
  await countHit(db, accountFailedLoginKey(account));
  await recordFailure(ctx, account, ip, user);
  throw wrongCredentials();
}

async function isBlocked(db: Database, account: string, ip: string) {
  const [row] = await db
    .select({ email: loginFailures.email })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.email, account),
        eq(loginFailures.ip, ip),
        isNotNull(loginFailures.blockedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function recordFailure(
  ctx: IdentityContext,
  account: string,
  ip: string,
  user: IdentityUser | undefined,
) {
  const [row] = await ctx.db
    .insert(loginFailures)
    .values({ email: account, ip, failures: 1 })
    .onConflictDoUpdate({
      target: [loginFailures.email, loginFailures.ip],
      set: { failures: sql`${loginFailures.failures} + 1`, updatedAt: sql`now()` },
    })
    .returning();
  if (!row || row.failures < MAX_FAILED_LOGINS || row.blockedAt) return;
  const [blocked] = await ctx.db
    .update(loginFailures)
    .set({ blockedAt: sql`now()` })
    .where(
      and(
        eq(loginFailures.email, account),
        eq(loginFailures.ip, ip),
        sql`${loginFailures.blockedAt} is null`,
      ),
    )
    .returning();
  if (!blocked || !user) return;
  const ticket = await createLinkTicket(ctx.db, 'unblock', user.id, ip);
  const url = `${ctx.config.publicUrl}/auth/unblock?ticket=${ticket}`;
  await ctx.mailer.send(linkMail('unblock', user.email, user.locale, url));
}

/**
 * Lifts the block of the (email, IP) pair an unblock ticket names, or every block of the
 * user's email after a password reset (`ip` null); either way the account's count of failed
 * sign-ins starts afresh, as the user proved they own the mailbox.
 */
export async function unblock(ctx: IdentityContext, userId: string, ip: string | null) {
  const user = await findUserById(ctx.db, userId);
  if (!user) return;
  const account = accountOf(user.email);
  const where = ip
    ? and(eq(loginFailures.email, account), eq(loginFailures.ip, ip))
    : eq(loginFailures.email, account);
  await ctx.db.delete(loginFailures).where(where);
  await forgetHits(ctx.db, accountFailedLoginKey(account));
}
