import { ApiErrorBody, DeviceInvite, DeviceInviteRequest } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { CompanyParams, errors, security } from '../../../http/route-schemas';
import { partnerCallerOf } from '../../../plugins/auth';
import { resendDeviceInvite } from '../../../services/homeowner-invites';
import { createDeviceInvite } from './service';

const tags = ['pro-accounts'];

// Invites to homeowners to take their homes over in the homeowner app (spec 001 §4, §7.9).
export const deviceInvitesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/api/v1/proAccounts/:partnerAccountId/deviceInvites',
    {
      config: { access: { partner: 'customers:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'Invite the homeowner by mail to take a home over',
        description:
          'The mail links {PUBLIC_URL}/home-app/invites/{token}, valid for INVITE_TTL_DAYS. 409 PENDING_INVITE_EXISTS for an open invite for the home, ALREADY_REGISTERED when the homeowner has it already; 503 when the mail cannot be sent (the invite is kept).',
        security,
        params: CompanyParams,
        body: DeviceInviteRequest,
        response: { 201: DeviceInvite, ...errors, 409: ApiErrorBody, 503: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDeviceInvite(ctx, partnerCallerOf(request), request.body)),
  );

  app.put(
    '/api/v1/proAccounts/:partnerAccountId/deviceInvites/:inviteId/send',
    {
      config: { access: { partner: 'customers:manage', market: 'customerAccounts' } },
      schema: {
        tags,
        summary: 'Send an open invite again with a new link, valid from now',
        description: '409 INVITE_ALREADY_COMPLETED when it is no longer PENDING.',
        security,
        params: CompanyParams.extend({ inviteId: z.uuid() }),
        response: { 200: DeviceInvite, ...errors, 409: ApiErrorBody, 503: ApiErrorBody },
      },
    },
    (request) => resendDeviceInvite(ctx, partnerCallerOf(request), request.params.inviteId),
  );
};
