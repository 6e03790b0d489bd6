import { ApiErrorBody } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ExecutionResult } from 'graphql';
import mercurius from 'mercurius';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { invalidFields } from '../../errors';
import { security } from '../../http/route-schemas';
import { viewerOf } from '../../services/viewer';
import { MAX_DEPTH, validationRules } from './limits';
import { schema } from './schema';

const GraphQuery = z
  .object({
    query: z.string().min(1).meta({ description: 'The GraphQL document' }),
    variables: z.record(z.string(), z.unknown()).nullish(),
    operationName: z
      .string()
      .nullish()
      .meta({ description: 'Which operation of the document to run, when it has several' }),
  })
  .meta({ id: 'GraphQuery' });

const GraphAnswer = z
  .object({
    data: z
      .record(z.string(), z.unknown())
      .meta({ description: 'The selected fields of the viewer, shaped as the query asked' }),
  })
  .meta({ id: 'GraphAnswer' });

/** The part of the request a GraphQL request error is about, from graphql's own wording. */
function fieldOf(message: string): string {
  if (message.startsWith('Variable "$')) return 'body.variables';
  if (/^(Unknown operation named|Must provide operation name)/.test(message)) {
    return 'body.operationName';
  }
  return 'body.query';
}

/** The 400 for a query graphql refused before running it, each problem with its field. */
function refused(errors: readonly { message: string }[]) {
  return invalidFields(errors.map(({ message }) => ({ field: fieldOf(message), message })));
}

/** Whether mercurius refused the request: parsing, validation, depth, cost or variables. */
function isRefusal(error: unknown): error is { errors: { message: string }[] } {
  return (
    error instanceof Error &&
    'code' in error &&
    error.code === 'MER_ERR_GQL_VALIDATION' &&
    'errors' in error &&
    Array.isArray(error.errors)
  );
}

/**
 * POST /graphql, the portal's graph query for the viewer (spec 000 §7). Mercurius runs the
 * query; the route is ours, so that it is signed in, rate limited and answers errors like
 * every other call. There is no GET (no query by a simple link), no batch and no GraphiQL.
 */
export const graphqlRoutes: FastifyPluginAsyncZod<{
  ctx: Pick<AppContext, 'db' | 'config'>;
}> = async (app, { ctx }) => {
  await app.register(mercurius, {
    schema,
    resolvers: {
      // The REST viewer's own code, so that the two answers never differ.
      Query: { viewer: (_root, _args, { reply }) => viewerOf(ctx, reply.request.user) },
    },
    routes: false,
    queryDepth: MAX_DEPTH,
    validationRules: validationRules(ctx.config.isProduction),
    // Mercurius caches a query's validation by its text alone; the cost also depends on the
    // variables, so every query is validated afresh.
    cache: false,
    // The route answers the errors itself, so they come back as thrown (originalError kept).
    errorFormatter: (execution) => ({ statusCode: 200, response: execution }),
  });

  app.post(
    '/graphql',
    {
      config: { access: 'user' },
      schema: {
        tags: ['graphql'],
        summary: 'Graph query for the viewer: the fields of GET /api/v1/proUsers/my',
        description:
          `At most ${MAX_DEPTH} levels deep. Introspection is off in production. ` +
          'A refused query answers 400 naming body.query, body.variables or body.operationName.',
        security,
        body: GraphQuery,
        response: { 200: GraphAnswer, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { query, variables, operationName } = request.body;
      let result: ExecutionResult;
      try {
        result = await reply.graphql(
          query,
          undefined,
          variables ?? undefined,
          operationName ?? undefined,
        );
      } catch (error) {
        if (isRefusal(error)) throw refused(error.errors);
        throw error;
      }
      const { data, errors = [] } = result;
      const [first] = errors;
      if (first?.originalError) {
        // The viewer could not be read (the user is gone, the database is away): the same
        // answer as GET /api/v1/proUsers/my gives.
        throw first.originalError;
      }
      if (errors.length > 0 || !data) throw refused(errors);
      return { data };
    },
  );
};
