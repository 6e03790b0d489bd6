import {
  ApiErrorBody,
  CompanyApplication,
  ConnectionArgs,
  connectionOf,
  PartnerAccount,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { security } from '../../http/route-schemas';
import { membershipOf } from '../../plugins/auth';
import type { ApplicationContext } from '../../services/address-check';
import {
  applyForCompany,
  createGuestAccount,
  myCompanies,
  updateCompanyApplication,
} from './service';

const PartnerAccountConnection = connectionOf(PartnerAccount).meta({
  id: 'PartnerAccountConnection',
});

// The caller's companies and the company application (spec 001 §7.9).
export const proAccountsRoutes: FastifyPluginAsyncZod<{ ctx: ApplicationContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/v1/proAccounts',
    {
      config: { access: 'user' },
      schema: {
        tags: ['pro-accounts'],
        summary: 'The companies the signed-in user is an active member of',
        security,
        querystring: ConnectionArgs.omit({ filterBy: true, orderBy: true }),
        response: {
          200: PartnerAccountConnection,
          400: ApiErrorBody,
          401: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    (request) => myCompanies(ctx, request.user, request.query),
  );

  app.post(
    '/api/v1/proAccounts',
    {
      config: { access: 'user' },
      schema: {
        tags: ['pro-accounts'],
        summary: 'Apply with a company: it waits for approval (PENDING), the caller owns it',
        description:
          'Mails every platform administrator. 409 ALREADY_REGISTERED when the caller already belongs to a company. ' +
          'With address checking on, 400 names the address fields the geocoder does not confirm, 503 when it cannot be asked.',
        security,
        body: CompanyApplication,
        response: {
          201: PartnerAccount,
          400: ApiErrorBody,
          401: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          503: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const company = await applyForCompany(ctx, request.user, request.body);
      return reply.code(201).send(company);
    },
  );

  app.post(
    '/api/v1/proAccounts/guest',
    {
      config: { access: 'user' },
      schema: {
        tags: ['pro-accounts'],
        summary: 'A guest account: a company not applied for yet (status null), the caller owns it',
        description:
          'For a signed-in user without a company; the portal then sends them to the application form, ' +
          'whose PUT /api/v1/proAccounts/{partnerAccountId} submits it. 409 ALREADY_REGISTERED when the caller already belongs to a company.',
        security,
        response: { 201: PartnerAccount, 401: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await createGuestAccount(ctx, request.user)),
  );

  app.put(
    '/api/v1/proAccounts/:partnerAccountId',
    {
      // Owners and admins edit the application before approval too (resubmitting it).
      config: { access: { partner: 'company:update', beforeApproval: true } },
      schema: {
        tags: ['pro-accounts'],
        summary:
          'Change the company application (owner or admin); a rejected one goes back to review',
        security,
        params: z.object({ partnerAccountId: z.uuid() }),
        body: CompanyApplication,
        response: {
          200: PartnerAccount,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
          503: ApiErrorBody,
        },
      },
    },
    (request) => updateCompanyApplication(ctx, membershipOf(request), request.body),
  );
};
