import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { uploadTokenSchema } from '../../http/upload-token';
import { issueUploadToken } from '../../services/logo-uploads';

// The signed-in pro's logo upload parameters (spec 001 §7.10 tokens/imagekit); the company is
// in the query, not the path, so the service checks the membership.
export const proUserUploadTokenRoutes: FastifyPluginAsyncZod<{
  ctx: Pick<AppContext, 'db'>;
}> = async (app, { ctx }) => {
  app.get(
    '/api/v1/proUsers/my/tokens/imagekit',
    { config: { access: 'user' }, schema: uploadTokenSchema('pro-users') },
    (request) => issueUploadToken(ctx.db, request.user, request.query.partnerAccountId),
  );
};
