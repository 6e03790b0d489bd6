import { hashPassword } from '@portal/db';
import { linkMail } from '../mail/messages';
import { Auth0Error } from './auth0-error';
import type { IdentityContext } from './context';
import { unblock } from './login';
import { checkPassword, describePasswordProblem } from './password-policy';
import { revokeAllRefreshTokens } from './refresh-tokens';
import { consumeLinkTicket, createLinkTicket } from './tickets';
import { findUserByEmail, setEmailVerified, setPasswordHash } from './users-repository';

export const CHANGE_PASSWORD_ANSWER = "We've just sent you an email to reset your password.";

/** Mails a reset link to a known email; an unknown one gets nothing, and the same answer. */
export async function requestPasswordReset(ctx: IdentityContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const ticket = await createLinkTicket(ctx.db, 'password_reset', user.id);
  const url = `${ctx.config.publicUrl}/auth/reset-password?ticket=${ticket}`;
  await ctx.mailer.send(linkMail('reset', user.email, user.locale, url));
}

/**
 * Sets the new password of a reset ticket: the ticket is spent, every refresh token of the
 * user revoked and every sign-in block lifted. The mailbox is proven, so the email is verified.
 */
export async function resetPassword(ctx: IdentityContext, ticket: string, password: string) {
  const problem = checkPassword(password);
  if (problem) throw new Auth0Error(400, 'invalid_password', describePasswordProblem(problem));
  const spent = await consumeLinkTicket(ctx.db, 'password_reset', ticket);
  if (!spent) {
    throw new Auth0Error(400, 'invalid_request', 'This link is invalid or has expired.');
  }
  await setPasswordHash(ctx.db, spent.userId, await hashPassword(password));
  await setEmailVerified(ctx.db, spent.userId);
  await revokeAllRefreshTokens(ctx.db, spent.userId);
  await unblock(ctx, spent.userId, null);
}
