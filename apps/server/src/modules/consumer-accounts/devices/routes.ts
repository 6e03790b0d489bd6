import {
  ApiErrorBody,
  ConsumerDevice,
  ConsumerDeviceConnection,
  ConsumerDeviceRegistration,
  ConsumerDeviceUpdate,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { homeownerId } from '../../../http/homeowner';
import { errors, HomeParams, HouseholdParams, Paging, security } from '../../../http/route-schemas';
import { addHomeDevice, removeHomeDevice, renameHomeDevice } from '../../../services/home-devices';
import { CERTIFICATE_HEADER } from './certificate';
import {
  householdDevice,
  householdHome,
  listHomeDevices,
  registerCertifiedDevice,
  showHouseholdDevice,
  unregisterHomeDevice,
} from './service';

const tags = ['consumer-accounts'];
const DeviceParams = HomeParams.extend({ consumerDeviceId: z.uuid() });
const ADD_RULES =
  'The device gets no partner and claim status DIY_CLAIM. The SKU must be in the product catalogue (400 on body.sku); 409 ALREADY_REGISTERED when the MAC address is registered already (by anyone).';
const V2_NOTE = 'v2 answers the same shape as v1; it is kept for clients of the newer path.';
const CertificateHeaders = z.object({
  [CERTIFICATE_HEADER]: z.string().min(1).meta({
    description:
      "The device's X.509 certificate, PEM, base64-encoded; valid now, its subject CN the device's MAC address",
  }),
});

// The devices in a household's homes: any member looks, household admins add, rename, remove.
export const homeDevicesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const home = '/api/v1/accounts/:consumerAccountId/locations/:consumerDeviceLocationId';

  /** The home the path names, for a household admin. */
  const adminsHome = async (request: FastifyRequest, params: z.infer<typeof HomeParams>) => {
    const userId = await homeownerId(ctx, request);
    const target = await householdHome(
      ctx,
      userId,
      params.consumerAccountId,
      params.consumerDeviceLocationId,
      'ADMIN',
    );
    return { userId, target };
  };

  for (const version of ['v1', 'v2'] as const) {
    app.get(
      `/api/${version}/accounts/:consumerAccountId/locations/:consumerDeviceLocationId/devices`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: "A home's devices, oldest first, each with every partner's services",
          ...(version === 'v2' ? { description: V2_NOTE } : {}),
          security,
          params: HomeParams,
          querystring: Paging,
          response: { 200: ConsumerDeviceConnection, ...errors },
        },
      },
      async (request) =>
        listHomeDevices(
          ctx,
          await homeownerId(ctx, request),
          request.params.consumerAccountId,
          request.params.consumerDeviceLocationId,
          request.query,
        ),
    );

    app.get(
      `/api/${version}/accounts/:consumerAccountId/devices/:deviceId`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: "One device of any of the household's homes",
          ...(version === 'v2' ? { description: V2_NOTE } : {}),
          security,
          params: HouseholdParams.extend({ deviceId: z.uuid() }),
          response: { 200: ConsumerDevice, ...errors },
        },
      },
      async (request) =>
        showHouseholdDevice(
          ctx,
          await homeownerId(ctx, request),
          request.params.consumerAccountId,
          request.params.deviceId,
        ),
    );
  }

  app.post(
    `${home}/devices`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Add a device to the home by its MAC address and SKU (household admins)',
        description: ADD_RULES,
        security,
        params: HomeParams,
        body: ConsumerDeviceRegistration,
        response: { 201: ConsumerDevice, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { userId, target } = await adminsHome(request, request.params);
      return reply.code(201).send(await addHomeDevice(ctx, userId, target, request.body));
    },
  );

  app.post(
    `${home}/devices/register`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Register a device that proves its identity with its certificate',
        description: `As POST .../devices, with the device-certificate header: the device's X.509 certificate (PEM, base64-encoded), valid now, whose subject CN is the device's MAC address; otherwise 400 on headers.device-certificate. ${ADD_RULES}`,
        security,
        params: HomeParams,
        headers: CertificateHeaders,
        body: ConsumerDeviceRegistration,
        response: { 201: ConsumerDevice, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { userId, target } = await adminsHome(request, request.params);
      const certificate = request.headers[CERTIFICATE_HEADER];
      return reply
        .code(201)
        .send(await registerCertifiedDevice(ctx, userId, target, request.body, certificate));
    },
  );

  /** The device the path names, in the home it names, for a household admin. */
  const adminsDevice = async (request: FastifyRequest, params: z.infer<typeof DeviceParams>) => {
    const userId = await homeownerId(ctx, request);
    const device = await householdDevice(
      ctx,
      userId,
      {
        consumerAccountId: params.consumerAccountId,
        consumerLocationId: params.consumerDeviceLocationId,
        deviceId: params.consumerDeviceId,
      },
      'ADMIN',
    );
    return { userId, device };
  };

  app.put(
    `${home}/devices/:consumerDeviceId`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Rename a device (household admins)',
        security,
        params: DeviceParams,
        body: ConsumerDeviceUpdate,
        response: { 200: ConsumerDevice, ...errors },
      },
    },
    async (request) => {
      const { device } = await adminsDevice(request, request.params);
      return renameHomeDevice(ctx, device, request.body);
    },
  );

  app.delete(
    `${home}/devices/:consumerDeviceId`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Take a device out of the home (household admins)',
        description:
          'A device a partner registered stays registered with that partner; one the homeowner added is unregistered.',
        security,
        params: DeviceParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { userId, device } = await adminsDevice(request, request.params);
      await removeHomeDevice(ctx, userId, device);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${home}/devices/:consumerDeviceId/unregister`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Release a device entirely (household admins)',
        description:
          'The registration goes, with its services and history, whoever registered it; the MAC address can be registered again.',
        security,
        params: DeviceParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { device } = await adminsDevice(request, request.params);
      await unregisterHomeDevice(ctx, device);
      return reply.code(204).send(null);
    },
  );
};
