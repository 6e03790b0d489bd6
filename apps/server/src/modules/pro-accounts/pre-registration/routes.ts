import {
  ApiErrorBody,
  CommissionRequest,
  PreRegistration,
  PreRegistrationData,
  PreRegistrationRequest,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { CompanyParams, errors, security } from '../../../http/route-schemas';
import { membershipOf, partnerCallerOf } from '../../../plugins/auth';
import { commission, preRegister, preRegistrationData } from './service';

const tags = ['pro-accounts'];

// Consumer account: pre-register, then commission (spec 001 §4, §7.9), EMEA and GB refused.
export const preRegistrationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/api/v1/proAccounts/:partnerAccountId/consumerAccount',
    {
      config: { access: { partner: 'customers:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: "Pre-register a household for a customer's home before the homeowner has one",
        description:
          "The household is named after the customer and has no members yet; the home and its devices wait InPreRegistration (no services can be asked for) until commissioned. 404 when the home is not the customer's; 409 ALREADY_REGISTERED when it has a household already.",
        security,
        params: CompanyParams,
        body: PreRegistrationRequest,
        response: { 201: PreRegistration, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await preRegister(ctx, partnerCallerOf(request), request.body)),
  );

  app.put(
    '/api/v1/proAccounts/:partnerAccountId/commissionAccount',
    {
      config: { access: { partner: 'customers:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'Commission a pre-registered home: back to Normal, and the homeowner invited',
        description:
          "The invite goes to the request's email, else the customer's (400 on body.email when neither is known). 409 INCOMPLETE_REGISTRATION_STATE when the home is not pre-registered, PARTIAL_REGISTRATION_STATE when it holds no device, PENDING_INVITE_EXISTS when an invite for it is open; 503 when the mail cannot be sent (the commissioning and the invite are kept).",
        security,
        params: CompanyParams,
        body: CommissionRequest,
        response: { 200: PreRegistration, ...errors, 409: ApiErrorBody, 503: ApiErrorBody },
      },
    },
    (request) => commission(ctx, partnerCallerOf(request), request.body),
  );

  app.get(
    '/api/v1/proAccounts/:partnerAccountId/customers/:partnerCustomerId/preRegistrationData',
    {
      config: { access: { partner: 'customers:read', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'The customer and its homes with the household of each, for commissioning',
        security,
        params: CompanyParams.extend({ partnerCustomerId: z.uuid() }),
        response: { 200: PreRegistrationData, ...errors },
      },
    },
    (request) => preRegistrationData(ctx, membershipOf(request), request.params.partnerCustomerId),
  );
};
