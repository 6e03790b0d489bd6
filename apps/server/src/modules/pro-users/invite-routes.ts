import {
  AddRequest,
  AddRequestConnection,
  AddRequestCreate,
  ApiErrorBody,
  ConnectionArgs,
  PublicInvitation,
  PublicInvite,
  Viewer,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { security } from '../../http/route-schemas';
import { createAddRequest, myAddRequests } from '../../services/add-requests';
import { acceptInvite } from './invite-acceptance';
import { publicInvitation, publicInvite } from './invite-lookup';

/** The public lookups answer anyone, so they get a tighter limit than the API's. */
const PUBLIC_LOOKUP_LIMIT = { max: 60, timeWindow: 60_000 };

// The invitee's and the requester's side (spec 001 §7.10): accept an invite, look one up
// before signing in, ask a company to join and follow one's own requests.
export const inviteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.put(
    '/api/v1/proUsers/my/employeeInvites/:inviteId/accept',
    {
      config: { access: 'user' },
      schema: {
        tags: ['pro-users'],
        summary: 'Accept an employee invite: join its company with its roles; answers the viewer',
        description:
          '404 for an unknown or cancelled invite. 409: INVITE_ALREADY_COMPLETED, expired (no reason code), INVITE_EMAIL_MISMATCH, ' +
          'USER_IS_COMPANY_OWNER_OR_ADMIN (owner or admin of another company), ALREADY_REGISTERED (already a member). ' +
          'A plain member of another company leaves it. An email invite also verifies that email address.',
        security,
        params: z.object({ inviteId: z.uuid() }),
        response: {
          200: Viewer,
          400: ApiErrorBody,
          401: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    (request) => acceptInvite(ctx, request.user, request.params.inviteId),
  );

  app.get(
    '/api/v1/public/invitations/:inviteId',
    {
      config: { access: 'public', rateLimit: PUBLIC_LOOKUP_LIMIT },
      schema: {
        tags: ['pro-users'],
        summary: 'Whether an invite exists and until when it is valid',
        params: z.object({ inviteId: z.uuid() }),
        response: {
          200: PublicInvitation,
          400: ApiErrorBody,
          404: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    (request) => publicInvitation(ctx, request.params.inviteId),
  );

  app.get(
    '/api/v1/public/invites/:inviteIdentifier',
    {
      config: { access: 'public', rateLimit: PUBLIC_LOOKUP_LIMIT },
      schema: {
        tags: ['pro-users'],
        summary: 'What the invite page shows, by invite token or bare invite id',
        description:
          'Only the token’s invite id is trusted: a token whose email or company differ from the invite, or that cannot be read, answers 400 and is logged. ' +
          'Unknown and cancelled invites answer 404.',
        params: z.object({ inviteIdentifier: z.string().min(1).max(2000) }),
        response: { 200: PublicInvite, 400: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    (request) => publicInvite(ctx, request.params.inviteIdentifier),
  );

  app.post(
    '/api/v1/proUsers/my/addRequests',
    {
      config: { access: 'user' },
      schema: {
        tags: ['pro-users'],
        summary: 'Ask an approved company to join it; mails its owners and admins',
        description:
          '404 for a company that is not approved. 409 ALREADY_REGISTERED when the caller belongs to a company, PENDING_INVITE_EXISTS while a request of theirs is open.',
        security,
        body: AddRequestCreate,
        response: {
          201: AddRequest,
          400: ApiErrorBody,
          401: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createAddRequest(ctx, request.user, request.body.partnerAccountId)),
  );

  app.get(
    '/api/v1/proUsers/my/addRequests',
    {
      config: { access: 'user' },
      schema: {
        tags: ['pro-users'],
        summary: "The caller's join requests, newest first",
        security,
        querystring: ConnectionArgs.omit({ filterBy: true, orderBy: true }),
        response: {
          200: AddRequestConnection,
          400: ApiErrorBody,
          401: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    (request) => myAddRequests(ctx, request.user, request.query),
  );
};
