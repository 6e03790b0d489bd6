import { describe, expect, it } from 'vitest';
import { buildTestApp, captureLogs, expectError } from '../../test/helper';

const { app } = await buildTestApp();
const logs = captureLogs();
const logged = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream });

// Each test calls from its own address so that the logs' own rate limit (60 a minute
// per address) never decides a test about validation.
let lastOctet = 0;
function post(options: {
  headers?: Record<string, string>;
  payload?: object | string;
  url?: string;
}) {
  lastOctet += 1;
  return app.inject({
    method: 'POST',
    url: options.url ?? '/api/v1/logs/error',
    remoteAddress: `10.0.0.${lastOctet}`,
    headers: { 'application-id': 'AerisPro', ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

describe('POST /api/v1/logs/{level}', () => {
  it.each(['info', 'error', 'critical'])(
    'accepts a %s entry with 204 and no body',
    async (level) => {
      const response = await post({
        url: `/api/v1/logs/${level}`,
        payload: { message: 'the page failed', url: '/mybusiness/home', details: { step: 2 } },
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    },
  );

  it('GET is not a route: 404 in the error shape', async () => {
    expectError(await app.inject({ method: 'GET', url: '/api/v1/logs/error' }), 404);
  });

  it('an unknown level is 404 in the error shape', async () => {
    expectError(await post({ url: '/api/v1/logs/debug', payload: { message: 'x' } }), 404);
  });

  it('without application-id answers 400 naming headers.application-id', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/logs/error',
      remoteAddress: '10.0.1.1',
      payload: { message: 'x' },
    });
    const body = expectError(response, 400);
    expect(body.fields?.map((f) => f.field)).toEqual(['headers.application-id']);
  });

  it('an application-id outside ApplicationType answers 400 naming headers.application-id', async () => {
    const response = await post({
      headers: { 'application-id': 'Nope' },
      payload: { message: 'x' },
    });
    const body = expectError(response, 400);
    expect(body.fields?.map((f) => f.field)).toContain('headers.application-id');
    expect(body.message).toContain('headers.application-id');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('an %s message answers 400 naming body.message', async (_what, message) => {
    const body = expectError(await post({ payload: { message } }), 400);
    expect(body.fields?.map((f) => f.field)).toContain('body.message');
  });

  it('a missing message answers 400 naming body.message', async () => {
    const body = expectError(await post({ payload: { url: '/x' } }), 400);
    expect(body.fields?.map((f) => f.field)).toContain('body.message');
  });

  it('invalid JSON answers 400 in the error shape', async () => {
    const response = await post({
      headers: { 'content-type': 'application/json' },
      payload: '{"message": "unterminated',
    });
    expectError(response, 400);
  });

  it('a body over 16 KiB answers 413 in the error shape', async () => {
    const response = await post({
      payload: { message: 'x', details: { blob: 'a'.repeat(17_000) } },
    });
    expectError(response, 413);
  });

  it('a body just under 16 KiB is accepted', async () => {
    const response = await post({
      payload: { message: 'x', details: { blob: 'a'.repeat(16_000) } },
    });
    expect(response.statusCode).toBe(204);
  });

  it('a content type the server does not read answers 415 in the error shape', async () => {
    const response = await post({
      headers: { 'content-type': 'application/xml' },
      payload: '<log><message>x</message></log>',
    });
    expectError(response, 415);
  });
});

describe('what the intake writes to the log', () => {
  const jwt =
    'eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJzdWIiOiJ1c2VyLTQyIiwiYXVkIjoiYXBpIn0.U2lnbmF0dXJlQnl0ZXM_x-Y';
  const refreshToken = 'Wm9vbUJveF9yZWZyZXNoLXRva2VuLXNlY3JldC0wNDI9xQ';

  it('masks tokens wherever they are: message, stack, page address and details', async () => {
    const response = await logged.app.inject({
      method: 'POST',
      url: '/api/v1/logs/error',
      remoteAddress: '10.0.2.1',
      headers: { 'application-id': 'AerisPro' },
      payload: {
        message: `refresh with ${refreshToken} failed for ${jwt}`,
        url: `https://portal.example/callback?code=c0de-42&state=s#access_token=${jwt}`,
        details: {
          stack: `Error: 401\n    at fetch (Authorization: Bearer ${jwt})`,
          request: `POST /auth/oauth/token {"refresh_token":"${refreshToken}"}`,
          step: 2,
        },
      },
    });
    expect(response.statusCode).toBe(204);
    const line = logs.lines.find((entry) => entry.includes('"client"'));
    expect(line).toBeDefined();
    for (const secret of [jwt, refreshToken, 'c0de-42', 'U2lnbmF0dXJlQnl0ZXM']) {
      expect(line).not.toContain(secret);
    }
    const entry = JSON.parse(line ?? '{}');
    expect(entry.msg).toBe('client: refresh with [REDACTED] failed for [REDACTED]');
    expect(entry.client.url).toBe(
      'https://portal.example/callback?code=[REDACTED]&state=[REDACTED]#access_token=[REDACTED]',
    );
    expect(entry.client.details).toEqual({
      stack: 'Error: 401\n    at fetch (Authorization: Bearer [REDACTED])',
      request: 'POST /auth/oauth/token {"refresh_token":"[REDACTED]"}',
      step: 2,
    });
  });
});
