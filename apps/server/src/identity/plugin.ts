import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { createTokenVerifier } from '../access-token';
import {
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from '../database-unavailable';
import { AppError } from '../errors';
import { logRequestFailure } from '../plugins/errors';
import { Auth0Error } from './auth0-error';
import type { IdentityContext } from './context';
import { dbconnectionsRoutes } from './routes-dbconnections';
import { pagesRoutes } from './routes-pages';
import { passwordlessRoutes } from './routes-passwordless';
import { tokenRoutes } from './routes-token';

export type IdentityOptions = { ctx: IdentityContext };

/**
 * The embedded identity service under /auth: Auth0's Authentication API subset of spec 001
 * §7.20, answering errors in Auth0's shape `{ error, error_description }` so that the portal
 * works unchanged against a real Auth0 tenant. Register with prefix '/auth'.
 */
export async function identityPlugin(app: FastifyInstance, options: IdentityOptions) {
  const { ctx } = options;
  // Auth0 reads form posts as well as JSON; so does the reset-password page.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.setErrorHandler((error: FastifyError | AppError | Auth0Error, request, reply) => {
    const answer = (statusCode: number, code: string, description: string) =>
      reply
        .code(statusCode)
        .type('application/json; charset=utf-8')
        .send({ error: code, error_description: description });
    if (error instanceof Auth0Error) {
      reply.headers(error.headers);
      return answer(error.statusCode, error.code, error.description);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.split('/').filter(Boolean).join('.') ?? '';
      const missing = issue?.message?.includes('undefined') ?? false;
      const name = field || String(issue?.params?.missingProperty ?? 'body');
      return answer(
        400,
        'invalid_request',
        missing ? `Missing required parameter: ${name}` : `Invalid parameter: ${name}`,
      );
    }
    if (isDatabaseUnavailable(error)) {
      logRequestFailure(request, error);
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return answer(503, 'temporarily_unavailable', UNAVAILABLE_MESSAGE);
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode === 429) return answer(429, 'too_many_requests', error.message);
    if (error instanceof AppError || (statusCode >= 400 && statusCode < 500)) {
      return answer(statusCode, 'invalid_request', error.message);
    }
    logRequestFailure(request, error);
    return answer(500, 'server_error', 'Something went wrong on our side. Please try again later.');
  });

  const verify = createTokenVerifier({ ...ctx.config.auth, jwksUrl: undefined }, ctx.keys);
  await app.register(tokenRoutes, { ctx, verify });
  await app.register(dbconnectionsRoutes, { ctx });
  await app.register(passwordlessRoutes, { ctx });
  await app.register(pagesRoutes, { ctx });
}
