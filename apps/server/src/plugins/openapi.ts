import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI 3.1 document is generated from the routes' zod schemas, so validation,
 * types and documentation cannot disagree. Served at /api/openapi.json, browsable at /api/docs.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Aeris Pro Portal API',
          version: '1.0.0',
          description:
            'The partner portal API: partner companies, employees, customers, homes, devices, ' +
            'alerts, branding and remote support. Every error answers ' +
            '`{ statusCode, error, message, reasonCode?, fields? }`.',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });

    app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, () =>
      app.swagger(),
    );
  },
  { name: 'openapi' },
);
