import { hashPassword, schema, verifyPassword } from '@portal/db';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { linkMail } from '../mail/messages';
import { Auth0Error, wrongCredentials } from './auth0-error';
import type { IdentityContext } from './context';
import { newSecret } from './secrets';
import { countHit, failedLoginKey, refuseWhenThrottled } from './throttle';
import { createLinkTicket } from './tickets';
import { findUserByEmail, type IdentityUser } from './users-repository';

/** Consecutive failures of one user from one address that block the pair (as Auth0). */
export const MAX_FAILED_LOGINS = 10;

const { loginFailures } = schema;

export const BLOCKED_DESCRIPTION =
  "Your account has been blocked after multiple consecutive login attempts. We've sent you an email with instructions on how to unblock it.";

// Unknown users cost one hash check too, so that the answer's time tells nothing.
let dummyHash: Promise<string> | undefined;
function dummy() {
  dummyHash ??= hashPassword(newSecret());
  return dummyHash;
}

/**
 * Checks an email and password from one IP address, with Auth0's attack protection: a
 * blocked (user, IP) pair is refused with 429 even with the right password; the 10th
 * failure in a row blocks the pair and mails the user an unblock link; failures per IP
 * are throttled.
 */
export async function passwordLogin(
  ctx: IdentityContext,
  email: string,
  password: string,
  ip: string,
): Promise<IdentityUser> {
  const { db, config } = ctx;
  await refuseWhenThrottled(db, failedLoginKey(ip), config.auth.ipFailedLoginsPerHour);
  const user = await findUserByEmail(db, email);
  if (user && (await isBlocked(ctx, user.id, ip))) {
    throw new Auth0Error(429, 'too_many_attempts', BLOCKED_DESCRIPTION);
  }
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyPassword(await dummy(), password)) && false;
  if (user && ok) {
    await db
      .delete(loginFailures)
      .where(and(eq(loginFailures.userId, user.id), eq(loginFailures.ip, ip)));
    return user;
  }
  await countHit(db, failedLoginKey(ip));
  if (user) await recordFailure(ctx, user, ip);
  throw wrongCredentials();
}

async function isBlocked(ctx: IdentityContext, userId: string, ip: string) {
  const [row] = await ctx.db
    .select({ userId: loginFailures.userId })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.userId, userId),
        eq(loginFailures.ip, ip),
        isNotNull(loginFailures.blockedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function recordFailure(ctx: IdentityContext, user: IdentityUser, ip: string) {
  const [row] = await ctx.db
    .insert(loginFailures)
    .values({ userId: user.id, ip, failures: 1 })
    .onConflictDoUpdate({
      target: [loginFailures.userId, loginFailures.ip],
      set: { failures: sql`${loginFailures.failures} + 1`, updatedAt: sql`now()` },
    })
    .returning();
  if (!row || row.failures < MAX_FAILED_LOGINS || row.blockedAt) return;
  const [blocked] = await ctx.db
    .update(loginFailures)
    .set({ blockedAt: sql`now()` })
    .where(
      and(
        eq(loginFailures.userId, user.id),
        eq(loginFailures.ip, ip),
        sql`${loginFailures.blockedAt} is null`,
      ),
    )
    .returning();
  if (!blocked) return;
  const ticket = await createLinkTicket(ctx.db, 'unblock', user.id, ip);
  const url = `${ctx.config.publicUrl}/auth/unblock?ticket=${ticket}`;
  await ctx.mailer.send(linkMail('unblock', user.email, user.locale, url));
}

/** Lifts the block of the (user, IP) pair an unblock ticket names. */
export async function unblock(ctx: IdentityContext, userId: string, ip: string | null) {
  const where = ip
    ? and(eq(loginFailures.userId, userId), eq(loginFailures.ip, ip))
    : eq(loginFailures.userId, userId);
  await ctx.db.delete(loginFailures).where(where);
}
