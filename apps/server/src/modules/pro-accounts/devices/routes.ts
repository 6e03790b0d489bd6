import { Readable } from 'node:stream';
import {
  ApiErrorBody,
  Device,
  DeviceConnection,
  DeviceHistoryConnection,
  DeviceRegistration,
  LocatedDeviceConnection,
} from '@portal/contracts';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { CompanyParams, errors, Paging, security } from '../../../http/route-schemas';
import { membershipOf, partnerCallerOf } from '../../../plugins/auth';
import { claimedDevicesCsv } from './export';
import { hvacRuntimeRoutes } from './hvac-runtime-routes';
import {
  claimDevice,
  deviceHistory,
  listDevices,
  registerDevice,
  unregisterDevice,
  unregisteredDevices,
} from './service';

const LocationParams = CompanyParams.extend({ partnerDeviceLocationId: z.uuid() });
const DeviceParams = CompanyParams.extend({ deviceId: z.uuid() });
const tags = ['pro-accounts'];

// Devices at customers' homes (spec 001 §7.9): register, unregister, the lists, history, claim,
// and their HVAC runtime.
export const devicesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(hvacRuntimeRoutes, { ctx });

  app.post(
    '/api/v1/proAccounts/:partnerAccountId/locations/:partnerDeviceLocationId/devices/register',
    {
      config: { access: { partner: 'devices:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'Register a device at a home by its MAC address and SKU',
        description:
          'The SKU must be in the product catalogue (400 on body.sku). 409 ALREADY_REGISTERED when the MAC address is registered already (by any partner).',
        security,
        params: LocationParams,
        body: DeviceRegistration,
        response: { 201: Device, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await registerDevice(
            ctx,
            partnerCallerOf(request),
            request.params.partnerDeviceLocationId,
            request.body,
          ),
        ),
  );

  app.post(
    '/api/v1/proAccounts/:partnerAccountId/locations/:partnerDeviceLocationId/devices/:macAddress/unregister',
    {
      config: { access: { partner: 'devices:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'Unregister the device with this MAC address from the home',
        description:
          'Its services and history go with it; the MAC address can be registered again.',
        security,
        params: LocationParams.extend({ macAddress: DeviceRegistration.shape.macAddress }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { partnerDeviceLocationId, macAddress } = request.params;
      await unregisterDevice(ctx, membershipOf(request), partnerDeviceLocationId, { macAddress });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/v1/proAccounts/:partnerAccountId/locations/:partnerDeviceLocationId/devices/:deviceId',
    {
      config: { access: { partner: 'devices:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'Unregister a device from the home by its id',
        security,
        params: LocationParams.extend({ deviceId: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { partnerDeviceLocationId, deviceId } = request.params;
      await unregisterDevice(ctx, membershipOf(request), partnerDeviceLocationId, { id: deviceId });
      return reply.code(204).send(null);
    },
  );

  for (const list of ['claimed', 'preRegistered'] as const) {
    app.get(
      `/api/v1/proAccounts/:partnerAccountId/devices/${list}`,
      {
        config: { access: { partner: 'customers:read', market: 'customerAccounts' } },
        schema: {
          tags,
          summary:
            list === 'claimed'
              ? "The company's claimed devices, newest registration first"
              : "The company's devices waiting in pre-registration, newest first",
          security,
          params: CompanyParams,
          querystring: Paging,
          response: { 200: DeviceConnection, ...errors },
        },
      },
      (request) => listDevices(ctx, membershipOf(request), list, request.query),
    );
  }

  app.get(
    '/api/v1/proAccounts/:partnerAccountId/locations/unregisteredDevices',
    {
      config: { access: { partner: 'customers:read', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: "The company's devices at homes the homeowner does not have yet, newest first",
        description:
          'Each with its home and customer. A pre-registered home counts until the homeowner accepts the invite.',
        security,
        params: CompanyParams,
        querystring: Paging,
        response: { 200: LocatedDeviceConnection, ...errors },
      },
    },
    (request) => unregisteredDevices(ctx, membershipOf(request), request.query),
  );

  // The default type provider here only because the answer is a stream: fastify pipes it
  // without serialising, but the zod provider's types would demand the schema's string.
  app.withTypeProvider<FastifyTypeProviderDefault>().get(
    '/api/v1/proAccounts/:partnerAccountId/devices/claimed/export',
    {
      config: { access: { partner: 'customers:read', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'Every claimed device of the company as CSV (streamed, with a header row)',
        security,
        params: CompanyParams,
        produces: ['text/csv'],
        response: {
          200: z.string().meta({ description: 'text/csv' }),
          ...errors,
        },
      },
    },
    (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="claimed-devices.csv"')
        .send(Readable.from(claimedDevicesCsv(ctx, membershipOf(request)))),
  );

  app.get(
    '/api/v1/proAccounts/:partnerAccountId/devices/:deviceId/history',
    {
      config: { access: { partner: 'customers:read', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: "A device's history, newest first",
        security,
        params: DeviceParams,
        querystring: Paging,
        response: { 200: DeviceHistoryConnection, ...errors },
      },
    },
    (request) => deviceHistory(ctx, membershipOf(request), request.params.deviceId, request.query),
  );

  app.post(
    '/api/v1/proAccounts/:partnerAccountId/devices/:deviceId/claim',
    {
      config: { access: { partner: 'devices:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'Claim a registered device as installed by the company (PRO_CLAIM)',
        description: 'Claiming a claimed device again changes nothing.',
        security,
        params: DeviceParams,
        response: { 200: Device, ...errors },
      },
    },
    (request) => claimDevice(ctx, partnerCallerOf(request), request.params.deviceId),
  );
};
