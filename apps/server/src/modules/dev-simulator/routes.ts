import { ApiErrorBody, MacAddress } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SimulatorFault } from '../../telemetry/simulator/faults';
import { injectFault } from './service';

const FaultRequest = z
  .object({
    deviceId: z.uuid().optional(),
    macAddress: MacAddress.optional(),
    fault: z.enum(SimulatorFault),
  })
  .strict()
  .refine((body) => (body.deviceId === undefined) !== (body.macAddress === undefined), {
    path: ['deviceId'],
    message: 'Give the device by deviceId or by macAddress, one of them.',
  })
  .meta({ id: 'SimulatorFaultRequest' });

const FaultAccepted = z
  .object({ deviceId: z.uuid(), fault: z.enum(SimulatorFault) })
  .meta({ id: 'SimulatorFaultAccepted' });

// The device simulator's fault switch: a developer tool (plugins/dev-tools.ts) the e2e specs
// use to make a leak, smoke or a hot home happen on a demo device now.
export const devSimulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/dev/simulator/faults',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary:
          'Makes a virtual device report a fault over MQTT now (DEV_TOOLS=true, this machine only, with the simulator running); clear ends its faults',
        body: FaultRequest,
        response: { 202: FaultAccepted, 400: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request, reply) => reply.code(202).send(await injectFault(app.simulator, request.body)),
  );
};
