import { ApiErrorBody } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { security } from '../../../http/route-schemas';
import { deleteConsumerUser } from '../../../services/consumer-user-deletion';

// Platform administrators delete a homeowner's account (spec 001 §7.4), on the same terms as
// the homeowner deleting it themselves (DELETE /users/my).
export const coreConsumerUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/v1/core/consumerUsers/:consumerUserId',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['core'],
        summary: 'Delete a user for good (platform administrators)',
        description:
          'As DELETE /users/my: households the user is alone in go with their homes; 409 USER_IS_DEVICE_ADMIN for the only admin of a household others belong to, ' +
          'USER_IS_COMPANY_OWNER_OR_ADMIN for an owner or admin of a partner company; nothing changes then. 404 for an unknown user.',
        security,
        params: z.object({ consumerUserId: z.uuid() }),
        response: {
          204: z.null(),
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      await deleteConsumerUser(app.db, request.params.consumerUserId);
      return reply.code(204).send(null);
    },
  );
};
