import { ChartIntervalParam, ChartQuery, HvacRuntime } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { CompanyParams, errors, security } from '../../../http/route-schemas';
import { membershipOf } from '../../../plugins/auth';
import { hvacRuntime } from './hvac-runtime';

// The HVAC runtime of a company's device (spec 001 §7.9 Devices: hvacRuntime/{interval}, mock).
export const hvacRuntimeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/v1/proAccounts/:partnerAccountId/devices/:deviceId/hvacRuntime/:interval',
    {
      config: { access: { partner: 'alerts:read', market: 'customerAccounts' } },
      schema: {
        tags: ['pro-accounts'],
        summary: 'How long the HVAC equipment ran: hourly over 24 hours or daily over 7 days',
        description:
          "Members whose role has alerts:read; a device of another company answers 404. Heating, cooling and fan seconds per bucket from the device's readings, with their totals: hourly buckets over the last 24 hours (the last one the current hour), or the last 7 of the viewer's days (today included). tzOffset (minutes, UTC-5 is -300) starts the buckets on the viewer's hours and midnights. Buckets without a reading are left out. The readings show while the homeowner has accepted the company's Pro Alerts service on the device (403 otherwise). mock=true answers a generated sample (mock: true), the same for the same device and hour, for any device of the company.",
        security,
        params: CompanyParams.extend({ deviceId: z.uuid(), interval: ChartIntervalParam }),
        querystring: ChartQuery,
        response: { 200: HvacRuntime, ...errors },
      },
    },
    (request) =>
      hvacRuntime(
        ctx,
        membershipOf(request).partnerAccountId,
        request.params.deviceId,
        request.params.interval,
        request.query,
      ),
  );
};
