import {
  Auth0ErrorBody,
  PasswordlessStartRequest,
  PasswordlessVerifyRequest,
  TokenResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Auth0Error, missingParameter } from './auth0-error';
import { answerNoSoonerThan, ENUMERATION_FLOOR_MS, type IdentityContext } from './context';
import { checkClient, grantOf, tokensFor } from './grants';
import { startPasswordless, verifyPasswordlessCode } from './passwordless';
import { redirectWithFragment } from './redirects';

const tags = ['identity'];
const errors = { 400: Auth0ErrorBody, 401: Auth0ErrorBody, 403: Auth0ErrorBody };

function checkEmailConnection(connection: string, phone: string | undefined) {
  if (connection !== 'email' || phone) {
    throw new Auth0Error(400, 'bad.connection', 'Only the email connection is available.');
  }
}

export const passwordlessRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/passwordless/start',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mail a six-digit sign-in code or link (same answer for unknown emails)',
        body: PasswordlessStartRequest,
        response: { 200: z.object({ email: z.string() }), ...errors },
      },
    },
    async (request) => {
      const startedAt = Date.now();
      const body = request.body;
      checkClient(ctx, body.client_id);
      checkEmailConnection(body.connection, body.phone_number);
      if (!body.email) throw missingParameter('email');
      await startPasswordless(ctx, {
        email: body.email,
        send: body.send ?? 'code',
        authParams: body.authParams ?? {},
      });
      await answerNoSoonerThan(startedAt, ENUMERATION_FLOOR_MS);
      return { email: body.email.trim() };
    },
  );

  app.post(
    '/passwordless/verify',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with the mailed code (answers tokens like /oauth/token)',
        body: PasswordlessVerifyRequest,
        response: { 200: TokenResponse, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const clientId = checkClient(ctx, body.client_id ?? body.clientID);
      checkEmailConnection(body.connection, body.phone_number);
      if (!body.email) throw missingParameter('email');
      const grant = grantOf(ctx, clientId, body.scope, body.audience);
      const user = await verifyPasswordlessCode(ctx, body.email, body.verification_code);
      return tokensFor(ctx, user, grant, 'passwordless');
    },
  );

  app.get(
    '/passwordless/verify_redirect',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Follow a mailed sign-in link: redirects to redirect_uri with tokens',
        querystring: z.object({
          client_id: z.string().optional(),
          email: z.string(),
          verification_code: z.string(),
          redirect_uri: z.string().optional(),
          scope: z.string().optional(),
          audience: z.string().optional(),
          state: z.string().optional(),
          nonce: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const q = request.query;
      const clientId = checkClient(ctx, q.client_id ?? ctx.config.auth.clientId);
      const redirectUri =
        q.redirect_uri ?? ctx.config.auth.allowedReturnUrls[0] ?? ctx.config.publicUrl;
      if (!ctx.config.auth.allowedReturnUrls.includes(redirectUri)) {
        throw new Auth0Error(400, 'invalid_request', 'The redirect_uri is not allowed.');
      }
      try {
        const grant = grantOf(ctx, clientId, q.scope, q.audience);
        const user = await verifyPasswordlessCode(ctx, q.email, q.verification_code);
        const tokens = await tokensFor(ctx, user, grant, 'passwordless');
        return redirectWithFragment(reply, redirectUri, {
          access_token: tokens.access_token,
          id_token: tokens.id_token,
          token_type: tokens.token_type,
          expires_in: String(tokens.expires_in),
          scope: tokens.scope,
          state: q.state,
        });
      } catch (error) {
        if (!(error instanceof Auth0Error)) throw error;
        return redirectWithFragment(reply, redirectUri, {
          error: error.code,
          error_description: error.description,
          state: q.state,
        });
      }
    },
  );
};
