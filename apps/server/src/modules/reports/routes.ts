import {
  ApiErrorBody,
  DataRequestCreated,
  ReportInterval,
  ReportLevelsQuery,
  ReportRangeQuery,
  ReportSeries,
  RuntimeReport,
  RuntimeSummary,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { sendStoredFile } from '../../files/send-stored-file';
import { errors, security } from '../../http/route-schemas';
import type { ReadingKind } from '../../repositories/telemetry-series';
import {
  DATA_FILES_PATH,
  DATA_LINK_DAYS,
  isLiveDataFile,
  requestDeviceData,
} from './data-requests';
import { deviceRuntime, levelsReport, runtimeSummary, runtimeSummaryByDevice } from './service';

const tags = ['reports'];
const failures = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };
const DeviceParams = z.object({ consumerDeviceId: z.uuid() });
const Interval = z.enum(ReportInterval);
const WHOSE =
  "For the signed-in homeowner's own devices: those in the homes of their households (any role); another device answers 404, as a missing one.";
const RANGE =
  'Whole UTC days from startDate through endDate, cut into buckets of the interval (HOURLY, DAILY, WEEKLY from Monday, MONTHLY, YEARLY; the first and last may be partial); to is the end of the range, excluded. endDate before startDate or a range too long for the interval is a 400 on endDate. Buckets without a reading are left out.';

const LEVELS: { path: string; kind: ReadingKind; what: string }[] = [
  { path: 'humidityLevels', kind: 'humidity', what: 'relative humidity (%)' },
  { path: 'vocsLevels', kind: 'vocs', what: 'VOC level (ppb)' },
  { path: 'co2Levels', kind: 'co2', what: 'CO2 level (ppm)' },
];

// The homeowner's reports (spec 001 §7.13).
export const reportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/v1/reports/hvacRuntime/devices/:consumerDeviceId/:interval',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "A device's HVAC running time per bucket",
        description: `${WHOSE} Heating, cooling and fan seconds per bucket, with their totals. ${RANGE}`,
        security,
        params: DeviceParams.extend({ interval: Interval }),
        querystring: ReportRangeQuery,
        response: { 200: RuntimeReport, ...failures },
      },
    },
    (request) =>
      deviceRuntime(
        ctx,
        request.user,
        request.params.consumerDeviceId,
        request.params.interval,
        request.query,
      ),
  );

  app.get(
    '/api/v1/reports/hvacRuntime/:interval/summary',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The HVAC running time of all the homeowner's thermostats",
        description: `The seconds of every thermostat in the homes of the caller's households added up per bucket (deviceId null). ${RANGE}`,
        security,
        params: z.object({ interval: Interval }),
        querystring: ReportRangeQuery,
        response: { 200: RuntimeReport, ...failures },
      },
    },
    (request) => runtimeSummary(ctx, request.user, request.params.interval, request.query),
  );

  app.get(
    '/api/v2/reports/hvacRuntime/:interval/summary',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The HVAC running time of all the homeowner's thermostats, and of each",
        description: `As v1, with devices: each thermostat's totals over the range (0 for one that did not run), in the order they were added. ${RANGE}`,
        security,
        params: z.object({ interval: Interval }),
        querystring: ReportRangeQuery,
        response: { 200: RuntimeSummary, ...failures },
      },
    },
    (request) => runtimeSummaryByDevice(ctx, request.user, request.params.interval, request.query),
  );

  for (const levels of LEVELS) {
    app.get(
      `/api/v1/reports/${levels.path}/devices/:consumerDeviceId`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: `A device's ${levels.what} per bucket`,
          description: `${WHOSE} The readings' minimum, average and maximum per bucket, to one decimal; interval is the bucket, HOURLY when absent. ${RANGE}`,
          security,
          params: DeviceParams,
          querystring: ReportLevelsQuery,
          response: { 200: ReportSeries, ...failures },
        },
      },
      (request) =>
        levelsReport(
          ctx,
          request.user,
          request.params.consumerDeviceId,
          levels.kind,
          request.query,
        ),
    );
  }

  app.post(
    '/api/v1/reports/dataRequests/devices/:consumerDeviceId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Ask for a device's readings as a file, sent by mail",
        description: `${WHOSE} Household admins and members; a guest gets 403. A background job writes every stored reading of the device as CSV (one line per reading, device time in UTC) and mails the homeowner a link to it, in their language, that works for ${DATA_LINK_DAYS} days. Answers 202 with the request, Pending.`,
        security,
        params: DeviceParams,
        response: { 202: DataRequestCreated, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await requestDeviceData(ctx, request.user, request.params.consumerDeviceId)),
  );

  app.get(
    `${DATA_FILES_PATH}/:fileId`,
    {
      // Opened from the mail, without a bearer: the link's unguessable name is the key.
      config: { access: 'public' },
      // The body must stay the bytes that Content-Length, ranges and the ETag describe.
      compress: false,
      schema: {
        tags,
        summary: 'A device data file a homeowner asked for (the link of its mail)',
        description: `Works for ${DATA_LINK_DAYS} days after the file was made; then, or for any other name, 404.`,
        params: z.object({ fileId: z.string().min(1).max(200) }),
        response: {
          200: {
            description: 'The readings as CSV',
            content: { 'text/csv': { schema: z.string() } },
          },
          404: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { fileId } = request.params;
      if (!isLiveDataFile(fileId)) {
        throw new AppError(404, 'There is no such file, or its link has expired.');
      }
      return sendStoredFile(request, reply, fileId);
    },
  );
};
