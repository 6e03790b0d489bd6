import { BlockList, isIPv4 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { devMailRoutes } from '../modules/dev-mail/routes';
import { devSimulatorRoutes } from '../modules/dev-simulator/routes';
import { devSmsRoutes } from '../modules/dev-sms/routes';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether a socket's peer address is this machine (an IPv4-mapped IPv6 address included). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return isIPv4(ipv4) ? LOOPBACK.check(ipv4, 'ipv4') : LOOPBACK.check(address, 'ipv6');
}

/**
 * The developer tools (the mail and SMS outboxes, the simulator's faults), registered only with DEV_TOOLS=true. They
 * show reset and invite links, so they answer only a client on this machine, judged by the
 * socket's address (never X-Forwarded-For, which a client writes itself); anyone else gets
 * the 404 of any unknown path.
 */
export async function devToolsPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) return reply.callNotFound();
  });
  await app.register(devMailRoutes);
  await app.register(devSmsRoutes);
  await app.register(devSimulatorRoutes);
}
