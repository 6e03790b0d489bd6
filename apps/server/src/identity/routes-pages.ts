import { Auth0ErrorBody } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Auth0Error } from './auth0-error';
import type { IdentityContext } from './context';
import { unblock } from './login';
import { messagePage, resetPasswordPage } from './pages';
import { resetPassword } from './password-reset';
import { authorizeRoutes } from './routes-authorize';
import { consumeLinkTicket, peekLinkTicket } from './tickets';
import { setEmailVerified } from './users-repository';

const tags = ['identity'];
const html = { produces: ['text/html'] };
const Ticket = z.object({ ticket: z.string().min(1).max(200) });
const INVALID_LINK = 'This link is invalid, was already used or has expired.';

export const pagesRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext }> = async (
  app,
  { ctx },
) => {
  const signIn = { href: `${ctx.config.publicUrl}/sign-in`, label: 'Go to sign-in' };

  app.get(
    '/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Follow the mailed verification link',
        querystring: Ticket,
        ...html,
      },
    },
    async (request, reply) => {
      const ticket = await consumeLinkTicket(ctx.db, 'email_verification', request.query.ticket);
      if (!ticket) {
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(messagePage('Email not verified', INVALID_LINK, signIn));
      }
      await setEmailVerified(ctx.db, ticket.userId);
      return reply.redirect(`${ctx.config.publicUrl}/sign-in?verified=true`, 302);
    },
  );

  app.get(
    '/unblock',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Follow the mailed unblock link', querystring: Ticket, ...html },
    },
    async (request, reply) => {
      const ticket = await consumeLinkTicket(ctx.db, 'unblock', request.query.ticket);
      reply.type('text/html; charset=utf-8');
      if (!ticket)
        return reply.code(400).send(messagePage('Account not unblocked', INVALID_LINK, signIn));
      await unblock(ctx, ticket.userId, ticket.ip);
      return reply.send(
        messagePage(
          'Account unblocked',
          'Your account is unblocked. You can sign in again.',
          signIn,
        ),
      );
    },
  );

  app.get(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The password reset form of a mailed link',
        querystring: Ticket,
        ...html,
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const ticket = await peekLinkTicket(ctx.db, 'password_reset', request.query.ticket);
      if (!ticket)
        return reply.code(400).send(messagePage('Password not reset', INVALID_LINK, signIn));
      return reply.send(resetPasswordPage(request.query.ticket));
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set the new password (form post of the reset page)',
        body: Ticket.extend({ password: z.string() }),
        ...html,
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      try {
        await resetPassword(ctx, request.body.ticket, request.body.password);
      } catch (error) {
        if (!(error instanceof Auth0Error)) throw error;
        if (error.code === 'invalid_password') {
          return reply.code(400).send(resetPasswordPage(request.body.ticket, error.description));
        }
        return reply.code(400).send(messagePage('Password not reset', INVALID_LINK, signIn));
      }
      return reply.send(
        messagePage(
          'Password changed',
          'Your password was changed. Sign in with the new one.',
          signIn,
        ),
      );
    },
  );

  app.get(
    '/v2/logout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign out and go back to an allow-listed address',
        querystring: z.object({
          client_id: z.string().optional(),
          returnTo: z.string().optional(),
          federated: z.string().optional(),
        }),
        response: { 400: Auth0ErrorBody },
      },
    },
    async (request, reply) => {
      const allowed = ctx.config.auth.allowedReturnUrls;
      const returnTo = request.query.returnTo ?? allowed[0] ?? ctx.config.publicUrl;
      if (!allowed.includes(returnTo)) {
        throw new Auth0Error(
          400,
          'invalid_request',
          `The returnTo address is not allowed: ${returnTo}`,
        );
      }
      return reply.redirect(returnTo, 302);
    },
  );

  app.get(
    '/user/geoloc/country',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The caller's country (from Accept-Language, else US)",
        response: { 200: z.object({ country_code: z.string() }) },
      },
    },
    async (request) => ({ country_code: countryOf(request.headers['accept-language']) }),
  );

  await app.register(authorizeRoutes, { ctx });
};

/** The region of the first Accept-Language tag that has one, e.g. de-AT → AT; else US. */
export function countryOf(acceptLanguage: string | undefined): string {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    const region = tag
      .split(/[-_]/)
      .find((piece, index) => index > 0 && /^[A-Za-z]{2}$/.test(piece));
    if (region) return region.toUpperCase();
  }
  return 'US';
}
