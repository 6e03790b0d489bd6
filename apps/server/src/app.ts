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
import { createTokenVerifier } from './access-token';
import { type Config, trustProxyOption } from './config';
import type { AppContext } from './context';
import { createGeocoder } from './geocoding';
import type { IdentityContext } from './identity/context';
import { KeyStore } from './identity/keys';
import { identityPlugin } from './identity/plugin';
import { alertJobs } from './jobs/alert-jobs';
import { dataRequestJob } from './jobs/data-request-job';
import { expiredRowsSweep } from './jobs/expired-rows-sweep';
import { remoteSessionExpiry } from './jobs/remote-session-expiry';
import { serviceApplicationJob } from './jobs/service-application';
import { loggerOptions } from './logger';
import { agreementsRoutes } from './modules/agreements/routes';
import { cdmRoutes } from './modules/cdm/routes';
import { companiesRoutes } from './modules/companies/routes';
import { consumerInvitesRoutes } from './modules/consumer-accounts/invites/routes';
import { consumerAccountsRoutes } from './modules/consumer-accounts/routes';
import { householdSessionsRoutes } from './modules/consumer-accounts/sessions/routes';
import { consumerUsersRoutes } from './modules/consumer-users/routes';
import { consumerHomesRoutes } from './modules/core/consumer-homes/routes';
import { coreConsumerUsersRoutes } from './modules/core/consumer-users/routes';
import { coreDeviceHandoffRoutes } from './modules/core/device-handoff/routes';
import { coreDeviceResetRoutes } from './modules/core/device-reset/routes';
import { coreDevicesRoutes } from './modules/core/devices/routes';
import { logoRoutes } from './modules/core/logos/routes';
import { remotePartnerUserRoutes } from './modules/core/remote-partner-user/routes';
import { coreRoutes } from './modules/core/routes';
import { deviceControlRoutes } from './modules/devices/routes';
import { downloadsRoutes } from './modules/downloads/routes';
import { featureFlagsRoutes } from './modules/feature-flags/routes';
import { graphqlRoutes } from './modules/graphql/routes';
import { healthRoutes } from './modules/health/routes';
import { logsRoutes } from './modules/logs/routes';
import { addRequestsRoutes } from './modules/pro-accounts/add-requests/routes';
import { alertProfileRoutes } from './modules/pro-accounts/alert-profile/routes';
import { alertsRoutes } from './modules/pro-accounts/alerts/routes';
import { associatesRoutes } from './modules/pro-accounts/associates/routes';
import { brandProfileRoutes } from './modules/pro-accounts/brand-profile/routes';
import { consentRoutes } from './modules/pro-accounts/consent/routes';
import { customersRoutes } from './modules/pro-accounts/customers/routes';
import { deviceInvitesRoutes } from './modules/pro-accounts/device-invites/routes';
import { devicesRoutes } from './modules/pro-accounts/devices/routes';
import { employeeInvitesRoutes } from './modules/pro-accounts/employee-invites/routes';
import { employeesRoutes } from './modules/pro-accounts/employees/routes';
import { handoffRoutes } from './modules/pro-accounts/handoff/routes';
import { insightsRoutes } from './modules/pro-accounts/insights/routes';
import { isuRoutes } from './modules/pro-accounts/isu/routes';
import { locationsRoutes } from './modules/pro-accounts/locations/routes';
import { preRegistrationRoutes } from './modules/pro-accounts/pre-registration/routes';
import { remoteSessionsRoutes } from './modules/pro-accounts/remote-sessions/routes';
import { proAccountsRoutes } from './modules/pro-accounts/routes';
import { servicesRoutes } from './modules/pro-accounts/services/routes';
import { inviteRoutes } from './modules/pro-users/invite-routes';
import { proUsersRoutes } from './modules/pro-users/routes';
import { proUserUploadTokenRoutes } from './modules/pro-users/upload-token-routes';
import { reportsRoutes } from './modules/reports/routes';
import { rolesRoutes } from './modules/roles/routes';
import { storeRoutes } from './modules/store/routes';
import { authPlugin } from './plugins/auth';
import { callerCachePlugin } from './plugins/caller-cache';
import { devToolsPlugin } from './plugins/dev-tools';
import { errorsPlugin } from './plugins/errors';
import { filesPlugin } from './plugins/files';
import { idempotencyPlugin } from './plugins/idempotency';
import { inputGuardPlugin } from './plugins/input-guard';
import { jobsPlugin } from './plugins/jobs';
import { mailPlugin } from './plugins/mail';
import { mqttPlugin } from './plugins/mqtt';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin, SharedRateCounters } from './plugins/rate-limit';
import { realtimePlugin, realtimeRoutes } from './plugins/realtime';
import { smsPlugin } from './plugins/sms';
import { staticWebPlugin } from './plugins/static-web';
import { createDeviceCommands } from './telemetry/device-commands';
import { createAlertEngine } from './telemetry/engine';
import { simulatorPlugin } from './telemetry/simulator/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** `ws://host` for an http portal, `wss://host` for an https one. */
function webSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

export type AppDependencies = {
  config: Config;
  database: { db: Database; pool: pg.Pool };
  /** Where logs go; stdout when unset. Tests pass a stream to read them. */
  logStream?: DestinationStream;
};

/**
 * Builds the whole server in DESIGN.md's plugin order: security headers, compression, error handling,
 * the OpenAPI generator (which must see every route), the realtime hub and its LISTEN
 * connection, our routes (each declaring who may call it, rate limited), then the portal's
 * static files with the history fallback and the JSON 404 for everything else.
 */
