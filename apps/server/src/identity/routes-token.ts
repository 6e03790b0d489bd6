import {
  AUTH_CONNECTION,
  Auth0ErrorBody,
  RoRequest,
  RoResponse,
  TokenRequest,
  TokenResponse,
  UserInfo,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, type TokenVerifier } from '../access-token';
import { isDatabaseUnavailable } from '../database-unavailable';
import { Auth0Error, missingParameter } from './auth0-error';
import type { IdentityContext } from './context';
import { checkClient, grantOf, tokenGrant } from './grants';
import { passwordLogin } from './login';
import { profileClaims, signTokens } from './tokens';
import { findUserById } from './users-repository';

const errors = {
  400: Auth0ErrorBody,
  401: Auth0ErrorBody,
  403: Auth0ErrorBody,
  429: Auth0ErrorBody,
};
const tags = ['identity'];

export const tokenRoutes: FastifyPluginAsyncZod<{
  ctx: IdentityContext;
  verify: TokenVerifier;
}> = async (app, { ctx, verify }) => {
  const { config } = ctx;

  app.get(
    '/.well-known/jwks.json',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The public keys that sign tokens (JWKS)' },
    },
    async () => ctx.keys.jwks(),
  );

  app.get(
    '/.well-known/openid-configuration',
    { config: { access: 'public' }, schema: { tags, summary: 'OpenID Connect discovery' } },
    async () => {
      const base = `${config.publicUrl}/auth`;
      return {
        issuer: config.auth.issuer,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/oauth/token`,
        userinfo_endpoint: `${base}/userinfo`,
        jwks_uri: `${base}/.well-known/jwks.json`,
        end_session_endpoint: `${base}/v2/logout`,
        response_types_supported: ['token id_token', 'id_token', 'token'],
        response_modes_supported: ['fragment'],
        grant_types_supported: [
          'password',
          'http://auth0.com/oauth/grant-type/password-realm',
          'http://auth0.com/oauth/grant-type/passwordless/otp',
          'refresh_token',
          'implicit',
        ],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['none'],
        scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
        claims_supported: [
          'sub',
          'iss',
          'aud',
          'exp',
          'iat',
          'email',
          'email_verified',
          'name',
          'nickname',
          'picture',
          'updated_at',
        ],
      };
    },
  );

  app.post(
    '/oauth/token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in (password, password-realm, passwordless OTP) or refresh tokens',
        body: TokenRequest,
        response: { 200: TokenResponse, ...errors },
      },
    },
    async (request) => tokenGrant(ctx, request.body, request.ip),
  );

  app.post(
    '/oauth/ro',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Legacy resource-owner sign-in',
        body: RoRequest,
        response: { 200: RoResponse, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const clientId = checkClient(ctx, body.client_id);
      if (!body.username) throw missingParameter('username');
      if (!body.password) throw missingParameter('password');
      if (body.connection && body.connection !== AUTH_CONNECTION) {
        throw new Auth0Error(400, 'invalid_request', `Unknown connection: ${body.connection}`);
      }
      const grant = grantOf(ctx, clientId, body.scope, undefined);
      const user = await passwordLogin(ctx, body.username, body.password, request.ip);
      const tokens = await signTokens(ctx.keys, config.auth, user, grant, 'password');
      return {
        ...(tokens.idToken ? { id_token: tokens.idToken } : {}),
        access_token: tokens.accessToken,
        token_type: 'bearer' as const,
      };
    },
  );

  app.get(
    '/userinfo',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The signed-in user (bearer access token)',
        security: [{ bearerAuth: [] }],
        response: { 200: UserInfo, 401: Auth0ErrorBody },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw new Auth0Error(401, 'invalid_token', 'Missing bearer token.');
      const claims = await verify(token).catch((error: unknown) => {
        // Signing keys that cannot be read now do not make the token bad: that answers 503.
        if (isDatabaseUnavailable(error)) throw error;
        throw new Auth0Error(401, 'invalid_token', 'Invalid or expired access token.');
      });
      const user = await findUserById(ctx.db, claims.sub);
      if (!user) throw new Auth0Error(401, 'invalid_token', 'Invalid or expired access token.');
      return profileClaims(user);
    },
  );

  app.post(
    '/delegation',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Legacy delegation: deprecated, always refused',
        body: z.object({ grant_type: z.string().optional() }).loose().optional(),
        response: { 403: Auth0ErrorBody },
      },
    },
    async () => {
      throw new Auth0Error(
        403,
        'unauthorized_client',
        'The delegation endpoint is deprecated and disabled. Use /oauth/token with grant_type refresh_token instead.',
      );
    },
  );
};
