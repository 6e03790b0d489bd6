import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import {
  CLIENT_ID,
  createUser,
  expectAuth0Error,
  mailsTo,
  newestLink,
  passwordLogin,
} from '../test/identity';
import { findUserByEmail } from './users-repository';

const { app, db } = await buildTestApp();
const limited = await buildTestApp({ AUTH_IP_SIGNUPS_PER_HOUR: '2' });
const NEW_PASSWORD = 'a fresh Passphrase 42';

let ip = 0;
function signup(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  ip += 1;
  return app.inject({
    method: 'POST',
    url: '/auth/dbconnections/signup',
    remoteAddress: `10.20.0.${ip}`,
    headers,
    payload: {
      client_id: CLIENT_ID,
      connection: 'Username-Password-Authentication',
      ...payload,
    },
  });
}

describe('POST /auth/dbconnections/signup', () => {
  it('creates the user, answers Auth0 body and mails a verification link', async () => {
    const email = 'new.partner@example.test';
    const response = await signup({ email, password: NEW_PASSWORD, name: 'New Partner' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      email_verified: false,
      name: 'New Partner',
      user_metadata: {},
    });
    const [mail] = await mailsTo(app, email);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.text).toContain(mail?.links[0]?.url);
    expect(mail?.html).toContain('href="http://localhost:8080/auth/verify-email?ticket=');
    // Not verified yet, but may sign in (the portal shows the verification notice).
    const login = await passwordLogin(app, email, NEW_PASSWORD);
    expect(login.statusCode).toBe(200);
    // The one name of the sign-up page becomes the viewer's first and last name.
    const viewer = await app.inject({
      method: 'GET',
      url: '/api/v1/proUsers/my',
      headers: { authorization: `Bearer ${login.json().access_token}` },
    });
    expect(viewer.json()).toMatchObject({ firstName: 'New', lastName: 'Partner' });
  });

  it("stores the partner's userType in user_metadata and mails in the Accept-Language language", async () => {
    const email = 'francais@example.test';
    const response = await signup(
      { email, password: NEW_PASSWORD, user_metadata: { userType: 'PARTNER' } },
      { 'accept-language': 'fr-FR,fr;q=0.9' },
    );
    expect(response.json().user_metadata).toEqual({ userType: 'PARTNER' });
    expect((await findUserByEmail(db, email))?.userMetadata).toEqual({ userType: 'PARTNER' });
    expect((await mailsTo(app, email))[0]?.subject).toBe('Vérifiez votre adresse e-mail');
  });

  it('a taken email answers exactly like a new one and mails nothing', async () => {
    const existing = await createUser(db);
    let startedAt = performance.now();
    const fresh = await signup({ email: 'brand.new@example.test', password: NEW_PASSWORD });
    const freshMs = performance.now() - startedAt;
    startedAt = performance.now();
    const taken = await signup({ email: existing.email, password: NEW_PASSWORD });
    const takenMs = performance.now() - startedAt;
    // Both hash the password and wait for the same minimum time.
    expect(freshMs).toBeGreaterThanOrEqual(290);
    expect(takenMs).toBeGreaterThanOrEqual(290);
    expect(Math.abs(freshMs - takenMs)).toBeLessThan(250);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    const { _id: freshId, email: freshEmail, ...freshRest } = fresh.json();
    const { _id: takenId, email: takenEmail, ...takenRest } = taken.json();
    expect(takenRest).toEqual(freshRest);
    expect(takenId).toMatch(/^[0-9a-f-]{36}$/);
    expect(takenId).not.toBe(existing.id);
    expect(takenEmail).toBe(existing.email);
    expect(await mailsTo(app, existing.email)).toEqual([]);
  });

  it.each([
    ['shorter than 7 characters', 'abc123', /at least 7/],
    ['over 128 characters', 'x'.repeat(129), /at most 128/],
    ['a common password', 'password123', /common/],
    ['a common password in other case', 'Qwerty123', /common/],
  ])('a password %s answers 400 invalid_password', async (_what, password, message) => {
    const response = await signup({ email: `weak${ip}@example.test`, password });
    const body = expectAuth0Error(response, 400, 'invalid_password');
    expect(body.error_description).toMatch(message);
  });

  it('a 128-character password is kept whole, never truncated', async () => {
    const long = `${'Lz9-'.repeat(31)}tail`;
    expect(long).toHaveLength(128);
    const email = 'long.password@example.test';
    expect((await signup({ email, password: long })).statusCode).toBe(200);
    expect((await passwordLogin(app, email, long)).statusCode).toBe(200);
    const cut = await passwordLogin(app, email, long.slice(0, 72), '10.21.0.1');
    expectAuth0Error(cut, 403, 'invalid_grant');
  });

  it.each([
    ['an invalid email', { email: 'not-an-email', password: NEW_PASSWORD }],
    ['another connection', { email: 'x@example.test', password: NEW_PASSWORD, connection: 'x' }],
    ['no email', { password: NEW_PASSWORD }],
    ['no password', { email: 'x@example.test' }],
  ])('%s answers 400 invalid_request', async (_what, payload) => {
    expectAuth0Error(await signup(payload), 400, 'invalid_request');
  });
});

describe('email verification', () => {
  it('the mailed link verifies once and redirects to /sign-in?verified=true', async () => {
    const email = 'verify.me@example.test';
    await signup({ email, password: NEW_PASSWORD });
    const link = await newestLink(app, email);
    expect(link).toMatch(/^\/auth\/verify-email\?ticket=/);
    const follow = await app.inject({ method: 'GET', url: link });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe('http://localhost:8080/sign-in?verified=true');
    const login = (await passwordLogin(app, email, NEW_PASSWORD)).json();
    const claims = JSON.parse(Buffer.from(login.id_token.split('.')[1], 'base64url').toString());
    expect(claims.email_verified).toBe(true);
    const again = await app.inject({ method: 'GET', url: link });
    expect(again.statusCode).toBe(400);
    expect(again.headers['content-type']).toMatch(/^text\/html/);
    expect(again.body).toContain('invalid');
  });

  it('an unknown ticket answers a 400 page; a missing one 400 in the Auth0 shape', async () => {
    const bad = await app.inject({ method: 'GET', url: '/auth/verify-email?ticket=nope' });
    expect(bad.statusCode).toBe(400);
    expectAuth0Error(
      await app.inject({ method: 'GET', url: '/auth/verify-email' }),
      400,
      'invalid_request',
    );
  });
});

describe('signups per IP address', () => {
  it('are throttled with 429 and Retry-After', async () => {
    const post = (n: number) =>
      limited.app.inject({
        method: 'POST',
        url: '/auth/dbconnections/signup',
        remoteAddress: '10.22.0.1',
        payload: {
          client_id: CLIENT_ID,
          connection: 'Username-Password-Authentication',
          email: `many${n}@example.test`,
          password: NEW_PASSWORD,
        },
      });
    expect((await post(1)).statusCode).toBe(200);
    expect((await post(2)).statusCode).toBe(200);
    const third = await post(3);
    expectAuth0Error(third, 429, 'too_many_attempts');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });
});
