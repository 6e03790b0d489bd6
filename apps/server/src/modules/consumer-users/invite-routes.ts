import {
  ApiErrorBody,
  ConsumerInvite,
  ConsumerInviteRequest,
  ConsumerInviteUpdate,
  DeviceInviteAcceptance,
  DeviceInviteAccepted,
  PublicDeviceInvite,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errors as baseErrors, security } from '../../http/route-schemas';
import {
  changeConsumerInviteRole,
  createConsumerInvite,
  resendConsumerInvite,
} from '../../services/household-invites';
import { acceptDeviceInvite, publicDeviceInvite, rejectDeviceInvite } from './device-invites';
import { acceptUserInvite, rejectUserInvite } from './user-invites';

const InviteParams = z.object({ inviteId: z.uuid() });
const HomeParams = z.object({ consumerDeviceLocationId: z.uuid() });
const errors = { ...baseErrors, 409: ApiErrorBody };
const tags = ['consumer-users'];
const ANSWER_RULES =
  'An invite sent to another email address is 404, as an unknown one (409 INVITE_EMAIL_MISMATCH only with the mailed link’s token); 409 INVITE_ALREADY_COMPLETED when answered or expired.';

/** The public lookup answers anyone, so it gets a tighter limit than the API's. */
const PUBLIC_LOOKUP_LIMIT = { max: 60, timeWindow: 60_000 };

// Invites from the homeowner's side (spec 001 §7.11): answering a partner's invite to take
// a home over or a household's invite to join it, and inviting people to one's own home.
export const invitationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.put(
    '/api/v1/users/my/deviceInvites/:inviteId/accept',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Take over the home a partner invited the caller to',
        description:
          'The body is a JSON object, {} without a token. The token from the mail’s link verifies the email address; without one the account’s email must be verified (403). A token that is not the invite’s newest is 404. ' +
          'A home the partner pre-registered brings the caller into its household as ADMIN (409 ALREADY_REGISTERED when that household has members); ' +
          'otherwise the home goes into consumerAccountId (caller ADMIN), else the caller’s oldest household they administer, else a new one. ' +
          ANSWER_RULES,
        security,
        params: InviteParams,
        body: DeviceInviteAcceptance,
        response: { 200: DeviceInviteAccepted, ...errors },
      },
    },
    (request) => acceptDeviceInvite(ctx, request.user, request.params.inviteId, request.body),
  );

  app.put(
    '/api/v1/users/my/deviceInvites/:inviteId/reject',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Decline a partner’s invite to take a home over',
        description: `No verified email needed; a token given must be the invite’s newest (else 404). ${ANSWER_RULES}`,
        security,
        params: InviteParams,
        body: DeviceInviteAcceptance,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await rejectDeviceInvite(ctx, request.user, request.params.inviteId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/v1/users/my/userInvites/:inviteId/accept',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Join the household that invited the caller, with the role offered',
        description: `The account’s email must be verified (403). 409 ALREADY_REGISTERED for a member. ${ANSWER_RULES}`,
        security,
        params: InviteParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await acceptUserInvite(ctx, request.user, request.params.inviteId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/v1/users/my/userInvites/:inviteId/reject',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Decline a household’s invite',
        description: ANSWER_RULES,
        security,
        params: InviteParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await rejectUserInvite(ctx, request.user, request.params.inviteId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/public/deviceInvites/:token',
    {
      config: { access: 'public', rateLimit: PUBLIC_LOOKUP_LIMIT },
      schema: {
        tags,
        summary: 'What the page behind a device invite mail shows, by the link’s token',
        description:
          'Not in the catalogue: the catalogue has no token lookup for device invites, and the mail links {PUBLIC_URL}/home-app/invites/{token}, which carries a token, not the invite id. ' +
          'Answered and expired invites still answer (status, expired); an unknown or replaced token is 404. The token never reaches the logs.',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: {
          200: PublicDeviceInvite,
          400: ApiErrorBody,
          404: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    (request) => publicDeviceInvite(ctx, request.params.token),
  );

  app.post(
    '/api/v1/users/my/locations/:consumerDeviceLocationId/invites',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Invite someone by email to a home (its household’s admins)',
        description:
          'The invitee joins the home’s household. Mailed at once; 409 ALREADY_REGISTERED for a member, PENDING_INVITE_EXISTS for an open invite to the email in the household; 503 when the mail cannot be sent (kept UNSENT).',
        security,
        params: HomeParams,
        body: ConsumerInviteRequest,
        response: { 201: ConsumerInvite, ...errors, 503: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createConsumerInvite(
            ctx,
            request.user,
            { consumerLocationId: request.params.consumerDeviceLocationId },
            request.body,
          ),
        ),
  );

  app.put(
    '/api/v1/users/my/locations/:consumerDeviceLocationId/invites',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Change the role an open invite to the home offers',
        description: '409 INVITE_ALREADY_COMPLETED when it was answered.',
        security,
        params: HomeParams,
        body: ConsumerInviteUpdate,
        response: { 200: ConsumerInvite, ...errors },
      },
    },
    (request) =>
      changeConsumerInviteRole(
        ctx,
        request.user,
        { consumerLocationId: request.params.consumerDeviceLocationId },
        request.body,
      ),
  );

  app.put(
    '/api/v1/users/my/locations/:consumerDeviceLocationId/invites/:inviteId/resend',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Send an open invite to the home again, valid INVITE_TTL_DAYS from now',
        description: '409 INVITE_ALREADY_COMPLETED when it was answered.',
        security,
        params: HomeParams.extend({ inviteId: z.uuid() }),
        response: { 200: ConsumerInvite, ...errors, 503: ApiErrorBody },
      },
    },
    (request) =>
      resendConsumerInvite(
        ctx,
        request.user,
        { consumerLocationId: request.params.consumerDeviceLocationId },
        request.params.inviteId,
      ),
  );
};
