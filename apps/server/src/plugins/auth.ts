import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COMPANY_NOT_FOUND, type Membership, partnerAccessDenial } from '../access';
import { bearerToken, type TokenUser, type TokenVerifier } from '../access-token';
import { isDatabaseUnavailable } from '../database-unavailable';
import { callerOf } from '../repositories/callers';
import type { CallerCache } from './caller-cache';
import { send } from './errors';

/** Who passed a platformAdmin or partner route's check, and their membership for the latter. */
export type Caller = { userId: string; membership: Membership | null };

declare module 'fastify' {
  interface FastifyRequest {
    user: TokenUser | null;
    caller: Caller | null;
  }
}

/**
 * Enforces each route's access declaration (access.ts), read from the route, never its URL:
 * every route but a public one needs a valid bearer token (else 401); a platformAdmin route
 * then needs a platform administrator (else 403), a partner route an ACTIVE membership of its
 * :partnerAccountId (else 404, as for a missing company) whose roles grant the permission and
 * whose company's market the route's rule allows. One database statement answers all of it,
 * and the caller cache (plugins/caller-cache.ts) spares even that for a few seconds.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { verify: TokenVerifier; callers: CallerCache }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('caller', null);
    app.addHook('onRequest', async (request, reply) => {
      const access = request.routeOptions.config?.access;
      if (!access || access === 'public') return;
      const token = bearerToken(request);
      if (!token) {
        return send(reply, { statusCode: 401, message: 'Sign in to continue: no bearer token.' });
      }
      try {
        request.user = await options.verify(token);
      } catch (error) {
        // Signing keys that cannot be read now do not make the token bad: that answers 503.
        if (isDatabaseUnavailable(error)) throw error;
        return send(reply, {
          statusCode: 401,
          message: 'The access token is invalid or has expired. Sign in again.',
        });
      }
      if (access === 'user') return;

      const user = request.user;
      if (access === 'platformAdmin') {
        const caller = await options.callers.resolve(user, undefined, () => callerOf(app.db, user));
        if (!caller?.isPlatformAdmin) {
          return send(reply, {
            statusCode: 403,
            message: 'Only platform administrators may do this.',
          });
        }
        request.caller = { userId: caller.userId, membership: null };
        return;
      }
      const { partnerAccountId } = request.params as { partnerAccountId?: string };
      const caller = await options.callers.resolve(user, partnerAccountId, () =>
        callerOf(app.db, user, partnerAccountId),
      );
      if (!caller?.membership) {
        return send(reply, { statusCode: 404, message: COMPANY_NOT_FOUND });
      }
      const denial = partnerAccessDenial(access, caller.membership);
      if (denial) return send(reply, denial);
      request.caller = { userId: caller.userId, membership: caller.membership };
    });
  },
  { name: 'auth' },
);

/** The membership a partner route's check found; only such routes may ask for it. */
export function membershipOf(request: FastifyRequest): Membership {
  const membership = request.caller?.membership;
  if (!membership) throw new Error('membershipOf: the route is not partner-scoped');
  return membership;
}

/** A partner route's caller: their membership and their user id (who invited, who decided). */
export function partnerCallerOf(request: FastifyRequest): Membership & { userId: string } {
  const userId = request.caller?.userId;
  if (!userId) throw new Error('partnerCallerOf: the route is not partner-scoped');
  return { ...membershipOf(request), userId };
}

/** The platform administrator a platformAdmin route's check found. */
export function platformAdminOf(request: FastifyRequest): string {
  const userId = request.caller?.userId;
  if (!userId) throw new Error('platformAdminOf: the route is not for platform administrators');
  return userId;
}
