import {
  AUTH_CONNECTION,
  PASSWORD_REALM_GRANT,
  PASSWORDLESS_OTP_GRANT,
  type TokenRequest,
  type TokenResponse,
} from '@portal/contracts';
import { Auth0Error, missingParameter } from './auth0-error';
import type { IdentityContext } from './context';
import { passwordLogin } from './login';
import { verifyPasswordlessCode } from './passwordless';
import { issueRefreshToken, rotateRefreshToken } from './refresh-tokens';
import { DEFAULT_SCOPE, type Grant, signTokens } from './tokens';
import { findUserById, type IdentityUser } from './users-repository';

/** The client must be ours; Auth0 answers an unknown one with 401 access_denied. */
export function checkClient(ctx: IdentityContext, clientId: string | undefined): string {
  if (!clientId) throw missingParameter('client_id');
  if (clientId !== ctx.config.auth.clientId) {
    throw new Auth0Error(401, 'access_denied', 'Unauthorized');
  }
  return clientId;
}

export function grantOf(
  ctx: IdentityContext,
  clientId: string,
  scope: string | undefined,
  audience: string | undefined,
): Grant {
  // Tokens always carry the one configured audience, whichever loopback name the request used.
  if (audience && !ctx.config.auth.acceptedAudiences.includes(audience)) {
    throw new Auth0Error(403, 'access_denied', `Service not found: ${audience}`);
  }
  const scopes = (scope ?? DEFAULT_SCOPE).split(/\s+/).filter(Boolean);
  return {
    clientId,
    scope: scopes.length ? scopes.join(' ') : DEFAULT_SCOPE,
    audience: ctx.config.auth.audience,
  };
}

/**
 * Signs the tokens of a grant. A refresh token comes with every sign-in (not only with
 * offline_access): the portal keeps its session alive with it.
 */
export async function tokensFor(
  ctx: IdentityContext,
  user: IdentityUser,
  grant: Grant,
  grantType: string,
  refreshToken?: string,
): Promise<TokenResponse> {
  const { accessToken, idToken, expiresIn } = await signTokens(
    ctx.keys,
    ctx.config.auth,
    user,
    grant,
    grantType,
  );
  const refresh =
    refreshToken ??
    (await issueRefreshToken(ctx.db, user.id, grant, ctx.config.auth.refreshTokenTtlSeconds)).token;
  return {
    access_token: accessToken,
    ...(idToken ? { id_token: idToken } : {}),
    refresh_token: refresh,
    scope: grant.scope,
    expires_in: expiresIn,
    token_type: 'Bearer',
  };
}

/** POST /oauth/token: password, password-realm, passwordless OTP and refresh_token grants. */
export async function tokenGrant(
  ctx: IdentityContext,
  body: TokenRequest,
  ip: string,
): Promise<TokenResponse> {
  switch (body.grant_type) {
    case 'password':
    case PASSWORD_REALM_GRANT: {
      const clientId = checkClient(ctx, body.client_id);
      if (!body.username) throw missingParameter('username');
      if (!body.password) throw missingParameter('password');
      if (body.grant_type === PASSWORD_REALM_GRANT) {
        if (!body.realm) throw missingParameter('realm');
        if (body.realm !== AUTH_CONNECTION) {
          throw new Auth0Error(403, 'invalid_grant', `Unknown realm: ${body.realm}`);
        }
      }
      const grant = grantOf(ctx, clientId, body.scope, body.audience);
      const user = await passwordLogin(ctx, body.username, body.password, ip);
      return tokensFor(ctx, user, grant, body.grant_type);
    }
    case PASSWORDLESS_OTP_GRANT: {
      const clientId = checkClient(ctx, body.client_id);
      if (!body.username) throw missingParameter('username');
      if (!body.otp) throw missingParameter('otp');
      const grant = grantOf(ctx, clientId, body.scope, body.audience);
      const user = await verifyPasswordlessCode(ctx, body.username, body.otp);
      return tokensFor(ctx, user, grant, body.grant_type);
    }
    case 'refresh_token': {
      const clientId = checkClient(ctx, body.client_id);
      if (!body.refresh_token) throw missingParameter('refresh_token');
      const rotated = await rotateRefreshToken(ctx.db, body.refresh_token, clientId, {
        ttlSeconds: ctx.config.auth.refreshTokenTtlSeconds,
        reuseSeconds: ctx.config.auth.refreshTokenReuseSeconds,
      });
      const user = await findUserById(ctx.db, rotated.userId);
      if (!user) throw new Auth0Error(403, 'invalid_grant', 'Unknown or invalid refresh token.');
      return tokensFor(ctx, user, rotated.grant, 'refresh_token', rotated.refreshToken);
    }
    default:
      throw new Auth0Error(
        403,
        'unsupported_grant_type',
        `Grant type '${body.grant_type}' not allowed for the client.`,
      );
  }
}
