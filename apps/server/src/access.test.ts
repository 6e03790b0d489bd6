import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requireAccessDeclarations } from './access';

// Anything undeclared is denied (DESIGN.md): a route that forgets to say who may call it
// must stop the server from starting, not be served open.
function appWithAccessCheck() {
  const app = Fastify({ logger: false });
  requireAccessDeclarations(app);
  return app;
}

describe('every route declares who may call it', () => {
  it('a route without config.access makes building fail', async () => {
    const app = appWithAccessCheck();
    const build = async () => {
      app.get('/open', async () => ({ open: true }));
      await app.ready();
    };
    await expect(build()).rejects.toThrow(
      'GET /open does not declare who may call it (config.access).',
    );
    await app.close();
  });

  it('a module registered as a plugin is checked too', async () => {
    const app = appWithAccessCheck();
    app.register(async (module) => {
      module.post('/api/v1/things', async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow(/POST \/api\/v1\/things does not declare/);
    await app.close();
  });

  it('a route that declares its access is served', async () => {
    const app = appWithAccessCheck();
    app.get('/declared', { config: { access: 'public' } }, async () => ({ ok: true }));
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/declared' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    await app.close();
  });

  it('a partner-scoped route without :partnerAccountId makes building fail', async () => {
    const app = appWithAccessCheck();
    const build = async () => {
      app.get(
        '/api/v1/things',
        { config: { access: { partner: 'company:read' } } },
        async () => ({}),
      );
      await app.ready();
    };
    await expect(build()).rejects.toThrow(
      'GET /api/v1/things is partner-scoped but has no :partnerAccountId.',
    );
    await app.close();
  });
});
