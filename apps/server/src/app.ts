import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { Database } from '@portal/db';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { DestinationStream } from 'pino';
import { requireAccessDeclarations } from './access';
import type { Config } from './config';
import { loggerOptions } from './logger';
import { healthRoutes } from './modules/health/routes';
import { logsRoutes } from './modules/logs/routes';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { staticWebPlugin } from './plugins/static-web';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export type AppDependencies = {
  config: Config;
  database: { db: Database; pool: pg.Pool };
  /** Where logs go; stdout when unset. Tests pass a stream to read them. */
  logStream?: DestinationStream;
};

/**
 * Builds the whole server in DESIGN.md's plugin order: security headers, compression, error handling,
 * the OpenAPI generator (which must see every route), our routes (each declaring who may
 * call it, rate limited), then the portal's static files with the history fallback and
 * the JSON 404 for everything else.
 */
export async function buildApp({
  config,
  database,
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { ...loggerOptions(config), ...(logStream ? { stream: logStream } : {}) },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The portal runs on plain http on localhost; HSTS belongs to the TLS terminator.
    strictTransportSecurity: config.isProduction,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(errorsPlugin);
  await app.register(openapiPlugin);

  await app.register(async (routes) => {
    requireAccessDeclarations(routes);
    await routes.register(rateLimitPlugin, { config, pool: database.pool });
    await routes.register(healthRoutes);
    await routes.register(logsRoutes);
  });

  await app.register(staticWebPlugin, { webDist: config.webDist });
  return app;
}
