import { DeviceHandoffRequest, DeviceHandoffResult } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { HANDOFF_DESCRIPTION } from '../../../http/handoff';
import { errors, security } from '../../../http/route-schemas';
import { handOffAsMember } from './service';

// Device handoff by the giving company's owner or admin (spec 001 §4, §7.9).
export const handoffRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/v1/proAccounts/deviceHandoff',
    {
      // The company is in the body, so the membership is checked by the service.
      config: { access: 'user' },
      schema: {
        tags: ['pro-accounts'],
        summary: "Hand a customer's home with its devices over to another company",
        description: `The caller must be an active owner or admin of body.partnerAccountId (404 for a non-member, 403 for another role). ${HANDOFF_DESCRIPTION}`,
        security,
        body: DeviceHandoffRequest,
        response: { 200: DeviceHandoffResult, ...errors },
      },
    },
    (request) => handOffAsMember(ctx, request.user, request.body),
  );
};
