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
import type { IdentityContext } from './identity/context';
import { KeyStore } from './identity/keys';
import { identityPlugin } from './identity/plugin';
import { loggerOptions } from './logger';
import { devMailRoutes } from './modules/dev-mail/routes';
import { healthRoutes } from './modules/health/routes';
import { logsRoutes } from './modules/logs/routes';
import { proUsersRoutes } from './modules/pro-users/routes';
import { authPlugin, createTokenVerifier } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { mailPlugin } from './plugins/mail';
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
  await app.register(mailPlugin, { config });

  // The embedded identity service's signing keys live in the database (server.ts makes the
  // first at start; a key is made on first use otherwise).
  const keys = new KeyStore(database.db);
  const identity: IdentityContext = {
    db: database.db,
    config,
    keys,
    mailer: app.mailer,
    log: app.log,
  };

  await app.register(async (routes) => {
    requireAccessDeclarations(routes);
    await routes.register(rateLimitPlugin, { config, pool: database.pool });
    await routes.register(authPlugin, { verify: createTokenVerifier(config.auth, keys) });
    await routes.register(healthRoutes);
    await routes.register(logsRoutes);
    await routes.register(identityPlugin, { ctx: identity, prefix: '/auth' });
    await routes.register(proUsersRoutes, { ctx: identity });
    if (!config.isProduction) await routes.register(devMailRoutes);
  });

  await app.register(staticWebPlugin, { webDist: config.webDist });
  return app;
}
