import { AppError } from '../../errors';
import type { IdentityContext } from '../../identity/context';
import { sendVerificationMail } from '../../identity/signup';
import { findUserByEmail, findUserById } from '../../identity/users-repository';
import type { TokenUser } from '../../plugins/auth';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The portal user a token names: our own tokens carry the user id as `sub`; a token of an
 * external tenant (`auth0|…`) is matched by its email claim.
 */
export async function userOfToken(ctx: IdentityContext, token: TokenUser) {
  if (UUID.test(token.sub)) return findUserById(ctx.db, token.sub);
  return token.email ? findUserByEmail(ctx.db, token.email) : undefined;
}

/** Mails another verification link; an already verified user gets none (still 204). */
export async function resendVerification(ctx: IdentityContext, token: TokenUser | null) {
  const user = token ? await userOfToken(ctx, token) : undefined;
  if (!user) throw new AppError(404, 'The signed-in user does not exist.');
  if (user.emailVerified) return;
  await sendVerificationMail(ctx, user);
}
