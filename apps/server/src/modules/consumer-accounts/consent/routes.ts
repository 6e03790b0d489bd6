import {
  ApiErrorBody,
  ConsumerDeviceService,
  ConsumerDeviceServiceList,
  ConsumerServicesDecision,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { homeownerId } from '../../../http/homeowner';
import { errors, HouseholdParams, security } from '../../../http/route-schemas';
import type { Decision } from './repository';
import { answerServices } from './service';

const tags = ['consumer-accounts'];
const ANSWERS = { accept: 'ACCEPTED', reject: 'REJECTED' } as const satisfies Record<
  string,
  Decision
>;
const RULES =
  'Household members and admins answer (guests 403). 409 INVITE_ALREADY_COMPLETED (the nearest reason code: there is none for consent) when a request was already accepted or rejected. Each partner whose remote-access request was answered gets a live REMOTE_ACCESS notification.';

// The homeowner's consent to partners' service requests (spec 001 §4): one at a time, or a
// batch that is answered all or nothing.
export const consentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const [action, decision] of Object.entries(ANSWERS)) {
    app.put(
      `/api/v1/accounts/:consumerAccountId/devices/:deviceId/services/:partnerDeviceServiceId/${action}`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: `${action === 'accept' ? 'Accept' : 'Reject'} a partner's service request on a device`,
          description: `A request on a device outside the household's homes is not found (404). ${RULES}`,
          security,
          params: HouseholdParams.extend({ deviceId: z.uuid(), partnerDeviceServiceId: z.uuid() }),
          response: { 200: ConsumerDeviceService, ...errors, 409: ApiErrorBody },
        },
      },
      async (request) => {
        const { consumerAccountId, deviceId, partnerDeviceServiceId } = request.params;
        const [answered] = await answerServices(
          ctx,
          await homeownerId(ctx, request),
          consumerAccountId,
          [partnerDeviceServiceId],
          decision,
          deviceId,
        );
        if (!answered) throw new Error('answered service missing');
        return answered;
      },
    );

    app.put(
      `/api/v1/accounts/:consumerAccountId/services/${action}`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: `${action === 'accept' ? 'Accept' : 'Reject'} several service requests at once`,
          description: `All or nothing: an id unknown to the household is 404 naming it, one already answered 409, and then nothing changes. ${RULES}`,
          security,
          params: HouseholdParams,
          body: ConsumerServicesDecision,
          response: { 200: ConsumerDeviceServiceList, ...errors, 409: ApiErrorBody },
        },
      },
      async (request) => ({
        nodes: await answerServices(
          ctx,
          await homeownerId(ctx, request),
          request.params.consumerAccountId,
          request.body.partnerDeviceServiceIds,
          decision,
        ),
      }),
    );
  }
};
