import {
  ApiErrorBody,
  ConsumerAccount,
  ConsumerAccountConnection,
  ConsumerAccountCreate,
  ConsumerMemberConnection,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { homeownerId } from '../../http/homeowner';
import { errors, HouseholdParams, Paging, security } from '../../http/route-schemas';
import type { ApplicationContext } from '../../services/address-check';
import { consentRoutes } from './consent/routes';
import { homeDevicesRoutes } from './devices/routes';
import { homesRoutes } from './homes/routes';
import { createHousehold, listHouseholds, listMembers, removeMember } from './service';

const tags = ['consumer-accounts'];

// The homeowner's households and their members (spec 001 §7.8); homes, devices and consent
// answers are registered from here too, so that app.ts registers the area once.
export const consumerAccountsRoutes: FastifyPluginAsyncZod<{ ctx: ApplicationContext }> = async (
  app,
  { ctx },
) => {
  await app.register(homesRoutes, { ctx });
  await app.register(homeDevicesRoutes, { ctx });
  await app.register(consentRoutes, { ctx });

  for (const version of ['v1', 'v2'] as const) {
    app.get(
      `/api/${version}/accounts`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary:
            version === 'v1'
              ? "The caller's households, oldest first, with the caller's role in each"
              : "The caller's households with their homes, oldest first",
          security,
          querystring: Paging,
          response: { 200: ConsumerAccountConnection, 400: ApiErrorBody, 401: ApiErrorBody },
        },
      },
      async (request) =>
        listHouseholds(ctx, await homeownerId(ctx, request), request.query, {
          withHomes: version === 'v2',
        }),
    );
  }

  app.post(
    '/api/v1/accounts',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Create a household with the caller as its admin',
        security,
        body: ConsumerAccountCreate,
        response: { 201: ConsumerAccount, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createHousehold(ctx, await homeownerId(ctx, request), request.body)),
  );

  app.get(
    '/api/v1/accounts/:consumerAccountId/consumers',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The household's members, in the order they joined",
        security,
        params: HouseholdParams,
        querystring: Paging,
        response: { 200: ConsumerMemberConnection, ...errors },
      },
    },
    async (request) =>
      listMembers(
        ctx,
        await homeownerId(ctx, request),
        request.params.consumerAccountId,
        request.query,
      ),
  );

  app.delete(
    '/api/v1/accounts/:consumerAccountId/consumers/:consumerUserId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Remove a member from the household (an admin), or leave it (anyone)',
        description:
          '409 USER_IS_DEVICE_ADMIN when the member is the only admin: make another member an admin first.',
        security,
        params: HouseholdParams.extend({ consumerUserId: z.uuid() }),
        response: { 204: z.null(), ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { consumerAccountId, consumerUserId } = request.params;
      await removeMember(ctx, await homeownerId(ctx, request), consumerAccountId, consumerUserId);
      return reply.code(204).send(null);
    },
  );
};
