import {
  AddRequest,
  AddRequestAccept,
  AddRequestConnection,
  ApiErrorBody,
  ConnectionArgs,
  ProNotificationConnection,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { CompanyParams, errors, security } from '../../../http/route-schemas';
import { membershipOf, partnerCallerOf } from '../../../plugins/auth';
import { companyAddRequests, decideAddRequest, notificationsOf } from './service';

const RequestParams = CompanyParams.extend({ inviteId: z.uuid() });
const Paging = ConnectionArgs.omit({ orderBy: true });

// Join requests as the company sees them (spec 001 §7.9) and the header's bell.
export const addRequestsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/v1/proAccounts/:partnerAccountId/addRequests',
    {
      config: { access: { partner: 'employees:manage' } },
      schema: {
        tags: ['pro-accounts'],
        summary: 'Requests to join the company, newest first; filterBy an InviteStatus',
        security,
        params: CompanyParams,
        querystring: Paging,
        response: { 200: AddRequestConnection, ...errors },
      },
    },
    (request) => companyAddRequests(ctx, membershipOf(request), request.query),
  );

  app.put(
    '/api/v1/proAccounts/:partnerAccountId/addRequests/:inviteId/accept',
    {
      config: { access: { partner: 'employees:manage' } },
      schema: {
        tags: ['pro-accounts'],
        summary:
          'Accept a join request: the requester becomes an ACTIVE member (MEMBER by default)',
        description:
          'Mails the requester. 409 INVITE_ALREADY_COMPLETED when already decided, ALREADY_REGISTERED when they joined a company since.',
        security,
        params: RequestParams,
        body: AddRequestAccept.nullish(),
        response: { 200: AddRequest, ...errors, 409: ApiErrorBody },
      },
    },
    (request) =>
      decideAddRequest(ctx, partnerCallerOf(request), request.params.inviteId, {
        status: 'ACCEPTED',
        roles: request.body?.roles ?? ['MEMBER'],
      }),
  );

  app.put(
    '/api/v1/proAccounts/:partnerAccountId/addRequests/:inviteId/reject',
    {
      config: { access: { partner: 'employees:manage' } },
      schema: {
        tags: ['pro-accounts'],
        summary: 'Reject a join request; mails the requester',
        description: '409 INVITE_ALREADY_COMPLETED when already decided.',
        security,
        params: RequestParams,
        response: { 200: AddRequest, ...errors, 409: ApiErrorBody },
      },
    },
    (request) =>
      decideAddRequest(ctx, partnerCallerOf(request), request.params.inviteId, {
        status: 'REJECTED',
      }),
  );

  app.get(
    '/api/v1/proAccounts/:partnerAccountId/notifications',
    {
      // Every member's header asks, also before approval; only owners and admins get items.
      config: { access: { partner: 'company:read', beforeApproval: true } },
      schema: {
        tags: ['pro-accounts'],
        summary:
          "The bell: open join requests (owners and admins), answers to remote-access requests (customers:read) and the company's device alerts until dismissed (alerts:read)",
        security,
        params: CompanyParams,
        querystring: Paging.omit({ filterBy: true }),
        response: { 200: ProNotificationConnection, ...errors },
      },
    },
    (request) => notificationsOf(ctx, partnerCallerOf(request), request.query),
  );
};
