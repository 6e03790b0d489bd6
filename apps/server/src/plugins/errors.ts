import type { ApiErrorBody } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from '../database-unavailable';
import { AppError, isDataException, statusText } from '../errors';
import { loggableError } from '../loggable-error';
import { redactUrl } from '../logger';

type FieldProblem = { field: string; message: string };

/**
 * The central error handler (DESIGN.md): every error leaves as
 * `{ statusCode, error, message, reasonCode?, fields? }`; a 5xx never shows internals.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: FieldProblem[] = error.validation.map((issue) => ({
          field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)]
            .filter(Boolean)
            .join('.'),
          message: issue.message ?? 'is invalid',
        }));
        const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
        return send(reply, { statusCode: 400, message: `Invalid request. ${summary}`, fields });
      }
      if (error instanceof AppError) {
        return send(reply, {
          statusCode: error.statusCode,
          message: error.message,
          reasonCode: error.reasonCode,
          fields: error.fields,
        });
      }
      if (isDataException(error)) {
        // The last line of defence: a value that got past the route's schema and PostgreSQL
        // refused (not a date, out of range, NUL...) is the client's bad input. Logged, as the
        // schema should have named the field.
        logRequestFailure(request, error);
        return send(reply, { statusCode: 400, message: 'Invalid request.' });
      }
      if (isDatabaseUnavailable(error)) {
        logRequestFailure(request, error);
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return send(reply, { statusCode: 503, message: UNAVAILABLE_MESSAGE });
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        return send(reply, { statusCode, message: error.message });
      }
      logRequestFailure(request, error);
      return send(reply, {
        statusCode: 500,
        message: 'Something went wrong on our side. Please try again later.',
      });
    });
  },
  { name: 'errors' },
);

/**
 * The one line a failed request logs, at level error; the request id comes with the request's
 * logger. The query string stays out: it may hold search terms and emails. A database that
 * is away is an expected event, so its line has no stack trace.
 */
export function logRequestFailure(request: FastifyRequest, error: unknown): void {
  const unavailable = isDatabaseUnavailable(error);
  request.log.error(
    {
      method: request.method,
      url: redactUrl(request.url.split('?')[0] ?? ''),
      error: loggableError(error, { withStack: !unavailable }),
    },
    unavailable ? 'request failed: the database is unavailable' : 'request failed',
  );
}

export function send(
  reply: FastifyReply,
  body: Omit<ApiErrorBody, 'error'> & { statusCode: number },
): FastifyReply {
  const payload: ApiErrorBody = {
    statusCode: body.statusCode,
    error: statusText(body.statusCode),
    message: body.message,
    ...(body.reasonCode ? { reasonCode: body.reasonCode } : {}),
    ...(body.fields?.length ? { fields: body.fields } : {}),
  };
  return reply.code(body.statusCode).type('application/json; charset=utf-8').send(payload);
}
