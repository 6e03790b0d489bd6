import { describe, expect, it } from 'vitest';
import { buildTestApp, captureLogs } from './test/helper';

const logs = captureLogs();
const { app } = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream });

const SECRETS = [
  'secret-token-abc',
  'secret-cookie-c',
  'secret-q',
  'secret-t',
  'secret-p',
  'secret-r',
  'secret-u',
];
const credentials = {
  authorization: 'Bearer secret-token-abc',
  cookie: 'session=secret-cookie-c',
};

describe('logs never contain secrets', () => {
  it('keeps credentials, secret query values and secret details out of every line', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/healthz?access_token=secret-q&ticket=secret-t&page=2',
      headers: credentials,
    });
    expect(page.statusCode).toBe(200);
    const reported = await app.inject({
      method: 'POST',
      url: '/api/v1/logs/error',
      headers: { ...credentials, 'application-id': 'AerisPro' },
      payload: {
        message: 'render failed',
        url: 'https://portal.example/reset-password?ticket=secret-u&lang=en',
        details: { password: 'secret-p', nested: { refresh_token: 'secret-r' }, ok: 1 },
      },
    });
    expect(reported.statusCode).toBe(204);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/v1/nope?token=secret-q',
      headers: credentials,
    });
    expect(missing.statusCode).toBe(404);

    // The requests above were logged at all; otherwise "no secret" would prove nothing.
    expect(logs.lines.length).toBeGreaterThan(3);
    for (const line of logs.lines) {
      for (const secret of SECRETS)
        expect(line, `a log line leaks ${secret}`).not.toContain(secret);
    }

    const entries = logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const urls = entries.map((entry) => (entry.req as { url?: string } | undefined)?.url);
    expect(urls).toContain('/healthz?access_token=[REDACTED]&ticket=[REDACTED]&page=2');

    const client = entries.find((entry) => entry.msg === 'client: render failed');
    expect(client?.client).toEqual({
      application: 'AerisPro',
      url: 'https://portal.example/reset-password?ticket=[REDACTED]&lang=en',
      details: { nested: {}, ok: 1 },
    });
  });
});
