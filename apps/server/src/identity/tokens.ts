import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import type { AuthConfig } from '../config';
import type { KeyStore } from './keys';
import { displayName, type IdentityUser } from './users-repository';

export const DEFAULT_SCOPE = 'openid profile email';

export type Grant = { clientId: string; scope: string; audience: string };

/** The answer of /oauth/token, exactly as Auth0 spells it. */
export type TokenResponse = {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  scope: string;
  expires_in: number;
  token_type: 'Bearer';
};

export function pictureOf(email: string): string {
  const digest = createHash('md5').update(email.trim().toLowerCase()).digest('hex');
  return `https://s.gravatar.com/avatar/${digest}?s=480&r=pg&d=identicon`;
}

/** The profile claims of the id token and of /userinfo. */
export function profileClaims(user: IdentityUser) {
  return {
    sub: user.id,
    email: user.email,
    email_verified: user.emailVerified,
    name: displayName(user),
    nickname: user.email.split('@')[0] ?? user.email,
    picture: pictureOf(user.email),
    updated_at: user.updatedAt.toISOString(),
  };
}

/** Signs the access token (for the API) and the id token (for the client) of one grant. */
export async function signTokens(
  keys: KeyStore,
  config: AuthConfig,
  user: IdentityUser,
  grant: Grant,
  grantType: string,
  idClaims: Record<string, string> = {},
) {
  const { kid, privateKey } = await keys.signingKey();
  const now = Math.floor(Date.now() / 1000);
  const ttl = config.accessTokenTtlSeconds;
  const accessToken = await new SignJWT({
    scope: grant.scope,
    azp: grant.clientId,
    gty: grantType,
    email: user.email,
    email_verified: user.emailVerified,
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid })
    .setIssuer(config.issuer)
    .setSubject(user.id)
    .setAudience(grant.audience)
    .setIssuedAt(now)
    .setExpirationTime(now + ttl)
    .sign(privateKey);
  const scopes = grant.scope.split(' ');
  const idToken = scopes.includes('openid')
    ? await new SignJWT({ ...profileClaims(user), ...idClaims })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid })
        .setIssuer(config.issuer)
        .setSubject(user.id)
        .setAudience(grant.clientId)
        .setIssuedAt(now)
        .setExpirationTime(now + ttl)
        .sign(privateKey)
    : undefined;
  return { accessToken, idToken, expiresIn: ttl };
}
