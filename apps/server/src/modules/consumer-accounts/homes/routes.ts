import { ApiErrorBody, ConsumerLocation, ConsumerLocationInput } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { homeownerId } from '../../../http/homeowner';
import { errors, HomeParams, HouseholdParams, security } from '../../../http/route-schemas';
import type { ApplicationContext } from '../../../services/address-check';
import { addHome, changeHome, removeHome } from './service';

const tags = ['consumer-accounts'];
const ADDRESS_CHECK =
  'The address is checked like a company address when the geocoder is configured (400 naming the fields that do not match; 503 when it cannot be asked).';

// A household's homes (consumer device locations): household admins add, change and remove them.
export const homesRoutes: FastifyPluginAsyncZod<{ ctx: ApplicationContext }> = async (
  app,
  { ctx },
) => {
  const path = '/api/v1/accounts/:consumerAccountId/locations';

  app.post(
    path,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Add a home to the household (household admins)',
        description: ADDRESS_CHECK,
        security,
        params: HouseholdParams,
        body: ConsumerLocationInput,
        response: { 201: ConsumerLocation, ...errors, 503: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addHome(
            ctx,
            await homeownerId(ctx, request),
            request.params.consumerAccountId,
            request.body,
          ),
        ),
  );

  app.put(
    `${path}/:consumerDeviceLocationId`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Change a home's name and address (household admins)",
        description: ADDRESS_CHECK,
        security,
        params: HomeParams,
        body: ConsumerLocationInput,
        response: { 200: ConsumerLocation, ...errors, 503: ApiErrorBody },
      },
    },
    async (request) =>
      changeHome(
        ctx,
        await homeownerId(ctx, request),
        request.params.consumerAccountId,
        request.params.consumerDeviceLocationId,
        request.body,
      ),
  );

  app.delete(
    `${path}/:consumerDeviceLocationId`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Remove a home from the household (household admins)',
        description:
          'Devices the homeowner added are unregistered with it; devices a partner registered stay registered with that partner.',
        security,
        params: HomeParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { consumerAccountId, consumerDeviceLocationId } = request.params;
      await removeHome(
        ctx,
        await homeownerId(ctx, request),
        consumerAccountId,
        consumerDeviceLocationId,
      );
      return reply.code(204).send(null);
    },
  );
};
