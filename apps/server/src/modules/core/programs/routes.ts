import {
  ApiErrorBody,
  PartnerProgramList,
  ProgramProduct,
  ProgramProductConnection,
  ProgramProductQuery,
  ProgramProductUpdate,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { security } from '../../../http/route-schemas';
import { changeProgramProduct, programList, programProduct, programProducts } from './service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const ProductParams = z.object({ partnerProgramProductId: z.uuid() });

// The partner programmes and the products the online store sells of them (spec 001 §7.4).
export const programRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/core/programs',
    {
      config: { access: 'user' },
      schema: {
        tags: ['core'],
        summary: 'The partner programmes: Homeowner App Branding and Pro Alerts',
        security,
        response: { 200: PartnerProgramList, ...errors },
      },
    },
    () => programList(app.db),
  );

  app.get(
    '/api/v1/core/programProducts',
    {
      config: { access: 'user' },
      schema: {
        tags: ['core'],
        summary: 'The products of the programmes on sale, by programme and SKU',
        description:
          'One SKU per programme, variation and billing cycle, with its price. includeInactive=true adds those no longer sold, for platform administrators (403 for others).',
        security,
        querystring: ProgramProductQuery,
        response: { 200: ProgramProductConnection, ...errors, 403: ApiErrorBody },
      },
    },
    (request) => programProducts(app.db, request.user, request.query),
  );

  app.get(
    '/api/v1/core/programProducts/:partnerProgramProductId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['core'],
        summary: 'A programme product, sold or not',
        security,
        params: ProductParams,
        response: { 200: ProgramProduct, ...errors, 404: ApiErrorBody },
      },
    },
    (request) => programProduct(app.db, request.params.partnerProgramProductId),
  );

  app.put(
    '/api/v1/core/programProducts/:partnerProgramProductId',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['core'],
        summary: 'Rename, reprice, stop or resume selling a programme product',
        description:
          'Platform administrators only. The fields sent change; the others stay. A product no longer sold (active false) keeps the enrollments made with it.',
        security,
        params: ProductParams,
        body: ProgramProductUpdate,
        response: { 200: ProgramProduct, ...errors, 403: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (request) => changeProgramProduct(app.db, request.params.partnerProgramProductId, request.body),
  );
};
