import { ApiErrorBody, CompanyMatches, CompanyMatchQuery } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { security } from '../../http/route-schemas';
import { productRoutes } from './products/routes';
import { programRoutes } from './programs/routes';
import { findCompanyMatches } from './service';

export const coreRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(productRoutes);
  await app.register(programRoutes);

  app.post(
    '/api/v1/core/findCompanyMatches',
    {
      config: { access: 'user' },
      schema: {
        tags: ['core'],
        summary: 'Approved or pending companies that may be the one entered (at most 10)',
        description:
          'A match has the same name (case and punctuation aside, either containing the other), the same phone, or the same zip and a similar name.',
        security,
        body: CompanyMatchQuery,
        response: { 200: CompanyMatches, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    (request) => findCompanyMatches(app.db, request.body),
  );
};
