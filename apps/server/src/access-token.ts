import type { FastifyRequest } from 'fastify';
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { AuthConfig } from './config';
import type { KeyStore } from './identity/keys';

/** The claims of a verified access token that the API uses. */
export type TokenUser = {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  scope: string;
};

export type TokenVerifier = (token: string) => Promise<TokenUser>;

/** Token leeway of spec 001 §9. */
export const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * How long a token, once verified, is taken as verified without checking its signature again:
 * an RSA verification costs more than the rest of a cached request. No longer than the signing
 * keys are cached (identity/keys.ts), so a retired key stops working within the same minute,
 * and never past the token's own expiry.
 */
export const VERIFIED_TOKEN_MS = 60_000;
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * Verifies an access token: RS256 only (never `none` or HS*), a key from the JWKS
 * (the embedded service's keys, or AUTH_JWKS_URL for an external tenant), issuer,
 * audience and expiry with 60 s of leeway.
 */
export function createTokenVerifier(config: AuthConfig, keys: KeyStore): TokenVerifier {
  const getKey: JWTVerifyGetKey = config.jwksUrl
    ? createRemoteJWKSet(new URL(config.jwksUrl))
    : async (header) => {
        const key = await keys.verificationKey(header.kid);
        if (!key) throw new Error('unknown signing key');
        return key;
      };
  const verified = new Map<string, { user: TokenUser; until: number }>();
  return async (token) => {
    const now = Date.now();
    const known = verified.get(token);
    if (known && known.until > now) return known.user;
    const { payload } = await jwtVerify(token, getKey, {
      algorithms: ['RS256'],
      issuer: config.issuer,
      audience: config.audience,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const user: TokenUser = {
      sub: String(payload.sub),
      email: typeof payload.email === 'string' ? payload.email : undefined,
      emailVerified: payload.email_verified === true,
      scope: typeof payload.scope === 'string' ? payload.scope : '',
    };
    const expiresAt = ((payload.exp ?? 0) + CLOCK_TOLERANCE_SECONDS) * 1000;
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
    verified.set(token, { user, until: Math.min(now + VERIFIED_TOKEN_MS, expiresAt) });
    return user;
  };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}
