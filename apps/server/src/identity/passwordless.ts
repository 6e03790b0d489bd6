import { codeMail } from '../mail/messages';
import { Auth0Error } from './auth0-error';
import type { IdentityContext } from './context';
import { createCodeTicket, verifyCodeTicket } from './tickets';
import { findUserByEmail, type IdentityUser } from './users-repository';

export const WRONG_CODE = 'Wrong email or verification code.';

/** Checks a mailed six-digit code (single use, 10 minutes, 5 tries). */
export async function verifyPasswordlessCode(
  ctx: IdentityContext,
  email: string,
  code: string,
): Promise<IdentityUser> {
  const user = await findUserByEmail(ctx.db, email);
  const ok = user ? await verifyCodeTicket(ctx.db, user.id, code.trim()) : false;
  if (!user || !ok) throw new Auth0Error(403, 'invalid_grant', WRONG_CODE);
  return user;
}

/**
 * POST /passwordless/start: mails a code (or a sign-in link) to a known user; an unknown
 * email answers the same, in about the same time, and nothing is sent.
 */
export async function startPasswordless(
  ctx: IdentityContext,
  input: { email: string; send: 'code' | 'link'; authParams: Record<string, unknown> },
): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) return;
  const code = await createCodeTicket(ctx.db, user.id);
  if (input.send === 'link') {
    const params = new URLSearchParams({
      connection: 'email',
      client_id: ctx.config.auth.clientId,
      email: user.email,
      verification_code: code,
    });
    for (const [key, value] of Object.entries(input.authParams)) {
      if (typeof value === 'string') params.set(key, value);
    }
    const url = `${ctx.config.publicUrl}/auth/passwordless/verify_redirect?${params}`;
    const mail = codeMail(user.email, user.locale, code);
    await ctx.mailer.send({
      ...mail,
      links: [{ label: url, url }],
      text: `${mail.text}\n${url}\n`,
    });
    return;
  }
  await ctx.mailer.send(codeMail(user.email, user.locale, code));
}
