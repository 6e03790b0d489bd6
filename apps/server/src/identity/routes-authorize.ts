import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Auth0Error } from './auth0-error';
import type { IdentityContext } from './context';
import { checkClient, grantOf } from './grants';
import { passwordLogin } from './login';
import { loginPage } from './pages';
import { redirectWithFragment } from './redirects';
import { signTokens } from './tokens';

const AuthorizeParams = z.object({
  response_type: z.string().default('token id_token'),
  client_id: z.string().optional(),
  redirect_uri: z.string(),
  state: z.string().optional(),
  nonce: z.string().optional(),
  scope: z.string().optional(),
  audience: z.string().optional(),
  login_hint: z.string().optional(),
  prompt: z.string().optional(),
  connection: z.string().optional(),
  response_mode: z.string().optional(),
});
type AuthorizeParams = z.infer<typeof AuthorizeParams>;

function responseTypes(value: string) {
  const types = new Set(value.split(/\s+/).filter(Boolean));
  const known = [...types].every((type) => type === 'token' || type === 'id_token');
  return known && types.size > 0 ? types : undefined;
}

/**
 * The hosted login page of redirect flows (implicit: response_type token id_token, answer
 * in the fragment, state echoed). There is no single-sign-on session: prompt=none answers
 * login_required.
 */
export const authorizeRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext }> = async (
  app,
  { ctx },
) => {
  function check(params: AuthorizeParams) {
    checkClient(ctx, params.client_id);
    if (!ctx.config.auth.allowedReturnUrls.includes(params.redirect_uri)) {
      throw new Auth0Error(400, 'invalid_request', 'The redirect_uri is not allowed.');
    }
    return responseTypes(params.response_type);
  }

  app.get(
    '/authorize',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Hosted login page for redirect flows',
        querystring: AuthorizeParams,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const params = request.query;
      const types = check(params);
      if (!types) {
        return redirectWithFragment(reply, params.redirect_uri, {
          error: 'unsupported_response_type',
          error_description: `Unsupported response type: ${params.response_type}`,
          state: params.state,
        });
      }
      if (params.prompt === 'none') {
        return redirectWithFragment(reply, params.redirect_uri, {
          error: 'login_required',
          error_description: 'Login required',
          state: params.state,
        });
      }
      return reply.type('text/html; charset=utf-8').send(loginPage(params));
    },
  );

  app.post(
    '/authorize',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'The hosted login form: signs in and redirects with tokens in the fragment',
        body: AuthorizeParams.extend({ username: z.string(), password: z.string() }),
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const { username, password, ...params } = request.body;
      const types = check(params);
      if (!types)
        throw new Auth0Error(400, 'unsupported_response_type', 'Unsupported response type.');
      const clientId = params.client_id ?? ctx.config.auth.clientId;
      const grant = grantOf(ctx, clientId, params.scope, params.audience);
      try {
        const user = await passwordLogin(ctx, username, password, request.ip);
        const tokens = await signTokens(
          ctx.keys,
          ctx.config.auth,
          user,
          grant,
          'implicit',
          params.nonce ? { nonce: params.nonce } : {},
        );
        return redirectWithFragment(reply, params.redirect_uri, {
          access_token: types.has('token') ? tokens.accessToken : undefined,
          id_token: types.has('id_token') ? tokens.idToken : undefined,
          token_type: 'Bearer',
          expires_in: String(tokens.expiresIn),
          scope: grant.scope,
          state: params.state,
        });
      } catch (error) {
        if (!(error instanceof Auth0Error)) throw error;
        return reply
          .code(error.statusCode)
          .type('text/html; charset=utf-8')
          .send(loginPage({ ...params, login_hint: username }, error.description));
      }
    },
  );
};
