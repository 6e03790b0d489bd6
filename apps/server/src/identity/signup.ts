import { randomUUID } from 'node:crypto';
import { AUTH_CONNECTION, type SignupRequest, type SignupResponse } from '@portal/contracts';
import { hashPassword } from '@portal/db';
import { z } from 'zod';
import { mailLocale } from '../mail/locale';
import { linkMail } from '../mail/messages';
import { Auth0Error } from './auth0-error';
import { answerNoSoonerThan, ENUMERATION_FLOOR_MS, type IdentityContext } from './context';
import { checkClient } from './grants';
import { checkPassword, describePasswordProblem } from './password-policy';
import { countHit, refuseWhenThrottled, signupKey } from './throttle';
import { createLinkTicket } from './tickets';
import { type IdentityUser, insertUser } from './users-repository';

const Email = z.email();

export function checkConnection(connection: string | undefined) {
  if (connection !== AUTH_CONNECTION) {
    throw new Auth0Error(400, 'invalid_request', `Unknown connection: ${connection ?? ''}`);
  }
}

/** Mails a verification link; used by sign-up and by "send me another". */
export async function sendVerificationMail(ctx: IdentityContext, user: IdentityUser) {
  const ticket = await createLinkTicket(ctx.db, 'email_verification', user.id);
  const url = `${ctx.config.publicUrl}/auth/verify-email?ticket=${ticket}`;
  await ctx.mailer.send(linkMail('verification', user.email, user.locale, url));
}

/**
 * POST /dbconnections/signup. A taken email answers exactly like a new one (same status,
 * same body shape, the password hashed all the same, the same minimum time), so that
 * sign-up does not tell who has an account.
 */
export async function signup(
  ctx: IdentityContext,
  body: SignupRequest,
  ip: string,
  acceptLanguage: string | undefined,
): Promise<SignupResponse> {
  const startedAt = Date.now();
  if (body.client_id !== undefined) checkClient(ctx, body.client_id);
  checkConnection(body.connection);
  const email = body.email.trim();
  if (!Email.safeParse(email).success) {
    throw new Auth0Error(400, 'invalid_request', 'Invalid email address.');
  }
  const problem = checkPassword(body.password);
  if (problem) throw new Auth0Error(400, 'invalid_password', describePasswordProblem(problem));
  await refuseWhenThrottled(ctx.db, signupKey(ip), ctx.config.auth.ipSignupsPerHour);
  await countHit(ctx.db, signupKey(ip));

  const userMetadata = body.user_metadata ?? {};
  const passwordHash = await hashPassword(body.password);
  const user = await insertUser(ctx.db, {
    email,
    passwordHash,
    name: body.name,
    userMetadata,
    locale: mailLocale(acceptLanguage),
  });
  if (user) await sendVerificationMail(ctx, user);
  await answerNoSoonerThan(startedAt, ENUMERATION_FLOOR_MS);
  return {
    _id: user?.id ?? randomUUID(),
    email,
    email_verified: false,
    ...(body.name ? { name: body.name } : {}),
    user_metadata: userMetadata,
  };
}