export async function buildApp({
  config,
  database,
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { ...loggerOptions(config), ...(logStream ? { stream: logStream } : {}) },
    bodyLimit: config.bodyLimitBytes,
    // Invite tokens travel as a path parameter (GET /api/v1/public/invites/{inviteIdentifier}):
    // base64 of an id, an email and a company name runs well past Fastify's default of 100.
    routerOptions: { maxParamLength: 1000 },
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('rateLimitCounters', new SharedRateCounters(database.pool, config.rateLimit.syncMs));

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The realtime hub's WebSocket, on the portal's own origin only.
        connectSrc: ["'self'", webSocketOrigin(config.publicUrl)],
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
  // Answers carry personal data and tokens, errors included: no cache may keep them. The
  // portal's static files say their own caching (plugins/static-web.ts) and replace this.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(errorsPlugin);
  await app.register(openapiPlugin);
  await app.register(mailPlugin, { config });
  await app.register(smsPlugin, { config });
  await app.register(jobsPlugin, { pool: database.pool });
  await app.register(expiredRowsSweep);
  await app.register(remoteSessionExpiry);
  await app.register(filesPlugin, { config: config.files });

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
  // Said once at start, so that an operator sees the address check of spec 000 §5 is off.
  const geocoder = createGeocoder(config.geocoding);
  if (!geocoder) {
    app.log.warn('GEOCODING_API_KEY is not set: company addresses are not verified');
  }
  const deviceCommands = createDeviceCommands({
    // app.mqtt is decorated by the MQTT plugin below; a command is only sent once it is.
    publish: (topic, payload) => app.mqtt.publish(topic, payload),
    timeoutMs: config.mqtt.replyTimeoutMs,
    log: app.log,
  });
  app.decorate('deviceCommands', deviceCommands);
  const ctx: AppContext = {
    db: database.db,
    config,
    mailer: app.mailer,
    sms: app.sms,
    jobs: app.jobs,
    log: app.log,
    deviceCommands,
  };
  await app.register(serviceApplicationJob, { ctx });
  await app.register(alertJobs, { ctx });
  await app.register(dataRequestJob, { ctx });
  await app.register(mqttPlugin, {
    config,
    evaluate: createAlertEngine(ctx),
    onReply: deviceCommands.receive,
  });
  await app.register(simulatorPlugin, { config });
  const verifyToken = createTokenVerifier(config.auth, keys);
  await app.register(realtimePlugin, { pool: database.pool, verify: verifyToken });
  await app.register(callerCachePlugin, { pool: database.pool });

  await app.register(async (routes) => {
    requireAccessDeclarations(routes);
    await routes.register(rateLimitPlugin, { config, counters: app.rateLimitCounters });
    await routes.register(inputGuardPlugin);
    await routes.register(authPlugin, { verify: verifyToken, callers: app.callerCache });
    await routes.register(idempotencyPlugin, { db: database.db });
    await routes.register(healthRoutes);
    await routes.register(logsRoutes);
    await routes.register(identityPlugin, { ctx: identity, prefix: '/auth' });
    await routes.register(proUsersRoutes, { ctx: identity });
    await routes.register(graphqlRoutes, { ctx });
    await routes.register(proUserUploadTokenRoutes, { ctx });
    await routes.register(agreementsRoutes);
    await routes.register(proAccountsRoutes, { ctx: { ...ctx, geocoder } });
    await routes.register(customersRoutes, { ctx: { ...ctx, geocoder } });
    await routes.register(locationsRoutes, { ctx: { ...ctx, geocoder } });
    await routes.register(devicesRoutes, { ctx });
    await routes.register(servicesRoutes, { ctx });
    await routes.register(remoteSessionsRoutes, { ctx });
    await routes.register(householdSessionsRoutes, { ctx });
    await routes.register(remotePartnerUserRoutes, { ctx });
    await routes.register(alertProfileRoutes, { ctx });
    await routes.register(alertsRoutes, { ctx });
    await routes.register(brandProfileRoutes, { ctx });
    await routes.register(insightsRoutes, { ctx });
    await routes.register(associatesRoutes, { ctx });
    await routes.register(deviceInvitesRoutes, { ctx });
    await routes.register(preRegistrationRoutes, { ctx });
    await routes.register(consentRoutes, { ctx });
    await routes.register(handoffRoutes, { ctx });
    await routes.register(employeesRoutes, { ctx });
    await routes.register(employeeInvitesRoutes, { ctx });
    await routes.register(addRequestsRoutes, { ctx });
    await routes.register(inviteRoutes, { ctx });
    await routes.register(rolesRoutes);
    await routes.register(coreRoutes);
    await routes.register(logoRoutes, { ctx });
    await routes.register(consumerHomesRoutes, { ctx });
    await routes.register(consumerAccountsRoutes, { ctx: { ...ctx, geocoder } });
    await routes.register(coreConsumerUsersRoutes);
    await routes.register(consumerUsersRoutes, { ctx });
    await routes.register(consumerInvitesRoutes, { ctx });
    await routes.register(reportsRoutes, { ctx });
    await routes.register(coreDevicesRoutes, { ctx });
    await routes.register(coreDeviceHandoffRoutes, { ctx });
    await routes.register(coreDeviceResetRoutes, { ctx });
    await routes.register(cdmRoutes, { ctx });
    await routes.register(deviceControlRoutes, { ctx });
    await routes.register(isuRoutes, { ctx });
    await routes.register(companiesRoutes, { ctx });
    await routes.register(storeRoutes, { ctx });
    await routes.register(downloadsRoutes);
    await routes.register(featureFlagsRoutes, { overrides: config.featureFlags });
    await routes.register(realtimeRoutes);
    if (config.devTools) await routes.register(devToolsPlugin);
  });

  await app.register(staticWebPlugin, { webDist: config.webDist });
  return app;
}
