import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { CLIENT_ID, createUser, expectAuth0Error, PASSWORD, passwordLogin } from '../test/identity';
import { hashSecret } from './secrets';

const { app, db } = await buildTestApp();
// A database of its own whose refresh tokens live one second.
const short = await buildTestApp({ REFRESH_TOKEN_TTL_SECONDS: '1' });

function refresh(refreshToken: string, ip = '10.2.0.1') {
  return app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    remoteAddress: ip,
    payload: { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: refreshToken },
  });
}

describe('POST /auth/oauth/token, refresh_token grant', () => {
  it('rotates: each use answers new tokens and a new refresh token', async () => {
    const user = await createUser(db);
    const first = (await passwordLogin(app, user.email, PASSWORD)).json();
    const second = await refresh(first.refresh_token);
    expect(second.statusCode, second.body).toBe(200);
    const body = second.json();
    expect(body.refresh_token).not.toBe(first.refresh_token);
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'openid profile email' });
    expect(typeof body.access_token).toBe('string');
    expect(typeof body.id_token).toBe('string');
    expect((await refresh(body.refresh_token)).statusCode).toBe(200);
  });

  it('reusing a token whose successor was already used answers 403 invalid_grant and revokes the family, newest included', async () => {
    const user = await createUser(db);
    const first = (await passwordLogin(app, user.email, PASSWORD)).json();
    const second = (await refresh(first.refresh_token)).json();
    const third = (await refresh(second.refresh_token)).json();
    expectAuth0Error(await refresh(first.refresh_token), 403, 'invalid_grant');
    expectAuth0Error(await refresh(third.refresh_token), 403, 'invalid_grant');
    // Another sign-in starts a family of its own, untouched.
    const other = (await passwordLogin(app, user.email, PASSWORD)).json();
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('parallel refreshes of one token all succeed with the same successor', async () => {
    const user = await createUser(db);
    const first = (await passwordLogin(app, user.email, PASSWORD)).json();
    const answers = await Promise.all([
      refresh(first.refresh_token),
      refresh(first.refresh_token),
      refresh(first.refresh_token),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const successors = new Set(answers.map((answer) => answer.json().refresh_token));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    expect(successor).not.toBe(first.refresh_token);
    // The one successor is live: it rotates on, and the family was not revoked.
    expect((await refresh(String(successor))).statusCode).toBe(200);
  });

  it('a retry within the reuse interval gets the same successor; the database holds it only sealed', async () => {
    const user = await createUser(db);
    const first = (await passwordLogin(app, user.email, PASSWORD)).json();
    const once = (await refresh(first.refresh_token)).json();
    const again = await refresh(first.refresh_token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().refresh_token).toBe(once.refresh_token);
    expect(typeof again.json().access_token).toBe('string');
    const stored = await db.execute(sql`select * from refresh_tokens where user_id = ${user.id}`);
    expect(JSON.stringify(stored.rows)).not.toContain(once.refresh_token);
  });

  it('reuse after the interval (10 s by default) answers 403 and revokes the family', async () => {
    const user = await createUser(db);
    const first = (await passwordLogin(app, user.email, PASSWORD)).json();
    const second = (await refresh(first.refresh_token)).json();
    // The rotation happened 11 seconds ago.
    await db.execute(
      sql`update refresh_tokens set used_at = now() - interval '11 seconds'
          where token_hash = ${hashSecret(first.refresh_token)}`,
    );
    expectAuth0Error(await refresh(first.refresh_token), 403, 'invalid_grant');
    expectAuth0Error(await refresh(second.refresh_token), 403, 'invalid_grant');
  });

  it('an unknown refresh token or one of another client answers 403 invalid_grant', async () => {
    expectAuth0Error(await refresh('not-a-token'), 403, 'invalid_grant');
    const response = await app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      payload: { grant_type: 'refresh_token', client_id: CLIENT_ID },
    });
    expect(expectAuth0Error(response, 400, 'invalid_request').error_description).toBe(
      'Missing required parameter: refresh_token',
    );
  });

  it('a refresh token past its lifetime answers 403 invalid_grant', async () => {
    const user = await createUser(short.db);
    const first = (await passwordLogin(short.app, user.email, PASSWORD)).json();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const response = await short.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      payload: {
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: first.refresh_token,
      },
    });
    expectAuth0Error(response, 403, 'invalid_grant');
  });
});

describe('POST /auth/oauth/ro (legacy)', () => {
  it('answers id_token and access_token for the right password', async () => {
    const user = await createUser(db);
    const response = await app.inject({
      method: 'POST',
      url: '/auth/oauth/ro',
      payload: {
        client_id: CLIENT_ID,
        username: user.email,
        password: PASSWORD,
        connection: 'Username-Password-Authentication',
        grant_type: 'password',
        scope: 'openid',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'id_token', 'token_type']);
    expect(body.token_type).toBe('bearer');
  });

  it('a wrong password answers 403 invalid_grant', async () => {
    const user = await createUser(db);
    const response = await app.inject({
      method: 'POST',
      url: '/auth/oauth/ro',
      remoteAddress: '10.4.0.1',
      payload: { client_id: CLIENT_ID, username: user.email, password: 'nope-nope' },
    });
    expectAuth0Error(response, 403, 'invalid_grant');
  });
});

describe('GET /auth/userinfo', () => {
  it('answers the profile claims for a valid bearer token', async () => {
    const user = await createUser(db);
    const { access_token } = (await passwordLogin(app, user.email, PASSWORD)).json();
    const response = await app.inject({
      method: 'GET',
      url: '/auth/userinfo',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      sub: user.id,
      email: user.email,
      email_verified: true,
      name: `Test ${user.lastName}`,
    });
  });

  it('without or with a bad token answers 401 invalid_token', async () => {
    expectAuth0Error(
      await app.inject({ method: 'GET', url: '/auth/userinfo' }),
      401,
      'invalid_token',
    );
    expectAuth0Error(
      await app.inject({
        method: 'GET',
        url: '/auth/userinfo',
        headers: { authorization: 'Bearer abc.def.ghi' },
      }),
      401,
      'invalid_token',
    );
  });
});
