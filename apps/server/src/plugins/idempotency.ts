import { createHash } from 'node:crypto';
import { ApiErrorBody } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../errors';
import { loggableError } from '../loggable-error';
import {
  claimIdempotencyKey,
  type IdempotencyKeyId,
  recordIdempotentAnswer,
  releaseIdempotencyKey,
} from '../repositories/idempotency-keys';

/** Header names reach the validator in lower case. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

const IdempotencyKey = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x20-\x7e]*$/, 'must be printable ASCII characters')
  .meta({
    description:
      'Any unique string (e.g. a UUID) of 1 to 255 printable characters. A retry with the same key ' +
      'and the same request answers the first answer again (with `Idempotent-Replayed: true`) instead ' +
      'of creating a second thing; the same key with another request answers 422; while the first ' +
      'request still runs, 409. Keys are kept for 24 hours; 5xx answers are not kept.',
  });

/** A create call: POST whose success answer is 201 Created, read from the route's schema. */
function createsThings(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
  return methods.includes('POST') && '201' in responses;
}

function withKeyHeader(route: RouteOptions): z.ZodObject {
  const headers = route.schema?.headers;
  const key = { [IDEMPOTENCY_HEADER]: IdempotencyKey.optional() };
  if (headers === undefined) return z.looseObject(key);
  if (headers instanceof z.ZodObject) return headers.extend(key);
  throw new Error(`${route.url}: the idempotency plugin needs a zod object for its headers schema`);
}

/**
 * Idempotency-Key for every create call (a POST whose schema answers 201), as payment APIs
 * have it: the first request with a key runs and its answer is kept, keyed by caller, method,
 * route and key in PostgreSQL (so every instance sees it); a retry after a lost answer gets
 * that answer again instead of creating a second thing. Register before the routes: it
 * adds the header to their schemas (validation and the OpenAPI document) and their hooks.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, options: { db: Database }) => {
    const { db } = options;
    // The key each running request claimed, until its answer is stored.
    const claims = new WeakMap<FastifyRequest, IdempotencyKeyId>();

    const claimKey = async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (typeof key !== 'string') return;
      const id: IdempotencyKeyId = {
        caller: request.user ? `user:${request.user.sub}` : `ip:${request.ip}`,
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        key,
      };
      const fingerprint = createHash('sha256')
        .update(JSON.stringify([request.params, request.query, request.body ?? null]))
        .digest('hex');
      const stored = await claimIdempotencyKey(db, id, fingerprint);
      if (stored === 'claimed') {
        claims.set(request, id);
        return;
      }
      if (stored.requestHash !== fingerprint) {
        throw new AppError(
          422,
          'This Idempotency-Key was already used for a different request; use a new key for a new request.',
        );
      }
      if (stored.statusCode === null || stored.responseBody === null) {
        throw new AppError(
          409,
          'The first request with this Idempotency-Key is still running; try again in a moment.',
        );
      }
      return reply
        .code(stored.statusCode)
        .header(REPLAYED_HEADER, 'true')
        .type('application/json; charset=utf-8')
        .send(stored.responseBody);
    };

    const storeAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const id = claims.get(request);
      if (!id) return payload;
      claims.delete(request);
      try {
        // Like Stripe: a 4xx is the answer to this request and is kept; a 5xx may go away on a retry.
        if (reply.statusCode < 500 && typeof payload === 'string') {
          await recordIdempotentAnswer(db, id, {
            statusCode: reply.statusCode,
            responseBody: payload,
          });
        } else {
          await releaseIdempotencyKey(db, id);
        }
      } catch (error) {
        // The answer still goes out; the unfinished key is taken as lost after a minute.
        request.log.warn(
          { error: loggableError(error, { withStack: false }) },
          'idempotency: the answer was not kept',
        );
      }
      return payload;
    };

    app.addHook('onRoute', (route) => {
      if (!createsThings(route)) return;
      const responses = route.schema?.response as Record<string, unknown>;
      route.schema = {
        ...route.schema,
        headers: withKeyHeader(route),
        response: { 409: ApiErrorBody, 422: ApiErrorBody, ...responses },
      };
      route.preHandler = [...asArray(route.preHandler), claimKey];
      // Before compression and every other onSend hook, so that the stored answer is the JSON text.
      route.onSend = [storeAnswer, ...asArray(route.onSend)];
    });
  },
  { name: 'idempotency', dependencies: ['auth'] },
);

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
