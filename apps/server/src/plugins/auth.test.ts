import { schema } from '@portal/db';
import { importPKCS8, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { KeyStore } from '../identity/keys';
import { buildTestApp, expectError } from '../test/helper';
import { createUser, mailsTo, PASSWORD, passwordLogin } from '../test/identity';

const { app, db } = await buildTestApp();
const ISSUER = 'http://localhost:8080/auth/';
const AUDIENCE = 'http://localhost:8080/api';
const URL = '/api/v1/proUsers/my/verifications/send';

const user = await createUser(db, { emailVerified: false, locale: 'de-DE' });
const login = (await passwordLogin(app, user.email, PASSWORD)).json() as { access_token: string };
const [key] = await db.select().from(schema.signingKeys);
if (!key) throw new Error('no signing key');
const privateKey = await importPKCS8(key.privateKeyPem, 'RS256');

function send(token?: string) {
  return app.inject({
    method: 'PUT',
    url: URL,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** A token signed with the real key; each test changes one thing. */
function token(change: { iss?: string; aud?: string; exp?: number; iat?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: 'openid profile email', email: user.email, email_verified: false })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: key?.kid ?? '' })
    .setIssuer(change.iss ?? ISSUER)
    .setAudience(change.aud ?? AUDIENCE)
    .setSubject(user.id)
    .setIssuedAt(change.iat ?? now)
    .setExpirationTime(change.exp ?? now + 3600)
    .sign(privateKey);
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const payloadOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString());

describe('an access "user" route (PUT /api/v1/proUsers/my/verifications/send)', () => {
  it('answers 204 and mails another verification link, in the user language', async () => {
    const before = (await mailsTo(app, user.email)).length;
    const response = await send(login.access_token);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    const mails = await mailsTo(app, user.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(mails[0]?.links[0]?.url).toMatch(
      /^http:\/\/localhost:8080\/auth\/verify-email\?ticket=[\w-]{43}$/,
    );
  });

  it('accepts a token of our key with our issuer and audience', async () => {
    expect((await send(await token())).statusCode).toBe(204);
  });

  it('accepts a token that expired less than 60 s ago (leeway)', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await send(await token({ iat: now - 3600, exp: now - 30 }))).statusCode).toBe(204);
  });

  it('without a token answers 401 in the API error shape', async () => {
    expectError(await send(), 401);
  });

  it('refuses a token with alg none', async () => {
    const claims = payloadOf(login.access_token);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expectError(await send(unsigned), 401);
  });

  it('refuses a token signed with HS256 (even with the public key as secret)', async () => {
    const secret = new TextEncoder().encode(JSON.stringify(key?.publicJwk));
    const hs = await new SignJWT(payloadOf(login.access_token))
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key?.kid ?? '' })
      .sign(secret);
    expectError(await send(hs), 401);
  });

  it('refuses a wrong audience', async () => {
    expectError(await send(await token({ aud: 'https://other.example/api' })), 401);
  });

  it('refuses a wrong issuer', async () => {
    expectError(await send(await token({ iss: 'https://evil.example/' })), 401);
  });

  it('refuses a token expired beyond the 60 s leeway', async () => {
    const now = Math.floor(Date.now() / 1000);
    expectError(await send(await token({ iat: now - 3600, exp: now - 90 })), 401);
  });

  it('refuses a tampered signature and a tampered payload', async () => {
    const [header, payload, signature] = login.access_token.split('.');
    const flipped = `${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    expectError(await send(`${header}.${payload}.${flipped}`), 401);
    const other = b64({
      ...payloadOf(login.access_token),
      sub: '00000000-0000-4000-8000-000000000000',
    });
    expectError(await send(`${header}.${other}.${signature}`), 401);
  });

  it('refuses a malformed Authorization header', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: URL,
      headers: { authorization: `Basic ${login.access_token}` },
    });
    expectError(response, 401);
  });

  it('after a key rotation, tokens of the old and of the new key are both accepted', async () => {
    const store = new KeyStore(db);
    const kid = await store.rotate();
    const next = await store.signingKey();
    expect(next.kid).toBe(kid);
    const now = Math.floor(Date.now() / 1000);
    const fresh = await new SignJWT({ scope: 'openid' })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(user.id)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(next.privateKey);
    expect((await send(fresh)).statusCode).toBe(204);
    expect((await send(login.access_token)).statusCode).toBe(204);
    const listed = await store.jwks();
    expect(listed.keys.map((k) => k.kid).sort()).toEqual([key?.kid, kid].sort());
  });
});
