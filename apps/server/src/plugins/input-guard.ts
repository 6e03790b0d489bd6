import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalidFields } from '../errors';

const NUL = '\u0000';
export const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';

/**
 * Where in `value` a string holds NUL, as dotted paths from `root` (`body.address.city`,
 * `body.items.0.name`), nested objects and arrays included. A key holding NUL is named too.
 * Walked with a list rather than recursion, so that a deeply nested body cannot exhaust the
 * stack.
 */
export function pathsWithNul(root: string, value: unknown): string[] {
  const found: string[] = [];
  const pending: [string, unknown][] = [[root, value]];
  for (let i = 0; i < pending.length; i += 1) {
    const [path, item] = pending[i] as [string, unknown];
    if (typeof item === 'string') {
      if (item.includes(NUL)) found.push(path);
    } else if (Array.isArray(item)) {
      for (const [index, element] of item.entries()) pending.push([`${path}.${index}`, element]);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes(NUL)) found.push(`${path}.${JSON.stringify(key).slice(1, -1)}`);
        else pending.push([`${path}.${key}`, element]);
      }
    }
  }
  return found;
}

/** Throws the 400 of request validation naming each part's field that holds NUL. */
function refuseNul(parts: Record<string, unknown>) {
  const paths = Object.entries(parts).flatMap(([root, value]) => pathsWithNul(root, value));
  if (paths.length > 0)
    throw invalidFields(paths.map((field) => ({ field, message: NUL_MESSAGE })));
}

/**
 * One guard for every route: PostgreSQL text cannot hold NUL (U+0000), so a request with NUL
 * in any path parameter, query parameter or body field (JSON or form) answers 400 naming the
 * field, as request validation does, and nothing of it reaches a query. Parameters are checked
 * as the request arrives, before the access check looks a company up by its id; the body once
 * it is parsed, before the route's schema. Headers need nothing: Node's HTTP parser already
 * answers 400 to a header holding NUL.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      refuseNul({ params: request.params, querystring: request.query });
    });
    app.addHook('preValidation', async (request) => {
      refuseNul({ body: request.body });
    });
  },
  { name: 'input-guard' },
);
