import { DeviceHandoffRequest, DeviceHandoffResult } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { HANDOFF_DESCRIPTION } from '../../../http/handoff';
import { errors, security } from '../../../http/route-schemas';
import { platformAdminOf } from '../../../plugins/auth';
import { handOffHome } from '../../../services/handoff';

// Device handoff by a platform administrator (spec 001 §7.4).
export const coreDeviceHandoffRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/api/v1/core/devices/handoff',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['core'],
        summary: "Hand a company's home with its devices over to another company",
        description: HANDOFF_DESCRIPTION,
        security,
        body: DeviceHandoffRequest,
        response: { 200: DeviceHandoffResult, ...errors },
      },
    },
    (request) => handOffHome(ctx, platformAdminOf(request), request.body),
  );
};
