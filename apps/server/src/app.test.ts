import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError, INDEX_HTML } from './test/helper';

const { app } = await buildTestApp();
// Apps on databases of their own, for the tests that take something away.
const behind = await buildTestApp();
const cut = await buildTestApp();
const secure = await buildTestApp({ PUBLIC_URL: 'https://portal.example' });
const PAGE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('health', () => {
  it('GET /healthz answers 200 ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the database answers and every migration is applied', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: true, migrations: true });
  });

  it('GET /readyz answers 503 when the newest migration is not applied', async () => {
    await behind.db.execute(
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const response = await behind.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not_ready', database: true, migrations: false });
  });

  it('GET /readyz answers 503, not 500, when the database is gone', async () => {
    await cut.pool.end();
    const response = await cut.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not_ready', database: false, migrations: false });
  });
});

describe('unknown paths answer the JSON error, never the portal page', () => {
  it('GET /api/v1/nope → 404 JSON', async () => {
    const body = expectError(await app.inject({ method: 'GET', url: '/api/v1/nope' }), 404);
    expect(body.message).toBe('GET /api/v1/nope does not exist.');
  });

  it('GET /auth/x → 404 JSON', async () => {
    expectError(await app.inject({ method: 'GET', url: '/auth/x' }), 404);
  });

  it('POST /api/whatever → 404 JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/whatever', payload: {} });
    expectError(response, 404);
  });

  it('GET /api/v1/nope asking for HTML still answers the JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nope', headers: PAGE });
    expectError(response, 404);
    expect(response.body).not.toContain('<html');
  });

  it('the query string is not echoed into the message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nope?token=abc' });
    expect(expectError(response, 404).message).not.toContain('abc');
  });
});

describe('the portal (single-page app)', () => {
  it.each(['/mybusiness/home', '/some/client/route'])(
    'GET %s for a browser answers index.html, never cached',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: PAGE });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('a client route for a non-browser (no text/html) answers the JSON 404', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/mybusiness/home',
      headers: { accept: 'application/json' },
    });
    expectError(response, 404);
  });

  it('a hashed asset is served and cached for good', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe('console.log("portal");\n');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['/locales/en.json', { signIn: { title: 'Sign in' } }],
    ['/locales/blueprint/en.json', { blueprint: { title: 'Blueprint' } }],
  ])('GET %s answers the translation file as JSON', async (url, content) => {
    const response = await app.inject({ method: 'GET', url, headers: PAGE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(content);
  });

  it('GET /locales/xx.json for a missing language answers the JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/locales/xx.json', headers: PAGE });
    expectError(response, 404);
  });
});

describe('security headers', () => {
  it.each([
    ['a page', '/mybusiness/home'],
    ['an API answer', '/healthz'],
    ['an error answer', '/api/v1/nope'],
  ])('are set on %s', async (_what, url) => {
    const response = await app.inject({ method: 'GET', url, headers: PAGE });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('caching of answers', () => {
  it.each([
    ['an API answer', 'GET', '/api/v1/public/featureFlags'],
    ['an identity answer', 'GET', '/auth/.well-known/openid-configuration'],
    ['an API error', 'GET', '/api/v1/proUsers/my'],
    ['an unknown API path', 'POST', '/api/v1/nope'],
    ['an identity error', 'POST', '/auth/oauth/token'],
  ] as const)('%s is never stored by a cache', async (_what, method, url) => {
    const response = await app.inject({ method, url });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('static files keep their own caching', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const locale = await app.inject({ method: 'GET', url: '/locales/en.json' });
    expect(locale.headers['cache-control']).toBe('no-cache');
  });
});

describe('the content security policy', () => {
  const connectSources = (csp: unknown) =>
    String(csp)
      .split(';')
      .map((directive) => directive.trim().split(' '))
      .find(([name]) => name === 'connect-src')
      ?.slice(1);

  it("allows WebSockets only to the portal's own origin", async () => {
    const response = await app.inject({ method: 'GET', url: '/mybusiness/home', headers: PAGE });
    expect(connectSources(response.headers['content-security-policy'])).toEqual([
      "'self'",
      'ws://localhost:8080',
    ]);
  });

  it('takes wss:// for a portal on https', async () => {
    const response = await secure.app.inject({ method: 'GET', url: '/healthz' });
    expect(connectSources(response.headers['content-security-policy'])).toEqual([
      "'self'",
      'wss://portal.example',
    ]);
  });
});
