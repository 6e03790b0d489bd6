import { ApiErrorBody, DeviceHandoffRequest, DeviceHandoffResult } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { handOffAsMember } from './service';

/** What every handoff route says about its answers; the routes differ only in who may call. */
export const HANDOFF_DESCRIPTION =
  "The receiving company gets a copy of the customer with the home and its devices; the giving company's open service requests on them end and the home's open invites close; the receiving company's owners and admins are mailed a link to the customer. 400 on body.targetPartnerAccountId when the receiving company is the giving one, not active, or in the EMEA market; 404 for an unknown home or receiving company.";

export const handoffErrors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
};

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
        security: [{ bearerAuth: [] }],
        body: DeviceHandoffRequest,
        response: { 200: DeviceHandoffResult, ...handoffErrors },
      },
    },
    (request) => handOffAsMember(ctx, request.user, request.body),
  );
};
