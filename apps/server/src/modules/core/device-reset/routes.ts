import { DeviceControlState } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import {
  DEVICE_ANSWERS,
  DEVICE_WORKERS,
  DeviceParams,
  deviceErrors,
  recordedAs,
} from '../../../http/device-work';
import { homeownerId } from '../../../http/homeowner';
import { errors, security } from '../../../http/route-schemas';
import { resetDevice } from './service';

// Resetting a device to its factory settings (spec 001 §7.4), on the device itself.
export const coreDeviceResetRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.put(
    '/api/v1/core/devices/:deviceId/reset',
    {
      config: { access: 'user' },
      schema: {
        tags: ['core'],
        summary: 'Reset the device to its factory settings',
        description: `${DEVICE_WORKERS} The device releases the setpoints, mode and fan it was given; a thermostat takes its factory schedule, Smart Away and installer set-up back. A device that takes no remote commands (a camera, a lock) answers 409. ${DEVICE_ANSWERS} ${recordedAs('DEVICE_RESET')}`,
        security,
        params: DeviceParams,
        response: { 200: DeviceControlState, ...errors, ...deviceErrors },
      },
    },
    async (request) =>
      resetDevice(ctx, {
        userId: await homeownerId(ctx, request),
        deviceId: request.params.deviceId,
      }),
  );
};
