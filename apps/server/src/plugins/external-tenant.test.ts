import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../test/helper';
import { createUser, mailsTo, PASSWORD, passwordLogin } from '../test/identity';
import { makePlatformAdmin } from '../test/partners';

// A stand-in for an external Auth0 tenant: its own key, its JWKS served over HTTP.
const TENANT = 'https://tenant.example.auth0.com/';
const AUDIENCE = 'https://api.portal.example';
const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwks = {
  keys: [{ ...(await exportJWK(publicKey)), kid: 'tenant-1', alg: 'RS256', use: 'sig' }],
};
const server = createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(jwks));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;

const { app, db } = await buildTestApp({
  AUTH_ISSUER: TENANT,
  AUTH_AUDIENCE: AUDIENCE,
  AUTH_JWKS_URL: jwksUrl,
});

function tenantToken(claims: Record<string, unknown>) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'tenant-1' })
    .setIssuer(TENANT)
    .setAudience(AUDIENCE)
    .setSubject('auth0|64f0c0ffee')
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(privateKey);
}

const send = (token: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/proUsers/my/verifications/send',
    headers: { authorization: `Bearer ${token}` },
  });

describe('AUTH_JWKS_URL set to an external tenant', () => {
  it("accepts the tenant's tokens, matching the user by an email the tenant verified", async () => {
    const user = await createUser(db, { emailVerified: false });
    const response = await send(await tenantToken({ email: user.email, email_verified: true }));
    expect(response.statusCode, response.body).toBe(204);
    expect(await mailsTo(app, user.email)).toHaveLength(1);
  });

  it('does not match a user by an email the tenant has not verified', async () => {
    const user = await createUser(db, { emailVerified: true });
    expectError(await send(await tenantToken({ email: user.email })), 404);
    expectError(await send(await tenantToken({ email: user.email, email_verified: false })), 404);
    expect(await mailsTo(app, user.email)).toHaveLength(0);
  });

  it("an unverified address equal to the platform administrator's gets no admin access", async () => {
    const admin = await createUser(db, { emailVerified: true });
    await makePlatformAdmin(db, admin);
    const companies = (token: string) =>
      app.inject({
        method: 'GET',
        url: '/api/v1/companies/search',
        headers: { authorization: `Bearer ${token}` },
      });
    expectError(await companies(await tenantToken({ email: admin.email })), 403);
    const verified = await companies(
      await tenantToken({ email: admin.email, email_verified: true }),
    );
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('a tenant token for nobody we know answers 404', async () => {
    expectError(await send(await tenantToken({ email: 'stranger@example.test' })), 404);
    expectError(await send(await tenantToken({})), 404);
  });

  it("refuses the embedded service's own tokens (other key and issuer)", async () => {
    const user = await createUser(db, { emailVerified: false });
    const login = await passwordLogin(app, user.email, PASSWORD);
    expect(login.statusCode).toBe(200);
    expectError(await send(login.json().access_token), 401);
  });
});
