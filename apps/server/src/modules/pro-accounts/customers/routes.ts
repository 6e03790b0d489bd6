import {
  ApiErrorBody,
  Customer,
  CustomerConnection,
  CustomerCreate,
  CustomerListQuery,
  CustomerUpdate,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CompanyParams, errors, security } from '../../../http/route-schemas';
import { membershipOf, partnerCallerOf } from '../../../plugins/auth';
import type { ApplicationContext } from '../../../services/address-check';
import {
  changeCustomer,
  createCustomer,
  customerAccount,
  listCustomers,
  removeCustomer,
} from './service';

const CustomerParams = CompanyParams.extend({ partnerCustomerId: z.uuid() });
const tags = ['pro-accounts'];
const EMEA = ' Refused with 403 for companies in the EMEA market (GB included).';
const READINGS =
  "For a caller whose role has alerts:read, each device carries readings (its latest, or null unless the homeowner ACCEPTED the company's Pro Alerts service on it) and activeAlerts (the company's alerts on it not yet dismissed, newest first, titles in the caller's language; empty without that service); for other roles both are absent.";

// A partner's customers (spec 001 §7.9): read with customers:read, change with customers:manage,
// delete with customers:delete (owners and company admins).
export const customersRoutes: FastifyPluginAsyncZod<{ ctx: ApplicationContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/api/v1/proAccounts/:partnerAccountId/customers',
    {
      config: { access: { partner: 'customers:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'Create a customer, with its first home if one is given',
        description: `The phone is checked with the country's rules and stored as E.164; the home's address is checked when a geocoder is configured.${EMEA}`,
        security,
        params: CompanyParams,
        body: CustomerCreate,
        response: { 201: Customer, ...errors, 503: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCustomer(ctx, membershipOf(request), request.body)),
  );

  app.get(
    '/api/v1/proAccounts/:partnerAccountId/customers',
    {
      config: { access: { partner: 'customers:read', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: "The company's customers, 15 a page unless `first`/`last` say otherwise",
        description: `filterBy searches by prefix in the full name, last name, email and phone; orderBy name (last, first), newest or oldest.${EMEA}`,
        security,
        params: CompanyParams,
        querystring: CustomerListQuery,
        response: { 200: CustomerConnection, ...errors },
      },
    },
    (request) => listCustomers(ctx, membershipOf(request), request.query),
  );

  app.get(
    '/api/v1/proAccounts/:partnerAccountId/customers/:partnerCustomerId',
    {
      config: { access: { partner: 'customers:read', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'One customer; with includeLocations=true also its homes and devices',
        description: READINGS,
        security,
        params: CustomerParams,
        querystring: z.object({ includeLocations: z.stringbool().optional() }),
        response: { 200: Customer, ...errors },
      },
    },
    (request) =>
      customerAccount(
        ctx,
        partnerCallerOf(request),
        request.params.partnerCustomerId,
        request.query.includeLocations ?? false,
      ),
  );

  app.get(
    '/api/v2/proAccounts/:partnerAccountId/customers/:partnerCustomerId',
    {
      config: { access: { partner: 'customers:read', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'One customer with its homes, devices and their services',
        description: READINGS,
        security,
        params: CustomerParams,
        response: { 200: Customer, ...errors },
      },
    },
    (request) =>
      customerAccount(ctx, partnerCallerOf(request), request.params.partnerCustomerId, true),
  );

  app.put(
    '/api/v1/proAccounts/:partnerAccountId/customers/:partnerCustomerId',
    {
      config: { access: { partner: 'customers:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: "Change any of the customer's own fields",
        security,
        params: CustomerParams,
        body: CustomerUpdate,
        response: { 200: Customer, ...errors },
      },
    },
    (request) =>
      changeCustomer(ctx, membershipOf(request), request.params.partnerCustomerId, request.body),
  );

  app.delete(
    '/api/v1/proAccounts/:partnerAccountId/customers/:partnerCustomerId',
    {
      config: { access: { partner: 'customers:delete', market: 'customerAccounts' } },
      schema: {
        tags,
        summary:
          'Delete a customer with its homes; their devices are unregistered (owners and company admins)',
        description:
          "The devices' registrations, services and history go with them, so their MAC addresses can be registered again.",
        security,
        params: CustomerParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeCustomer(ctx, membershipOf(request), request.params.partnerCustomerId);
      return reply.code(204).send(null);
    },
  );
};
