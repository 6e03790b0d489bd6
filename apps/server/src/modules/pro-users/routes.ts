import { ApiErrorBody } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IdentityContext } from '../../identity/context';
import { resendVerification } from './service';

export const proUsersRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext }> = async (
  app,
  { ctx },
) => {
  app.put(
    '/api/v1/proUsers/my/verifications/send',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: 3_600_000 } },
      schema: {
        tags: ['pro-users'],
        summary: 'Mail the signed-in user another email verification link',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null(), 401: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      await resendVerification(ctx, request.user);
      return reply.code(204).send(null);
    },
  );
};
