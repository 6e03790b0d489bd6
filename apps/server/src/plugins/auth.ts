import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, importJWK, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { AuthConfig } from '../config';
import type { KeyStore } from '../identity/keys';
import { send } from './errors';

export type TokenUser = {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  scope: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: TokenUser | null;
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
 * Routes with access 'user' need a valid bearer token; anything else answers 401 in the
 * API error shape. The check reads the route's declaration, never its URL.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { verify: TokenVerifier }) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config?.access !== 'user') return;
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
    });
  },
  { name: 'auth' },
);
