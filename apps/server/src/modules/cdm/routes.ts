import { CdmCommand, DeviceControlState } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import {
  DEVICE_ANSWERS,
  DEVICE_WORKERS,
  DeviceParams,
  deviceErrors,
  recordedAs,
} from '../../http/device-work';
import { homeownerId } from '../../http/homeowner';
import { errors, security } from '../../http/route-schemas';
import { commandDevice, readDevice } from './service';

const tags = ['cdm'];

// The device's live state (spec 001 §7.3): what it measures and holds now, and changes to its
// setpoints, mode and fan, straight from and to the device.
export const cdmRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/v1/cdm/:deviceId/read',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Read what the device measures and holds now',
        description: `${DEVICE_WORKERS} Reading changes nothing: a guest may read. ${DEVICE_ANSWERS} A device that takes no remote commands (a camera, a lock) answers 409.`,
        security,
        params: DeviceParams,
        response: { 200: DeviceControlState, ...errors, ...deviceErrors },
      },
    },
    async (request) =>
      readDevice(ctx, {
        userId: await homeownerId(ctx, request),
        deviceId: request.params.deviceId,
      }),
  );

  app.post(
    '/api/v1/cdm/:deviceId/command',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Change a thermostat's setpoints (°F), mode or fan",
        description: `${DEVICE_WORKERS} Name at least one field; the cooling setpoint stays at least 3 °F above the heating one (400 on body.coolSetpoint), and the thermostat moves a setpoint you did not name to keep that gap. Another kind of device answers 409. ${DEVICE_ANSWERS} ${recordedAs('DEVICE_STATE_CHANGED')}`,
        security,
        params: DeviceParams,
        body: CdmCommand,
        response: { 200: DeviceControlState, ...errors, ...deviceErrors },
      },
    },
    async (request) =>
      commandDevice(
        ctx,
        { userId: await homeownerId(ctx, request), deviceId: request.params.deviceId },
        request.body,
      ),
  );
};
