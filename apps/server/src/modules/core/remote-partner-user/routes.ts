import { ApiErrorBody, MacAddress, RemotePartnerUser } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { homeownerId } from '../../../http/homeowner';
import { security } from '../../../http/route-schemas';
import { remotePartnerUser } from '../../../services/household-sessions';

// Who works on a device remotely right now (issue 17, spec 001 §7.4).
export const remotePartnerUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/v1/core/devices/:macAddress/remotePartnerUser',
    {
      config: { access: 'user' },
      schema: {
        tags: ['core'],
        summary: 'The device’s open remote session and the technician working in it',
        description:
          'session is the open session on the device (pending, approved or in progress; one past its end time is ended as Expired first), null without one; partnerUser is the technician in it while it is InProgress, else null. For the household whose home holds the device (any role) and the active members of the company holding it; 404 for anyone else, as for a missing device.',
        security,
        params: z.object({ macAddress: MacAddress }),
        response: {
          200: RemotePartnerUser,
          400: ApiErrorBody,
          401: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    async (request) =>
      remotePartnerUser(ctx, await homeownerId(ctx, request), request.params.macAddress),
  );
};
