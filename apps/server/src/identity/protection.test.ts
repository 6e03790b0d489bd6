import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import {
  CLIENT_ID,
  createUser,
  expectAuth0Error,
  failThroughProxy,
  mailsTo,
  newestLink,
  PASSWORD,
  passwordLogin,
  passwordLoginThroughProxy,
} from '../test/identity';
import { BLOCKED_DESCRIPTION } from './login';

const { app, db } = await buildTestApp();
// A database of its own with a low per-IP limit of failed sign-ins.
const throttled = await buildTestApp({ AUTH_IP_FAILED_LOGINS_PER_HOUR: '3' });
// Behind one proxy, and behind proxies named by address: a client may write X-Forwarded-For
// entries of its own, but only the entry the trusted proxy added names it.
const behindOneProxy = await buildTestApp({ TRUST_PROXY: '1' });
const behindListedProxies = await buildTestApp({ TRUST_PROXY: '10.40.0.0/16, 10.41.0.7' });
const NEW_PASSWORD = 'another Passphrase 77';

async function failTimes(email: string, times: number, ip: string) {
  for (let i = 0; i < times; i += 1) {
    expectAuth0Error(await passwordLogin(app, email, `wrong-${i}-x`, ip), 403, 'invalid_grant');
  }
}

function changePassword(email: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/dbconnections/change_password',
    payload: { client_id: CLIENT_ID, email, connection: 'Username-Password-Authentication' },
  });
}

