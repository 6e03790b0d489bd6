import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { type Fleet, startFleet } from './fleet';

/** The in-process device fleet, for the developer endpoint that injects faults. */
export type Simulator = {
  /** The running fleet; undefined when SIMULATOR is off or the fleet could not start. */
  readonly fleet: Fleet | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    simulator: Simulator;
  }
}

/**
 * Starts the virtual fleet (fleet.ts) when config.simulator.enabled, once the app is ready and
 * the MQTT transport takes devices; stops it first on close. Never in production (config.ts
 * refuses it). A fleet that cannot start is logged: the portal serves without it.
 */
export const simulatorPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const simulator: { fleet: Fleet | undefined } = { fleet: undefined };
    app.decorate<Simulator>('simulator', simulator);
    if (!config.simulator.enabled) return;

    app.addHook('onReady', async () => {
      const { brokerUrl } = app.mqtt;
      if (!brokerUrl) {
        app.log.error('simulator: no MQTT broker to connect to; the fleet does not start');
        return;
      }
      try {
        simulator.fleet = await startFleet({
          db: app.db,
          brokerUrl,
          log: app.log,
          scriptedFaults: config.simulator.faults,
        });
      } catch (error) {
        app.log.error({ err: error }, 'simulator: the fleet did not start');
      }
    });
    app.addHook('preClose', async () => {
      await simulator.fleet?.stop();
      simulator.fleet = undefined;
    });
  },
  { name: 'simulator', dependencies: ['mqtt'] },
);
