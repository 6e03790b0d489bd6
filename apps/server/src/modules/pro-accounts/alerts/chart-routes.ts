import { ChartIntervalParam, ChartQuery, TelemetrySeries } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PartnerAccess } from '../../../access';
import type { AppContext } from '../../../context';
import { CompanyParams, errors, security } from '../../../http/route-schemas';
import { partnerCallerOf } from '../../../plugins/auth';
import { alertChart, type ChartKind } from './charts';

const tags = ['pro-accounts'];
const READ: PartnerAccess = { partner: 'alerts:read' };
const ChartParams = CompanyParams.extend({ alertId: z.uuid(), interval: ChartIntervalParam });
const SERIES =
  "Members whose role has alerts:read; an alert of another company answers 404. Hourly buckets of the alert's device over the last 24 hours or 7 days up to now (the last one the current hour), each with the readings' minimum, average and maximum to one decimal; hours without a reading are left out. tzOffset (minutes, UTC-5 is -300) makes the buckets start on the viewer's hours. threshold is the alert's own, in the series' unit, when the alert is about what the series shows (a VOC or CO2 level as the reading where it starts), else null. The readings show while the homeowner has accepted the company's Pro Alerts service on the device (403 otherwise). mock=true answers a generated sample series (mock: true), the same for the same alert and hour, whether or not the readings are shared.";

/** The chart calls: path, which series, and what the summary says. */
const CHARTS: { path: string; kind: ChartKind; summary: string }[] = [
  {
    path: 'insights',
    kind: 'alert',
    summary:
      'The series of what the alert is about: temperature, humidity, VOC or CO2; temperature for state alerts and reminders',
  },
  { path: 'co2Levels', kind: 'co2', summary: "The CO2 levels (ppm) at the alert's device" },
  { path: 'vocsLevels', kind: 'vocs', summary: "The VOC levels (ppb) at the alert's device" },
  {
    path: 'humidityLevels',
    kind: 'humidity',
    summary: "The relative humidity (%) at the alert's device",
  },
];

// The charts of an alert's detail (spec 001 §7.9), one route per series.
export const chartRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const chart of CHARTS) {
    app.get(
      `/api/v1/proAccounts/:partnerAccountId/alerts/:alertId/${chart.path}/:interval`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: chart.summary,
          description: SERIES,
          security,
          params: ChartParams,
          querystring: ChartQuery,
          response: { 200: TelemetrySeries, ...errors },
        },
      },
      (request) =>
        alertChart(
          ctx,
          partnerCallerOf(request),
          request.params.alertId,
          chart.kind,
          request.params.interval,
          request.query,
        ),
    );
  }
};
