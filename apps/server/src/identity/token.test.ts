import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '@portal/db';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { CLIENT_ID, createUser, expectAuth0Error, PASSWORD, passwordLogin } from '../test/identity';

const { app, db } = await buildTestApp();
// A database of its own, seeded with the demo data.
const demo = await buildTestApp();
const ISSUER = 'http://localhost:8080/auth/';
const AUDIENCE = 'http://localhost:8080/api';

async function jwks() {
  const response = await app.inject({ method: 'GET', url: '/auth/.well-known/jwks.json' });
  expect(response.statusCode).toBe(200);
  return response.json() as { keys: { kid: string; kty: string; alg: string; use: string }[] };
}
describe('discovery', () => {
  it('serves one RS256 key in the JWKS, without private parts', async () => {
    const { keys } = await jwks();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(Object.keys(keys[0] ?? {})).not.toContain('d');
  });

  it('serves the OpenID configuration with the issuer and endpoints', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/auth/.well-known/openid-configuration',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      issuer: ISSUER,
      token_endpoint: 'http://localhost:8080/auth/oauth/token',
      jwks_uri: 'http://localhost:8080/auth/.well-known/jwks.json',
      id_token_signing_alg_values_supported: ['RS256'],
    });
  });
});

describe('POST /auth/oauth/token, password grants', () => {
  it('password-realm answers access, id and refresh tokens as Auth0 does', async () => {
    const user = await createUser(db, { emailVerified: false });
    const response = await passwordLogin(app, user.email, PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'expires_in',
      'id_token',
      'refresh_token',
      'scope',
      'token_type',
    ]);
    expect(body).toMatchObject({
      expires_in: 86_400,
      token_type: 'Bearer',
      scope: 'openid profile email',
    });
    const keySet = createLocalJWKSet(await jwks());
    const access = await jwtVerify(body.access_token, keySet, {
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    expect(decodeProtectedHeader(body.access_token).alg).toBe('RS256');
    expect(access.payload).toMatchObject({
      sub: user.id,
      scope: 'openid profile email',
      email: user.email,
      email_verified: false,
    });
    expect(Number(access.payload.exp) - Number(access.payload.iat)).toBe(86_400);
    const id = await jwtVerify(body.id_token, keySet, { issuer: ISSUER, audience: CLIENT_ID });
    expect(id.payload).toMatchObject({
      sub: user.id,
      email: user.email,
      email_verified: false,
      nickname: user.email.split('@')[0],
    });
    expect(typeof id.payload.name).toBe('string');
    expect(typeof id.payload.picture).toBe('string');
  });

  it('grant type password and form-encoded bodies work too', async () => {
    const user = await createUser(db);
    const response = await app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        client_id: CLIENT_ID,
        username: user.email.toUpperCase(),
        password: PASSWORD,
        audience: AUDIENCE,
      }).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().scope).toBe('openid profile email');
  });

  it('a wrong password and an unknown user answer the same 403 invalid_grant', async () => {
    const user = await createUser(db);
    const wrong = expectAuth0Error(
      await passwordLogin(app, user.email, 'not the password', '10.3.0.1'),
      403,
      'invalid_grant',
    );
    const unknown = expectAuth0Error(
      await passwordLogin(app, 'nobody@example.test', PASSWORD, '10.3.0.2'),
      403,
      'invalid_grant',
    );
    expect(wrong).toEqual({
      error: 'invalid_grant',
      error_description: 'Wrong email or password.',
    });
    expect(unknown).toEqual(wrong);
  });

  it.each([
    ['username', { username: undefined }],
    ['password', { password: undefined }],
    ['realm', { realm: undefined }],
    ['client_id', { client_id: undefined }],
  ])('without %s answers 400 invalid_request naming it', async (name, change) => {
    const payload = {
      grant_type: 'http://auth0.com/oauth/grant-type/password-realm',
      realm: 'Username-Password-Authentication',
      client_id: CLIENT_ID,
      username: 'a@example.test',
      password: 'whatever1',
      ...change,
    };
    const response = await app.inject({ method: 'POST', url: '/auth/oauth/token', payload });
    const body = expectAuth0Error(response, 400, 'invalid_request');
    expect(body.error_description).toBe(`Missing required parameter: ${name}`);
  });

  it('without grant_type answers 400 invalid_request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      payload: { client_id: CLIENT_ID },
    });
    expectAuth0Error(response, 400, 'invalid_request');
  });

  it('an unsupported grant type answers 403 unsupported_grant_type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: CLIENT_ID },
    });
    expectAuth0Error(response, 403, 'unsupported_grant_type');
  });

  it('an unknown client answers 401 access_denied; an unknown audience 403', async () => {
    const user = await createUser(db);
    expectAuth0Error(
      await passwordLogin(app, user.email, PASSWORD, '10.3.1.1', { client_id: 'other' }),
      401,
      'access_denied',
    );
    expectAuth0Error(
      await passwordLogin(app, user.email, PASSWORD, '10.3.1.1', { audience: 'https://x' }),
      403,
      'access_denied',
    );
  });

  it('takes the audience under any loopback name, or none, and the API accepts each token', async () => {
    const user = await createUser(db);
    const audiences = [AUDIENCE, 'http://127.0.0.1:8080/api', 'http://[::1]:8080/api', undefined];
    for (const audience of audiences) {
      const extra: Record<string, string> = audience === undefined ? {} : { audience };
      const login = await passwordLogin(app, user.email, PASSWORD, '10.3.1.3', extra);
      expect(login.statusCode, login.body).toBe(200);
      const { access_token } = login.json() as { access_token: string };
      const viewer = await app.inject({
        method: 'GET',
        url: '/api/v1/proUsers/my',
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(viewer.statusCode, viewer.body).toBe(200);
    }
  });

  it('an unknown realm answers 403 invalid_grant', async () => {
    const user = await createUser(db);
    expectAuth0Error(
      await passwordLogin(app, user.email, PASSWORD, '10.3.1.2', { realm: 'other-db' }),
      403,
      'invalid_grant',
    );
  });

  it('invalid JSON answers 400 in the Auth0 shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":',
    });
    expectAuth0Error(response, 400, 'invalid_request');
  });

  it('the seeded demo accounts sign in with the demo password', async () => {
    expect(await seedDemoData(demo.db)).toHaveLength(Object.keys(DEMO_ACCOUNTS).length);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const response = await passwordLogin(demo.app, account.email, DEMO_PASSWORD, '10.3.2.1');
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});
