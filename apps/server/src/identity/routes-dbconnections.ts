import {
  Auth0ErrorBody,
  ChallengeRequest,
  ChallengeResponse,
  ChangePasswordRequest,
  SignupRequest,
  SignupResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerNoSoonerThan, ENUMERATION_FLOOR_MS, type IdentityContext } from './context';
import { checkClient } from './grants';
import { CHANGE_PASSWORD_ANSWER, requestPasswordReset } from './password-reset';
import { checkConnection, signup } from './signup';

const tags = ['identity'];
const errors = { 400: Auth0ErrorBody, 401: Auth0ErrorBody, 429: Auth0ErrorBody };

// Captcha is off: every challenge answers that none is required; without a state there is
// nothing to look at, and the answer is the same.
const CHALLENGES = [
  '/passwordless/challenge',
  '/dbconnections/signup/challenge',
  '/dbconnections/change_password/challenge',
  '/usernamepassword/challenge',
];

export const dbconnectionsRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/dbconnections/signup',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign up with email and password (mails a verification link)',
        body: SignupRequest,
        response: { 200: SignupResponse, ...errors },
      },
    },
    async (request) => signup(ctx, request.body, request.ip, request.headers['accept-language']),
  );

  app.post(
    '/dbconnections/change_password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer for unknown emails)',
        body: ChangePasswordRequest,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const startedAt = Date.now();
      if (request.body.client_id !== undefined) checkClient(ctx, request.body.client_id);
      checkConnection(request.body.connection);
      await requestPasswordReset(ctx, request.body.email);
      await answerNoSoonerThan(startedAt, ENUMERATION_FLOOR_MS);
      return reply.type('text/plain; charset=utf-8').send(CHANGE_PASSWORD_ANSWER);
    },
  );

  for (const url of CHALLENGES) {
    app.post(
      url,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Captcha challenge: none is required',
          body: ChallengeRequest.optional(),
          response: { 200: ChallengeResponse },
        },
      },
      async () => ({ required: false }),
    );
  }
};
