import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { TokenVerifier } from '../access-token';
import { RealtimeHub } from '../realtime/hub';
import { PgListener } from '../realtime/listener';
import { REALTIME_PG_CHANNEL } from '../realtime/publish';
import { activeMembership, userOfToken } from '../repositories/callers';
import { householdRole } from '../repositories/households';

export type Realtime = { hub: RealtimeHub; listener: PgListener };

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export type RealtimePluginOptions = {
  pool: pg.Pool;
  verify: TokenVerifier;
  authTimeoutMs?: number;
  heartbeatMs?: number;
};

/** Enough for a browser on a slow network to send its first message right after connecting. */
const AUTH_TIMEOUT_MS = 5_000;
/** Below the idle timeouts of common load balancers (60 s), so they keep the socket open. */
const HEARTBEAT_MS = 30_000;
/** An authenticate message carries a JWT of a few kilobytes; nothing the client sends is larger. */
const MAX_MESSAGE_BYTES = 16 * 1024;

/**
 * The realtime hub of this instance (DESIGN.md): its sockets, and the LISTEN connection through
 * which events raised on any instance arrive. Registered on the root so that the hub outlives
 * every route context and tests can wait for the listener; the route is realtimeRoutes.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, options: RealtimePluginOptions) => {
    const hub = new RealtimeHub({
      authenticate: async (accessToken) => {
        const user = await userOfToken(app.db, await options.verify(accessToken));
        return user?.id;
      },
      isActiveMember: async (userId, partnerAccountId) =>
        Boolean(await activeMembership(app.db, userId, partnerAccountId)),
      isHouseholdMember: async (userId, consumerAccountId) =>
        (await householdRole(app.db, userId, consumerAccountId)) !== undefined,
      log: app.log,
      authTimeoutMs: options.authTimeoutMs ?? AUTH_TIMEOUT_MS,
      heartbeatMs: options.heartbeatMs ?? HEARTBEAT_MS,
    });
    const listener = new PgListener({
      connection: options.pool.options,
      channel: REALTIME_PG_CHANNEL,
      onPayload: (payload) => hub.deliver(payload),
      log: app.log,
    });
    app.decorate('realtime', { hub, listener });
    // Not awaited: an instance whose database is away still starts, and listens once it is back.
    app.addHook('onReady', async () => listener.start());
    app.addHook('onClose', async () => {
      hub.close();
      await listener.stop();
    });
  },
  { name: 'realtime' },
);

/** GET /api/v1/realtime: the WebSocket of the hub (protocol in @portal/contracts, employees.ts). */
export async function realtimeRoutes(app: FastifyInstance) {
  await app.register(websocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    // A client that vanishes mid-frame (closed laptop, dropped network) is ordinary here, not an
    // error worth an operator's attention.
    errorHandler: (error, socket, request) => {
      request.log.debug({ err: error }, 'realtime: socket error');
      socket.terminate();
    },
  });
  app.get(
    '/api/v1/realtime',
    {
      websocket: true,
      // Public at the HTTP level: browsers cannot send an Authorization header with a WebSocket
      // upgrade, so the token comes in the first message and the hub checks it (and closes the
      // socket with 4401 without it). @fastify/websocket hides the route from the OpenAPI
      // document, which cannot describe a WebSocket; the contracts describe its messages.
      config: { access: 'public' },
    },
    (socket) => app.realtime.hub.accept(socket),
  );
}
