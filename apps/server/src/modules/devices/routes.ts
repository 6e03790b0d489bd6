import {
  type AuditEvent,
  DeviceControlState,
  FeedbackType,
  LeakFeedback,
  ScheduleEnabledRequest,
  ScheduleModeRequest,
  SmartAway,
  ThermostatSchedule,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import {
  changeSchedule,
  changeSmartAway,
  readSchedule,
  readSmartAway,
  sendLeakFeedback,
} from './service';

const tags = ['devices'];
const THERMOSTATS =
  'For thermostats only: another kind of device answers 409. The path with /thermostats/ is the same call.';
const READ = `${DEVICE_WORKERS} Reading changes nothing: a guest may read. ${THERMOSTATS} ${DEVICE_ANSWERS}`;
const change = (event: AuditEvent) =>
  `${DEVICE_WORKERS} ${THERMOSTATS} ${DEVICE_ANSWERS} ${recordedAs(event)}`;
const answers = <T extends z.ZodType>(body: T) => ({ 200: body, ...errors, ...deviceErrors });

// A thermostat's schedule and Smart Away, and leak feedback (spec 001 §7.5), each worked on the
// device itself. The catalogue has each thermostat call under two paths; both take one handler.
export const deviceControlRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const call = async (request: FastifyRequest, deviceId: string) => ({
    userId: await homeownerId(ctx, request),
    deviceId,
  });

  for (const base of ['/api/v1/devices/:deviceId', '/api/v1/devices/thermostats/:deviceId']) {
    app.get(
      `${base}/schedule`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: "The thermostat's schedule",
          description: READ,
          security,
          params: DeviceParams,
          response: answers(ThermostatSchedule),
        },
      },
      async (request) => readSchedule(ctx, await call(request, request.params.deviceId)),
    );

    app.put(
      `${base}/schedule`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: "Replace the thermostat's schedule",
          description: `Each of the seven days once, with 1 to 6 periods starting one after another (HH:MM); setpoints in whole °F, heating 40–90 and cooling 50–99, cooling at least 3 °F above heating; a bad field answers 400 naming it. ${change('SCHEDULE_CHANGED')}`,
          security,
          params: DeviceParams,
          body: ThermostatSchedule,
          response: answers(ThermostatSchedule),
        },
      },
      async (request) =>
        changeSchedule(ctx, await call(request, request.params.deviceId), {
          name: 'setSchedule',
          schedule: request.body,
        }),
    );

    app.put(
      `${base}/schedule/enabled`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Turn following the schedule on or off',
          description: change('SCHEDULE_STATUS_CHANGED'),
          security,
          params: DeviceParams,
          body: ScheduleEnabledRequest,
          response: answers(ThermostatSchedule),
        },
      },
      async (request) =>
        changeSchedule(ctx, await call(request, request.params.deviceId), {
          name: 'setScheduleStatus',
          status: request.body.status,
        }),
    );

    app.put(
      `${base}/schedule/mode`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Choose the kind of schedule the thermostat follows',
          description: `Timed follows the days; Geofenced the household's phones between home and away; GeofencedWithSleep adds sleep. ${change('SCHEDULE_TYPE_CHANGED')}`,
          security,
          params: DeviceParams,
          body: ScheduleModeRequest,
          response: answers(ThermostatSchedule),
        },
      },
      async (request) =>
        changeSchedule(ctx, await call(request, request.params.deviceId), {
          name: 'setScheduleType',
          scheduleType: request.body.scheduleType,
        }),
    );

    app.get(
      `${base}/smartAway`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: "The thermostat's Smart Away",
          description: READ,
          security,
          params: DeviceParams,
          response: answers(SmartAway),
        },
      },
      async (request) => readSmartAway(ctx, await call(request, request.params.deviceId)),
    );

    app.put(
      `${base}/smartAway`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Turn Smart Away on or off and choose how keen it is',
          description: change('SMART_AWAY_CHANGED'),
          security,
          params: DeviceParams,
          body: SmartAway,
          response: answers(SmartAway),
        },
      },
      async (request) =>
        changeSmartAway(ctx, await call(request, request.params.deviceId), request.body),
    );
  }

  app.put(
    '/api/v1/devices/:deviceId/feedback/:feedbackType',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Tell a leak detector whether the water it found was a leak',
        description: `${DEVICE_WORKERS} feedbackType LeakAlert, for leak detectors only: another kind of device answers 409. When it was no leak (isLeak No), say what the water was for (intentionalUsageBy, else 400): the detector then rests until it is dry. ${DEVICE_ANSWERS} ${recordedAs('LEAK_FEEDBACK_SENT')}`,
        security,
        params: DeviceParams.extend({ feedbackType: z.enum(FeedbackType) }),
        body: LeakFeedback,
        response: answers(DeviceControlState),
      },
    },
    async (request) =>
      sendLeakFeedback(ctx, await call(request, request.params.deviceId), request.body),
  );
};
