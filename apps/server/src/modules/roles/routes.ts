import { ApiErrorBody, RolePermissions } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { security } from '../../http/route-schemas';
import { rolePermissionsOf } from './service';

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/roles/rolePermissions',
    {
      config: { access: 'user' },
      schema: {
        tags: ['roles'],
        summary: "The signed-in user's role context, roles and permissions, and the role matrix",
        security,
        response: { 200: RolePermissions, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (request) => rolePermissionsOf(app.db, request.user),
  );
};
