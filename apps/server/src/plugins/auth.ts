import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, importJWK, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { COMPANY_NOT_FOUND, type Membership, partnerAccessDenial } from '../access';
import { activeMembership, isPlatformAdmin, userOfToken } from '../caller-repository';
import type { AuthConfig } from '../config';
import type { KeyStore } from '../identity/keys';
import { send } from './errors';

export type TokenUser = {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  scope: string;
};

/** Who passed a platformAdmin or partner route's check, and their membership for the latter. */
export type Caller = { userId: string; membership: Membership | null };

declare module 'fastify' {
  interface FastifyRequest {
    user: TokenUser | null;
    caller: Caller | null;
  }
}

export type TokenVerifier = (token: string) => Promise<TokenUser>;

/** Token leeway of spec 001 §9. */
export const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * Verifies an access token: RS256 only (never `none` or HS*), a key from the JWKS
 * (the embedded service's keys, or AUTH_JWKS_URL for an external tenant), issuer,
 * audience and expiry with 60 s of leeway.
 */
export function createTokenVerifier(config: AuthConfig, keys: KeyStore): TokenVerifier {
  const getKey: JWTVerifyGetKey = config.jwksUrl
    ? createRemoteJWKSet(new URL(config.jwksUrl))
    : async (header) => {
        const jwk = await keys.publicJwk(header.kid);
        if (!jwk) throw new Error('unknown signing key');
        return importJWK(jwk, 'RS256');
      };
  return async (token) => {
    const { payload } = await jwtVerify(token, getKey, {
      algorithms: ['RS256'],
      issuer: config.issuer,
      audience: config.audience,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    return {
      sub: String(payload.sub),
      email: typeof payload.email === 'string' ? payload.email : undefined,
      emailVerified: payload.email_verified === true,
      scope: typeof payload.scope === 'string' ? payload.scope : '',
    };
  };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Enforces each route's access declaration (access.ts), read from the route, never its URL:
 * every route but a public one needs a valid bearer token (else 401); a platformAdmin route
 * then needs a platform administrator (else 403), a partner route an ACTIVE membership of its
 * :partnerAccountId (else 404, as for a missing company) whose roles grant the permission.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { verify: TokenVerifier }) => {
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
      } catch {
        return send(reply, {
          statusCode: 401,
          message: 'The access token is invalid or has expired. Sign in again.',
        });
      }
      if (access === 'user') return;

      const user = await userOfToken(app.db, request.user);
      if (access === 'platformAdmin') {
        if (!user || !(await isPlatformAdmin(app.db, user.id))) {
          return send(reply, {
            statusCode: 403,
            message: 'Only platform administrators may do this.',
          });
        }
        request.caller = { userId: user.id, membership: null };
        return;
      }
      const { partnerAccountId } = request.params as { partnerAccountId?: string };
      const membership = user
        ? await activeMembership(app.db, user.id, partnerAccountId ?? '')
        : undefined;
      if (!user || !membership) {
        return send(reply, { statusCode: 404, message: COMPANY_NOT_FOUND });
      }
      const denial = partnerAccessDenial(access, membership);
      if (denial) return send(reply, denial);
      request.caller = { userId: user.id, membership };
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
