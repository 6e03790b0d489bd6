import {
  ApiErrorBody,
  DeviceService,
  DeviceServiceRequest,
  PartnerDeviceServiceType,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { CompanyParams, errors, security } from '../../../http/route-schemas';
import { membershipOf, partnerCallerOf } from '../../../plugins/auth';
import {
  availableServices,
  ensureServices,
  removeService,
  requestAccess,
  requestServices,
  resendService,
} from './service';

const LocationParams = CompanyParams.extend({ partnerDeviceLocationId: z.uuid() });
const ServiceParams = LocationParams.extend({ partnerDeviceServiceId: z.uuid() });
const tags = ['pro-accounts'];
const CONFLICTS =
  '409 EXISTING_INSTALLATION_SERVICE, EXISTING_BRANDING_SERVICE, EXISTING_PRO_ALERTS_SERVICE or EXISTING_REMOTE_ACCESS_SERVICE when a request of the type is open (pending or accepted) on a device; 409 LOCATION_IS_INPREREGISTRATION for a home still in pre-registration.';

// The partner's services on devices, each waiting for the homeowner's consent (spec 001 §4).
export const servicesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const path = '/api/v1/proAccounts/:partnerAccountId/locations/:partnerDeviceLocationId/services';

  app.post(
    path,
    {
      config: { access: { partner: 'devices:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'Ask the homeowner for a service on devices of the home (PENDING each)',
        description: CONFLICTS,
        security,
        params: LocationParams,
        body: DeviceServiceRequest,
        response: { 201: z.array(DeviceService), ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await requestServices(
            ctx,
            partnerCallerOf(request),
            request.params.partnerDeviceLocationId,
            request.body,
          ),
        ),
  );

  app.put(
    path,
    {
      config: { access: { partner: 'devices:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'Make sure the service is asked for on each device',
        description:
          'Devices with an open request keep it; the others (none yet, or rejected) get a new PENDING one. Answers the open services of the type. 409 LOCATION_IS_INPREREGISTRATION as for POST.',
        security,
        params: LocationParams,
        body: DeviceServiceRequest,
        response: { 200: z.array(DeviceService), ...errors, 409: ApiErrorBody },
      },
    },
    (request) =>
      ensureServices(
        ctx,
        partnerCallerOf(request),
        request.params.partnerDeviceLocationId,
        request.body,
      ),
  );

  app.put(
    `${path}/:partnerDeviceServiceId/resend`,
    {
      config: { access: { partner: 'devices:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'Ask again for a request the homeowner has not answered',
        description: '409 INVITE_ALREADY_COMPLETED when it was accepted or rejected.',
        security,
        params: ServiceParams,
        response: { 200: DeviceService, ...errors, 409: ApiErrorBody },
      },
    },
    (request) =>
      resendService(
        ctx,
        partnerCallerOf(request),
        request.params.partnerDeviceLocationId,
        request.params.partnerDeviceServiceId,
      ),
  );

  app.delete(
    `${path}/:partnerDeviceServiceId`,
    {
      config: { access: { partner: 'devices:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'Cancel a pending request, or end an accepted service',
        description:
          "Ending an accepted RemoteAccess service first ends the company's remote session open on the device (Closed), and both sides hear of it.",
        security,
        params: ServiceParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { partnerDeviceLocationId: locationId, partnerDeviceServiceId } = request.params;
      await removeService(ctx, partnerCallerOf(request), partnerDeviceServiceId, { locationId });
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${path}/:deviceId/available`,
    {
      config: { access: { partner: 'customers:read', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'The service types the company may still ask for on the device',
        security,
        params: LocationParams.extend({ deviceId: z.uuid() }),
        response: { 200: z.array(z.enum(PartnerDeviceServiceType)), ...errors },
      },
    },
    (request) =>
      availableServices(
        ctx,
        membershipOf(request),
        request.params.partnerDeviceLocationId,
        request.params.deviceId,
      ),
  );

  app.delete(
    '/api/v1/proAccounts/:partnerAccountId/devices/:deviceId/services/:partnerDeviceServiceId',
    {
      config: { access: { partner: 'devices:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'The partner-side delete of a device service, by device',
        description:
          'Cancels a pending request or ends an accepted service, like the delete by home.',
        security,
        params: CompanyParams.extend({ deviceId: z.uuid(), partnerDeviceServiceId: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { deviceId, partnerDeviceServiceId } = request.params;
      await removeService(ctx, partnerCallerOf(request), partnerDeviceServiceId, { deviceId });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/proAccounts/:partnerAccountId/devices/:deviceId/requestAccess',
    {
      config: { access: { partner: 'customers:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'Ask the homeowner for remote access to one device (PENDING)',
        description:
          '409 EXISTING_REMOTE_ACCESS_SERVICE while a request is open (pending or accepted); 409 LOCATION_IS_INPREREGISTRATION for a home still in pre-registration.',
        security,
        params: CompanyParams.extend({ deviceId: z.uuid() }),
        response: { 201: DeviceService, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await requestAccess(ctx, partnerCallerOf(request), request.params.deviceId)),
  );
};
