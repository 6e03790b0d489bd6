import {
  ApiErrorBody,
  FactoryProductQuery,
  Product,
  ProductConnection,
  ProductGroupList,
  ProductGroupQuery,
  ProductQuery,
  ProductV2Connection,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { security } from '../../../http/route-schemas';
import { listProducts, listProductsV2, productByFactory, productGroupList } from './service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const FILTERS =
  'Filters: sku (exact, any case), marketName (part of it, any case), featureType (products that partner service can run on). Ordered by market name, keyset-paged.';

// The provider's product catalogue (spec 001 §7.4): the same for every signed-in user.
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/core/products',
    {
      config: { access: 'user' },
      schema: {
        tags: ['core'],
        summary: 'Products of the catalogue, each with the ids of its product groups',
        description: FILTERS,
        security,
        querystring: ProductQuery,
        response: { 200: ProductConnection, ...errors },
      },
    },
    (request) => listProducts(app.db, request.query),
  );

  app.get(
    '/api/v2/core/products',
    {
      config: { access: 'user' },
      schema: {
        tags: ['core'],
        summary: 'Products of the catalogue, each with its product groups inline',
        description: `The same products, filters and paging as v1; v2 adds productGroups (id, name, featureType) to each product, so a client needs no second call to name them. ${FILTERS}`,
        security,
        querystring: ProductQuery,
        response: { 200: ProductV2Connection, ...errors },
      },
    },
    (request) => listProductsV2(app.db, request.query),
  );

  app.get(
    '/api/v1/core/products/factory',
    {
      config: { access: 'user' },
      schema: {
        tags: ['core'],
        summary: 'The product a factory model number (from a device label) belongs to',
        description: 'The model number matches in any case; 404 when no product has it.',
        security,
        querystring: FactoryProductQuery,
        response: { 200: Product, ...errors, 404: ApiErrorBody },
      },
    },
    (request) => productByFactory(app.db, request.query.factoryModelNumber),
  );

  app.get(
    '/api/v1/core/productGroups',
    {
      config: { access: 'user' },
      schema: {
        tags: ['core'],
        summary: 'Product groups, all or those of one partner service (featureType)',
        description:
          'In the catalogue order, by feature type; the portal shows them as device groups.',
        security,
        querystring: ProductGroupQuery,
        response: { 200: ProductGroupList, ...errors },
      },
    },
    (request) => productGroupList(app.db, request.query.featureType),
  );
};
