import { ApiErrorBody, ProfileUpdate, Viewer } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { security } from '../../http/route-schemas';
import type { IdentityContext } from '../../identity/context';
import { viewerOf } from '../../services/viewer';
import { changeProfile, resendVerification } from './service';

export const proUsersRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/v1/proUsers/my',
    {
      config: { access: 'user' },
      schema: {
        tags: ['pro-users'],
        summary: 'The signed-in user (viewer) with their companies and whether terms wait',
        security,
        response: { 200: Viewer, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (request) => viewerOf(ctx, request.user),
  );

  // Not in the catalogue: the /profile page (spec 000 §2) changes the user's name, contact
  // email, locale and country, and spec 001 §7.10 names no call for it; this is that call.
  app.put(
    '/api/v1/proUsers/my',
    {
      config: { access: 'user' },
      schema: {
        tags: ['pro-users'],
        summary: "Change the signed-in user's profile; answers the viewer",
        security,
        body: ProfileUpdate,
        response: { 200: Viewer, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (request) => changeProfile(ctx, request.user, request.body),
  );

  app.put(
    '/api/v1/proUsers/my/verifications/send',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: 3_600_000 } },
      schema: {
        tags: ['pro-users'],
        summary: 'Mail the signed-in user another email verification link',
        security,
        response: { 204: z.null(), 401: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      await resendVerification(ctx, request.user);
      return reply.code(204).send(null);
    },
  );
};
