import {
  ApiErrorBody,
  CoreDeviceListQuery,
  Device,
  DeviceAvailability,
  DeviceAvailabilityRequest,
  DeviceConnection,
  DeviceInfo,
  DeviceUpdate,
  DeviceUserInfo,
  MacAddress,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { security } from '../../../http/route-schemas';
import {
  callerOf,
  changeDevice,
  deviceAvailability,
  deviceInfo,
  deviceUserInfo,
  getDevice,
  listDevices,
} from './service';

const DeviceParams = z.object({ deviceId: z.uuid() });
const MacParams = z.object({ macAddress: MacAddress });
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };
const tags = ['core'];
const WHO_SEES =
  'A device is seen by the members of the company holding it whose roles read customers, and by the household whose home holds it; to anyone else it is 404, as a missing one.';

// Devices whoever holds them (spec 001 §7.4): a partner company, a household, or both.
export const coreDevicesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/v1/core/devices',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The devices the caller may see, newest registration first',
        description: `macAddress (any usual notation) keeps the one device with it. skipCache is accepted and has no effect: device data is read from the database each time, there is no cache. ${WHO_SEES}`,
        security,
        querystring: CoreDeviceListQuery,
        response: { 200: DeviceConnection, ...errors },
      },
    },
    async (request) => listDevices(ctx, await callerOf(ctx, request.user), request.query),
  );

  app.post(
    '/api/v1/core/devices',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Whether each MAC address is registered already (at most 100)',
        description:
          'Answers one node per MAC address asked about, normalised, in the order asked: registered, and registeredByCaller when the caller may see the device. It never names who holds a device. skipCache has no effect (there is no cache).',
        security,
        querystring: CoreDeviceListQuery.pick({ skipCache: true }),
        body: DeviceAvailabilityRequest,
        response: { 200: DeviceAvailability, ...errors },
      },
    },
    async (request) =>
      deviceAvailability(ctx, await callerOf(ctx, request.user), request.body.macAddresses),
  );

  for (const version of ['v1', 'v2']) {
    app.get(
      `/api/${version}/core/devices/:deviceId`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'One device, with the services of the company holding it',
          description: WHO_SEES,
          security,
          params: DeviceParams,
          response: { 200: Device, ...errors },
        },
      },
      async (request) => getDevice(ctx, await callerOf(ctx, request.user), request.params.deviceId),
    );
  }

  app.put(
    '/api/v1/core/devices/:deviceId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Change a device's serial number or state",
        description:
          'For the company holding the device (customers:manage) or an ADMIN of the household; anyone else who sees it gets 403. state is Normal or UnderMaintenance (InPreRegistration only through pre-registration: 400); a device waiting in pre-registration keeps its state until commissioned (409 LOCATION_IS_INPREREGISTRATION). A change is written to the device history (DETAILS_CHANGED).',
        security,
        params: DeviceParams,
        body: DeviceUpdate,
        response: { 200: Device, ...errors, 403: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) =>
      changeDevice(ctx, await callerOf(ctx, request.user), request.params.deviceId, request.body),
  );

  app.get(
    '/api/v1/core/devices/:macAddress/info',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'What the device with this MAC address is and whether it is online',
        description: WHO_SEES,
        security,
        params: MacParams,
        response: { 200: DeviceInfo, ...errors },
      },
    },
    async (request) =>
      deviceInfo(ctx, await callerOf(ctx, request.user), request.params.macAddress),
  );

  app.get(
    '/api/v1/core/devices/:macAddress/userInfo',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The device's household and its admins, for the company holding the device",
        description:
          'Only while the household has accepted one of the company’s services on the device; otherwise, and for anyone else, 404.',
        security,
        params: MacParams,
        response: { 200: DeviceUserInfo, ...errors },
      },
    },
    async (request) =>
      deviceUserInfo(ctx, await callerOf(ctx, request.user), request.params.macAddress),
  );
};
