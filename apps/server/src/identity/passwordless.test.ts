import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { CLIENT_ID, createUser, expectAuth0Error, mailsTo } from '../test/identity';

const { app, db } = await buildTestApp();

function start(email: string, extra: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/auth/passwordless/start',
    payload: { client_id: CLIENT_ID, connection: 'email', send: 'code', email, ...extra },
  });
}

function verify(email: string, code: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/passwordless/verify',
    payload: { clientID: CLIENT_ID, connection: 'email', email, verification_code: code },
  });
}

async function mailedCode(email: string) {
  const [mail] = await mailsTo(app, email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code mailed');
  return code;
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('passwordless sign-in with an emailed code', () => {
  it('start answers the same for known and unknown emails; only the known gets a code', async () => {
    const user = await createUser(db, { locale: 'es' });
    let startedAt = performance.now();
    const known = await start(user.email);
    const knownMs = performance.now() - startedAt;
    startedAt = performance.now();
    const unknown = await start('unknown.person@example.test');
    const unknownMs = performance.now() - startedAt;
    expect(knownMs).toBeGreaterThanOrEqual(290);
    expect(unknownMs).toBeGreaterThanOrEqual(290);
    expect(Math.abs(knownMs - unknownMs)).toBeLessThan(250);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(known.json())).toEqual(Object.keys(unknown.json()));
    expect(known.json()).toEqual({ email: user.email });
    expect(unknown.json()).toEqual({ email: 'unknown.person@example.test' });
    expect(await mailsTo(app, 'unknown.person@example.test')).toEqual([]);
    const [mail] = await mailsTo(app, user.email);
    expect(mail?.subject).toBe('Su código de inicio de sesión');
    expect(await mailedCode(user.email)).toMatch(/^\d{6}$/);
  });

  it('verify answers tokens like /oauth/token, once', async () => {
    const user = await createUser(db);
    await start(user.email);
    const code = await mailedCode(user.email);
    const response = await verify(user.email, code);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ token_type: 'Bearer', scope: 'openid profile email' });
    expect(typeof response.json().refresh_token).toBe('string');
    expectAuth0Error(await verify(user.email, code), 403, 'invalid_grant');
  });

  it('allows 5 tries: after 5 wrong codes the right one is refused', async () => {
    const user = await createUser(db);
    await start(user.email);
    const code = await mailedCode(user.email);
    for (let i = 0; i < 5; i += 1) {
      const body = expectAuth0Error(await verify(user.email, wrong(code)), 403, 'invalid_grant');
      expect(body.error_description).toBe('Wrong email or verification code.');
    }
    expectAuth0Error(await verify(user.email, code), 403, 'invalid_grant');
  });

  it('4 wrong tries still leave the right code usable', async () => {
    const user = await createUser(db);
    await start(user.email);
    const code = await mailedCode(user.email);
    for (let i = 0; i < 4; i += 1) await verify(user.email, wrong(code));
    expect((await verify(user.email, code)).statusCode).toBe(200);
  });

  it('a code expires after 10 minutes', async () => {
    const user = await createUser(db);
    await start(user.email);
    const code = await mailedCode(user.email);
    await db.execute(
      sql`update identity_tickets set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expectAuth0Error(await verify(user.email, code), 403, 'invalid_grant');
  });

  it('the sms connection and a missing email answer 400', async () => {
    expectAuth0Error(
      await start('x@example.test', { connection: 'sms', phone_number: '+15555550100' }),
      400,
      'bad.connection',
    );
    const response = await app.inject({
      method: 'POST',
      url: '/auth/passwordless/start',
      payload: { client_id: CLIENT_ID, connection: 'email' },
    });
    expectAuth0Error(response, 400, 'invalid_request');
  });

  it('a mailed link (send=link) signs in through GET /auth/passwordless/verify_redirect', async () => {
    const user = await createUser(db);
    await start(user.email, {
      send: 'link',
      authParams: { redirect_uri: 'http://localhost:8080/sign-in', state: 's1', scope: 'openid' },
    });
    const [mail] = await mailsTo(app, user.email);
    const url = new URL(mail?.links[0]?.url ?? '');
    expect(url.pathname).toBe('/auth/passwordless/verify_redirect');
    const response = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe('http://localhost:8080/sign-in');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('state')).toBe('s1');
    expect(fragment.get('access_token')).toBeTruthy();
    const again = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(
      new URLSearchParams(new URL(String(again.headers.location)).hash.slice(1)).get('error'),
    ).toBe('invalid_grant');
  });
});

describe('GET /auth/authorize (hosted login page)', () => {
  const query = (extra: Record<string, string> = {}) =>
    new URLSearchParams({
      response_type: 'token id_token',
      client_id: CLIENT_ID,
      redirect_uri: 'http://localhost:8080/sign-in',
      state: 'xyz',
      nonce: 'n-1',
      ...extra,
    });

  it('shows an accessible login form', async () => {
    const response = await app.inject({ method: 'GET', url: `/auth/authorize?${query()}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<label for="username">Email</label>');
    expect(response.body).toContain('autocomplete="username"');
    expect(response.body).not.toContain('<script');
  });

  it('signs in and redirects with the tokens and the state in the fragment', async () => {
    const user = await createUser(db);
    const form = new URLSearchParams({
      ...Object.fromEntries(query()),
      username: user.email,
      password: 'correct horse battery',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/auth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(response.statusCode, response.body).toBe(302);
    const fragment = new URLSearchParams(new URL(String(response.headers.location)).hash.slice(1));
    expect(fragment.get('state')).toBe('xyz');
    expect(fragment.get('token_type')).toBe('Bearer');
    const idToken = fragment.get('id_token') ?? '';
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.nonce).toBe('n-1');
    expect(fragment.get('access_token')).toBeTruthy();
  });

  it('a wrong password shows the form again with the error', async () => {
    const user = await createUser(db);
    const form = new URLSearchParams({
      ...Object.fromEntries(query()),
      username: user.email,
      password: 'bad-bad-bad',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/auth/authorize',
      remoteAddress: '10.40.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('Wrong email or password.');
  });

  it('refuses a redirect_uri off the allow-list with 400', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/auth/authorize?${query({ redirect_uri: 'https://evil.example/cb' })}`,
    });
    expectAuth0Error(response, 400, 'invalid_request');
  });

  it('prompt=none answers login_required in the fragment (no SSO session)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/auth/authorize?${query({ prompt: 'none' })}`,
    });
    expect(response.statusCode).toBe(302);
    const fragment = new URLSearchParams(new URL(String(response.headers.location)).hash.slice(1));
    expect(fragment.get('error')).toBe('login_required');
    expect(fragment.get('state')).toBe('xyz');
  });
});
