import type { FastifyInstance } from 'fastify';

/**
 * Who may call a route. Every route of ours declares it; a route without a declaration
 * stops the server at start (see requireAccessDeclarations), so nothing is open by accident.
 * 'user': a valid bearer access token (plugins/auth.ts). Partner roles and admins come later.
 */
export type RouteAccess = 'public' | 'user';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export function requireAccessDeclarations(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      throw new Error(
        `${String(route.method)} ${route.url} does not declare who may call it (config.access).`,
      );
    }
  });
}
