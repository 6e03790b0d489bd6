import { ApiErrorBody, ClientLogEntry, ClientLogHeaders, ClientLogLevel } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordClientLog } from './service';

// Client log intake (spec 001 §7.7). Public, because the page-error screen must be able to
// report a failure before anyone signed in; so it has its own, tighter rate limit.
export const logsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const level of ClientLogLevel) {
    app.post(
      `/api/v1/logs/${level}`,
      {
        config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
        bodyLimit: 16_384,
        schema: {
          tags: ['logs'],
          summary: `Record a client ${level} event in the server log`,
          headers: ClientLogHeaders,
          body: ClientLogEntry,
          response: { 204: z.null(), 400: ApiErrorBody, 413: ApiErrorBody, 429: ApiErrorBody },
        },
      },
      async (request, reply) => {
        recordClientLog(request.log, level, request.headers['application-id'], request.body);
        return reply.code(204).send(null);
      },
    );
  }
};
