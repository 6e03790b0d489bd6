import {
  ApiErrorBody,
  ConnectionArgs,
  EmployeeInvite,
  EmployeeInviteConnection,
  EmployeeInviteRequest,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { CompanyParams, errors, security } from '../../../http/route-schemas';
import { membershipOf, partnerCallerOf } from '../../../plugins/auth';
import { cancelInvite, createInvite, listInvites, resendInvite } from './service';

const InviteParams = CompanyParams.extend({ inviteId: z.uuid() });

// Employee invites (spec 001 §7.9), owners and admins only: invite, list, resend, cancel.
export const employeeInvitesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/api/v1/proAccounts/:partnerAccountId/employeeInvites',
    {
      config: { access: { partner: 'employees:manage' } },
      schema: {
        tags: ['pro-accounts'],
        summary: 'Invite someone by email or SMS; the invite is sent at once',
        description:
          'The link is {PUBLIC_URL}/sign-up?invite={token} (&phoneNumber={e164} for SMS); it expires after INVITE_TTL_DAYS. ' +
          '409 PENDING_INVITE_EXISTS for an open invite to the same address, ALREADY_REGISTERED when the email already belongs to an employee. ' +
          '503 when the mail or SMS cannot be sent (the invite is kept; send it again).',
        security,
        params: CompanyParams,
        body: EmployeeInviteRequest,
        response: { 201: EmployeeInvite, ...errors, 409: ApiErrorBody, 503: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createInvite(ctx, partnerCallerOf(request), request.body)),
  );

  app.get(
    '/api/v1/proAccounts/:partnerAccountId/employeeInvites',
    {
      config: { access: { partner: 'employees:manage' } },
      schema: {
        tags: ['pro-accounts'],
        summary: "The company's invites, newest first; filterBy an InviteStatus",
        description: 'Cancelled invites have status REJECTED.',
        security,
        params: CompanyParams,
        querystring: ConnectionArgs.omit({ orderBy: true }),
        response: { 200: EmployeeInviteConnection, ...errors },
      },
    },
    (request) => listInvites(ctx, membershipOf(request), request.query),
  );

  app.put(
    '/api/v1/proAccounts/:partnerAccountId/employeeInvites/:inviteId/send',
    {
      config: { access: { partner: 'employees:manage' } },
      schema: {
        tags: ['pro-accounts'],
        summary: 'Send an open invite again, valid for a new lifetime from now',
        description: '409 INVITE_ALREADY_COMPLETED when it was accepted or cancelled.',
        security,
        params: InviteParams,
        response: { 200: EmployeeInvite, ...errors, 409: ApiErrorBody, 503: ApiErrorBody },
      },
    },
    (request) => resendInvite(ctx, partnerCallerOf(request), request.params.inviteId),
  );

  app.delete(
    '/api/v1/proAccounts/:partnerAccountId/employeeInvites/:inviteId',
    {
      config: { access: { partner: 'employees:manage' } },
      schema: {
        tags: ['pro-accounts'],
        summary: 'Cancel an invite: it is kept with status REJECTED and its link stops working',
        description: '409 INVITE_ALREADY_COMPLETED when it was accepted.',
        security,
        params: InviteParams,
        response: { 204: z.null(), ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      await cancelInvite(ctx, membershipOf(request), request.params.inviteId);
      return reply.code(204).send(null);
    },
  );
};
