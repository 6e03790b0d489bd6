import {
  ApiErrorBody,
  ConsumerDevice,
  ConsumerDeviceRegistration,
  ConsumerDeviceUpdate,
  ConsumerHomeDevices,
  ConsumerHomeQuery,
  ConsumerLocationInfo,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { homeownerId } from '../../../http/homeowner';
import { errors, security } from '../../../http/route-schemas';
import {
  addHomeDevice,
  removeHomeDevice,
  renameHomeDevice,
  usersDevice,
} from '../../../services/home-devices';
import { requireHome } from '../../../services/households';
import { homeInfo, homeWithDevices } from './service';

const tags = ['core'];
const HomeParams = z.object({ consumerDeviceLocationId: z.uuid() });
const DeviceParams = z.object({ consumerDeviceId: z.uuid() });

// The core calls on a homeowner's homes and devices, found by their own ids (spec 001 §7.4):
// the caller must belong to the home's household; another household's is not found.
export const consumerHomesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/v1/core/locations/:consumerDeviceLocationId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "A home of one of the caller's households with its devices",
        description:
          'deviceCategories (DeviceCategory values, comma separated) keeps only devices of those categories; an unknown one is 400.',
        security,
        params: HomeParams,
        querystring: ConsumerHomeQuery,
        response: { 200: ConsumerHomeDevices, ...errors },
      },
    },
    async (request) =>
      homeWithDevices(
        ctx,
        await homeownerId(ctx, request),
        request.params.consumerDeviceLocationId,
        request.query.deviceCategories,
      ),
  );

  app.get(
    '/api/v1/core/locations/:consumerDeviceLocationId/info',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "A home of one of the caller's households, with the household's id and name",
        security,
        params: HomeParams,
        response: { 200: ConsumerLocationInfo, ...errors },
      },
    },
    async (request) =>
      homeInfo(ctx, await homeownerId(ctx, request), request.params.consumerDeviceLocationId),
  );

  app.post(
    '/api/v1/core/locations/:consumerDeviceLocationId/devices',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Add a device to the home by its MAC address and SKU (household admins)',
        description:
          'As POST /api/v1/accounts/{consumerAccountId}/locations/{consumerDeviceLocationId}/devices: no partner, DIY_CLAIM; unknown SKU 400 on body.sku; 409 ALREADY_REGISTERED.',
        security,
        params: HomeParams,
        body: ConsumerDeviceRegistration,
        response: { 201: ConsumerDevice, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const userId = await homeownerId(ctx, request);
      const home = await requireHome(
        ctx.db,
        userId,
        request.params.consumerDeviceLocationId,
        'ADMIN',
      );
      return reply.code(201).send(await addHomeDevice(ctx, userId, home, request.body));
    },
  );

  app.put(
    '/api/v1/core/consumerDevices/:consumerDeviceId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Rename a device in one of the caller's homes (household admins)",
        security,
        params: DeviceParams,
        body: ConsumerDeviceUpdate,
        response: { 200: ConsumerDevice, ...errors },
      },
    },
    async (request) => {
      const userId = await homeownerId(ctx, request);
      const device = await usersDevice(ctx, userId, request.params.consumerDeviceId, 'ADMIN');
      return renameHomeDevice(ctx, device, request.body);
    },
  );

  app.delete(
    '/api/v1/core/consumerDevices/:consumerDeviceId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Take a device out of its home (household admins)',
        description:
          'A device a partner registered stays registered with that partner; one the homeowner added is unregistered.',
        security,
        params: DeviceParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const userId = await homeownerId(ctx, request);
      const device = await usersDevice(ctx, userId, request.params.consumerDeviceId, 'ADMIN');
      await removeHomeDevice(ctx, userId, device);
      return reply.code(204).send(null);
    },
  );
};
