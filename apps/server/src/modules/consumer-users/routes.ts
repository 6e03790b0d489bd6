import {
  ApiErrorBody,
  ConnectionArgs,
  ConsumerUser,
  ConsumerUserUpdate,
  MyInvite,
  MyInviteConnection,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { security } from '../../http/route-schemas';
import { homeownerAlertsRoutes } from './alerts-routes';
import { invitationRoutes } from './invite-routes';
import { myInvite, myInvites } from './my-invites';
import { deleteMyConsumerUser, myConsumerUser, updateMyConsumerUser } from './service';

const tags = ['consumer-users'];

// The homeowner's own account (spec 001 §7.11 /users/my) and the invites waiting for them.
export const consumerUsersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  await app.register(invitationRoutes, { ctx });
  await app.register(homeownerAlertsRoutes, { ctx });

  app.get(
    '/api/v1/users/my',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The signed-in homeowner and their households with their role in each',
        security,
        response: { 200: ConsumerUser, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (request) => myConsumerUser(ctx, request.user),
  );

  app.put(
    '/api/v1/users/my',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Change the homeowner's name, language or country; answers the homeowner",
        security,
        body: ConsumerUserUpdate,
        response: { 200: ConsumerUser, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (request) => updateMyConsumerUser(ctx, request.user, request.body),
  );

  app.delete(
    '/api/v1/users/my',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete the signed-in user for good',
        description:
          'Households the user is alone in go with their homes (devices a partner registered stay with the partner). ' +
          '409 USER_IS_DEVICE_ADMIN for the only admin of a household others belong to, USER_IS_COMPANY_OWNER_OR_ADMIN for an owner or admin of a partner company; nothing changes then.',
        security,
        response: { 204: z.null(), 401: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      await deleteMyConsumerUser(ctx, request.user);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/users/my/invites',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Open invites to the caller's email address, newest first",
        description:
          'Partners’ invites to take a home over (ConsumerDevice) and households’ invites to join them (ConsumerUser), PENDING and unexpired. ' +
          'For a household invite, locationName is the home invited to, else the household’s name. ' +
          'Only for a verified email address: 403 until the account’s email is verified.',
        security,
        querystring: ConnectionArgs.omit({ filterBy: true, orderBy: true }),
        response: {
          200: MyInviteConnection,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    (request) => myInvites(ctx, request.user, request.query),
  );

  app.get(
    '/api/v1/users/my/invites/:inviteId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One invite to the caller, also once answered or expired',
        description:
          'An invite addressed to another email address is not found (404). 403 until the account’s email is verified.',
        security,
        params: z.object({ inviteId: z.uuid() }),
        response: {
          200: MyInvite,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    (request) => myInvite(ctx, request.user, request.params.inviteId),
  );
};
