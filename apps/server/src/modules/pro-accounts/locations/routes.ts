import { ApiErrorBody, CustomerLocation, CustomerLocationInput } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CompanyParams, errors, security } from '../../../http/route-schemas';
import { membershipOf } from '../../../plugins/auth';
import type { ApplicationContext } from '../../../services/address-check';
import {
  addLocation,
  changeLocation,
  customerLocations,
  getLocation,
  removeLocation,
} from './service';

const CustomerParams = CompanyParams.extend({ partnerCustomerId: z.uuid() });
const LocationParams = CompanyParams.extend({ partnerDeviceLocationId: z.uuid() });
const tags = ['pro-accounts'];

// Customers' homes (spec 001 §7.9 customer locations and locations), EMEA and GB refused.
export const locationsRoutes: FastifyPluginAsyncZod<{ ctx: ApplicationContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/v1/proAccounts/:partnerAccountId/customers/:partnerCustomerId/locations',
    {
      config: { access: { partner: 'customers:read', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: "The customer's homes with their devices, oldest first",
        security,
        params: CustomerParams,
        response: { 200: z.array(CustomerLocation), ...errors },
      },
    },
    (request) => customerLocations(ctx, membershipOf(request), request.params.partnerCustomerId),
  );

  app.post(
    '/api/v1/proAccounts/:partnerAccountId/customers/:partnerCustomerId/locations',
    {
      config: { access: { partner: 'customers:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'Add a home; its address is checked when a geocoder is configured',
        description:
          '400 names the address fields that did not match; 503 when the check cannot run.',
        security,
        params: CustomerParams,
        body: CustomerLocationInput,
        response: { 201: CustomerLocation, ...errors, 503: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addLocation(
            ctx,
            membershipOf(request),
            request.params.partnerCustomerId,
            request.body,
          ),
        ),
  );

  app.put(
    '/api/v1/proAccounts/:partnerAccountId/customers/:partnerCustomerId/locations/:partnerDeviceLocationId',
    {
      config: { access: { partner: 'customers:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: "Rename a home or change its address (checked like a new one's)",
        security,
        params: CustomerParams.extend({ partnerDeviceLocationId: z.uuid() }),
        body: CustomerLocationInput,
        response: { 200: CustomerLocation, ...errors, 503: ApiErrorBody },
      },
    },
    (request) =>
      changeLocation(
        ctx,
        membershipOf(request),
        request.params.partnerCustomerId,
        request.params.partnerDeviceLocationId,
        request.body,
      ),
  );

  for (const version of ['v1', 'v2'] as const) {
    app.get(
      `/api/${version}/proAccounts/:partnerAccountId/locations/:partnerDeviceLocationId`,
      {
        config: { access: { partner: 'customers:read', market: 'customerAccounts' } },
        schema: {
          tags,
          summary: `One home with its devices and their services (${version}; both answer alike)`,
          security,
          params: LocationParams,
          response: { 200: CustomerLocation, ...errors },
        },
      },
      (request) => getLocation(ctx, membershipOf(request), request.params.partnerDeviceLocationId),
    );
  }

  app.delete(
    '/api/v1/proAccounts/:partnerAccountId/locations/:partnerDeviceLocationId',
    {
      config: { access: { partner: 'customers:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'Delete a home; its devices are unregistered',
        security,
        params: LocationParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeLocation(ctx, membershipOf(request), request.params.partnerDeviceLocationId);
      return reply.code(204).send(null);
    },
  );
};
