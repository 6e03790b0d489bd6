import { ApiErrorBody, ConsentDetails, ConsentDetailsRequest } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { security } from '../../../http/route-schemas';
import { membershipOf } from '../../../plugins/auth';
import { consentDetails } from './service';

// The homeowners' answers to the company's remote-access requests (spec 000 §3, 001 §7.9).
export const consentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.put(
    '/api/v1/proAccounts/:partnerAccountId/consentDetails',
    {
      config: { access: { partner: 'customers:read', market: 'customerAccounts' } },
      schema: {
        tags: ['pro-accounts'],
        summary: "The homeowner's answer to the latest remote-access request on each device",
        description:
          "In the order asked; a device without a request is left out. 404 names a device that is not the company's.",
        security,
        params: z.object({ partnerAccountId: z.uuid() }),
        body: ConsentDetailsRequest,
        response: {
          200: ConsentDetails,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    (request) => consentDetails(ctx, membershipOf(request), request.body),
  );
};
