import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { send } from './errors';

// Paths the SPA never owns: an unknown one answers the JSON 404, not index.html.
const API_PREFIXES = ['/api/', '/auth/', '/locales/'];

function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return (
    API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/api' || path === '/auth'
  );
}

/**
 * Serves the built portal (apps/web/dist), translation files included (/locales/...),
 * with history fallback: any other GET that wants HTML gets index.html and the client
 * router decides. Hashed assets are cached for a year; index.html never.
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, options: { webDist: string }) => {
    const indexHtml = join(options.webDist, 'index.html');
    const hasWeb = existsSync(indexHtml);
    if (!hasWeb) {
      app.log.warn(`no built portal at ${options.webDist}: run \`npm run build\` to serve it`);
    } else {
      await app.register(fastifyStatic, {
        root: options.webDist,
        wildcard: false,
        index: false,
        setHeaders: (reply, path) => {
          const immutable = path.startsWith(join(options.webDist, 'assets'));
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(request.url) &&
        (request.headers.accept ?? '').includes('text/html');
      if (hasWeb && wantsPage) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return send(reply, {
        statusCode: 404,
        message: `${request.method} ${request.url.split('?')[0]} does not exist.`,
      });
    });
  },
  { name: 'static-web' },
);
