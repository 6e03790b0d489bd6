import { ApiErrorBody, ConsumerInvite, ConsumerInviteRequest } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { errors as baseErrors, HouseholdParams, security } from '../../../http/route-schemas';
import {
  cancelConsumerInvite,
  createConsumerInvite,
  resendConsumerInvite,
} from '../../../services/household-invites';

const InviteParams = HouseholdParams.extend({ inviteId: z.uuid() });
const errors = { ...baseErrors, 409: ApiErrorBody };
const tags = ['consumer-accounts'];

// Invites on a consumer account (spec 001 §4, §7.8): a household's admins invite people by
// email to join it, send an open invite again and cancel it.
export const consumerInvitesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/api/v1/accounts/:consumerAccountId/invites',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Invite someone by email to join the household (household admins)',
        description:
          'Mailed at once in the inviter’s language, linking {PUBLIC_URL}/home-app/invites; valid INVITE_TTL_DAYS. ' +
          '409 ALREADY_REGISTERED for a member, PENDING_INVITE_EXISTS for an open invite to the email; 503 when the mail cannot be sent (the invite is kept, UNSENT).',
        security,
        params: HouseholdParams,
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
            { consumerAccountId: request.params.consumerAccountId },
            request.body,
          ),
        ),
  );

  app.put(
    '/api/v1/accounts/:consumerAccountId/invites/:inviteId/send',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Send an open invite again, valid INVITE_TTL_DAYS from now',
        description: '409 INVITE_ALREADY_COMPLETED when it was answered.',
        security,
        params: InviteParams,
        response: { 200: ConsumerInvite, ...errors, 503: ApiErrorBody },
      },
    },
    (request) =>
      resendConsumerInvite(
        ctx,
        request.user,
        { consumerAccountId: request.params.consumerAccountId },
        request.params.inviteId,
      ),
  );

  app.put(
    '/api/v1/accounts/:consumerAccountId/invites/:inviteId/cancel',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Cancel an open invite (it is deleted)',
        description: '409 INVITE_ALREADY_COMPLETED when it was answered.',
        security,
        params: InviteParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await cancelConsumerInvite(
        ctx,
        request.user,
        { consumerAccountId: request.params.consumerAccountId },
        request.params.inviteId,
      );
      return reply.code(204).send(null);
    },
  );
};
