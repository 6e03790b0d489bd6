import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { CLIENT_ID, expectAuth0Error } from '../test/identity';

const { app } = await buildTestApp();

describe('the other identity calls', () => {
  it('POST /auth/delegation answers Auth0 deprecation error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/delegation',
      payload: { grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer' },
    });
    expectAuth0Error(response, 403, 'unauthorized_client');
  });

  it.each([
    '/auth/passwordless/challenge',
    '/auth/dbconnections/signup/challenge',
    '/auth/dbconnections/change_password/challenge',
    '/auth/usernamepassword/challenge',
  ])('POST %s answers that no captcha is required, with or without a state', async (url) => {
    for (const payload of [{ state: 'abc' }, {}]) {
      const response = await app.inject({ method: 'POST', url, payload });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ required: false });
    }
  });

  it.each([
    ['de-AT,de;q=0.9', 'AT'],
    ['fr', 'US'],
    ['en-GB', 'GB'],
    [undefined, 'US'],
  ])('GET /auth/user/geoloc/country with Accept-Language %s answers %s', async (lang, code) => {
    const response = await app.inject({
      method: 'GET',
      url: '/auth/user/geoloc/country',
      headers: lang ? { 'accept-language': lang } : {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ country_code: code });
  });

  it('GET /auth/v2/logout redirects to an allowed returnTo, refuses others with 400', async () => {
    const ok = await app.inject({
      method: 'GET',
      url: `/auth/v2/logout?client_id=${CLIENT_ID}&returnTo=${encodeURIComponent('http://localhost:8080/sign-in')}`,
    });
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe('http://localhost:8080/sign-in');
    const plain = await app.inject({ method: 'GET', url: '/auth/v2/logout' });
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('http://localhost:8080');
    const bad = await app.inject({
      method: 'GET',
      url: `/auth/v2/logout?returnTo=${encodeURIComponent('https://evil.example/')}`,
    });
    expectAuth0Error(bad, 400, 'invalid_request');
  });
});