describe('brute-force protection of one user from one IP address', () => {
  it('the 11th failed attempt is blocked with 429 too_many_attempts, even from another IP', async () => {
    const user = await createUser(db);
    await failTimes(user.email, 10, '10.30.0.1');
    const blocked = await passwordLogin(app, user.email, 'wrong-11-x', '10.30.0.1');
    expect(expectAuth0Error(blocked, 429, 'too_many_attempts').error_description).toContain(
      'blocked',
    );
    // Blocked even with the right password; from another address the account's own limit
    // of ten failed sign-ins an hour refuses it (see account-protection.test.ts).
    expectAuth0Error(
      await passwordLogin(app, user.email, PASSWORD, '10.30.0.1'),
      429,
      'too_many_attempts',
    );
    expectAuth0Error(
      await passwordLogin(app, user.email, PASSWORD, '10.30.0.2'),
      429,
      'too_many_attempts',
    );
  });

  it('mails an unblock link that lifts the block once', async () => {
    const user = await createUser(db);
    await failTimes(user.email, 10, '10.31.0.1');
    const [mail] = await mailsTo(app, user.email);
    expect(mail?.subject).toBe('Your account was blocked');
    const link = await newestLink(app, user.email);
    expect(link).toMatch(/^\/auth\/unblock\?ticket=/);
    const page = await app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Account unblocked');
    expect((await passwordLogin(app, user.email, PASSWORD, '10.31.0.1')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(400);
  });

  it('a success resets the count of consecutive failures', async () => {
    const user = await createUser(db);
    await failTimes(user.email, 9, '10.32.0.1');
    expect((await passwordLogin(app, user.email, PASSWORD, '10.32.0.1')).statusCode).toBe(200);
    await failTimes(user.email, 9, '10.32.0.1');
    expect((await passwordLogin(app, user.email, PASSWORD, '10.32.0.1')).statusCode).toBe(200);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  // Ten wrong passwords of one user, each naming a new made-up address in X-Forwarded-For.
  const spoofing = (proxy: string, realClient?: string) =>
    Array.from({ length: 10 }, (_, i) => ({
      proxy,
      forwardedFor: realClient ? `198.51.100.${i}, ${realClient}` : `198.51.100.${i}`,
    }));

  it.each([
    ['a hop count', behindOneProxy, '10.40.0.1'],
    ['proxy addresses', behindListedProxies, '10.41.0.7'],
  ])(
    'with %s, a client spoofing X-Forwarded-For is blocked at its real address',
    async (_what, built, proxy) => {
      const user = await createUser(built.db);
      await failThroughProxy(built.app, user.email, spoofing(proxy, '203.0.113.9'));
      const eleventh = await passwordLoginThroughProxy(built.app, user.email, 'wrong-x', {
        proxy,
        forwardedFor: '198.51.100.99, 203.0.113.9',
      });
      // The block of one (user, address) pair: the ten failures all came from 203.0.113.9.
      expect(expectAuth0Error(eleventh, 429, 'too_many_attempts').error_description).toBe(
        BLOCKED_DESCRIPTION,
      );
    },
  );

  it('takes X-Forwarded-For only from a listed proxy, never from a client', async () => {
    const { app: listed, db: listedDb } = behindListedProxies;
    const user = await createUser(listedDb);
    await failThroughProxy(listed, user.email, spoofing('203.0.113.50'));
    const eleventh = await passwordLoginThroughProxy(listed, user.email, 'wrong-x', {
      proxy: '203.0.113.50',
      forwardedFor: '198.51.100.99',
    });
    expect(expectAuth0Error(eleventh, 429, 'too_many_attempts').error_description).toBe(
      BLOCKED_DESCRIPTION,
    );
  });
});

describe('failed sign-ins per IP address', () => {
  it('are throttled with 429 and Retry-After, whoever the user', async () => {
    const a = await createUser(throttled.db);
    for (const email of [a.email, 'ghost1@example.test', 'ghost2@example.test']) {
      expectAuth0Error(
        await passwordLogin(throttled.app, email, 'wrong-one', '10.33.0.1'),
        403,
        'invalid_grant',
      );
    }
    const refused = await passwordLogin(throttled.app, a.email, PASSWORD, '10.33.0.1');
    expectAuth0Error(refused, 429, 'too_many_attempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await passwordLogin(throttled.app, a.email, PASSWORD, '10.33.0.2')).statusCode).toBe(
      200,
    );
  });
});

describe('POST /auth/dbconnections/change_password and the reset page', () => {
  it('answers the same text for known and unknown emails; only the known one gets mail', async () => {
    const user = await createUser(db);
    let startedAt = performance.now();
    const known = await changePassword(user.email);
    const knownMs = performance.now() - startedAt;
    startedAt = performance.now();
    const unknown = await changePassword('nobody.here@example.test');
    const unknownMs = performance.now() - startedAt;
    expect(knownMs).toBeGreaterThanOrEqual(290);
    expect(unknownMs).toBeGreaterThanOrEqual(290);
    expect(Math.abs(knownMs - unknownMs)).toBeLessThan(250);
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe("We've just sent you an email to reset your password.");
    }
    expect(await mailsTo(app, 'nobody.here@example.test')).toEqual([]);
    expect((await mailsTo(app, user.email))[0]?.subject).toBe('Reset your password');
  });

  it('the reset page sets the password, revokes refresh tokens and lifts blocks', async () => {
    const user = await createUser(db);
    const session = (await passwordLogin(app, user.email, PASSWORD, '10.34.0.9')).json();
    await failTimes(user.email, 10, '10.34.0.1');
    await changePassword(user.email);
    const link = (await mailsTo(app, user.email)).find((m) => m.subject === 'Reset your password')
      ?.links[0]?.url;
    const path = new URL(link ?? '').pathname + new URL(link ?? '').search;
    const form = await app.inject({ method: 'GET', url: path });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toMatch(/^text\/html/);
    expect(form.body).toContain('<label for="password">New password</label>');
    expect(form.body).not.toContain('<script');
    expect(String(form.headers['content-security-policy'])).toContain("script-src 'self'");
    const ticket = new URL(link ?? '').searchParams.get('ticket') ?? '';

    const post = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/reset-password',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ticket, password }).toString(),
      });
    const weak = await post('password1');
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('role="alert"');
    expect(weak.body).toContain('common');
    const done = await post(NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Password changed');

    expectAuth0Error(
      await passwordLogin(app, user.email, PASSWORD, '10.34.0.2'),
      403,
      'invalid_grant',
    );
    expect((await passwordLogin(app, user.email, NEW_PASSWORD, '10.34.0.1')).statusCode).toBe(200);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      payload: {
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: session.refresh_token,
      },
    });
    expectAuth0Error(refreshed, 403, 'invalid_grant');
    expect((await post('yet another Passphrase 9')).statusCode).toBe(400);
  });

  it('an unknown reset ticket shows a 400 page', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/reset-password?ticket=nope' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('invalid');
  });
});
