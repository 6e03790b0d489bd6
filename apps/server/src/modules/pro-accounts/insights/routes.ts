import {
  AlertInsights,
  BrandingInsights,
  CoBrandingInsights,
  DashboardInsights,
  INSIGHT_MONTHS,
  InsightsQuery,
  LoyaltyInsights,
  RncDashboard,
  RncDashboardQuery,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PartnerAccess } from '../../../access';
import type { AppContext } from '../../../context';
import { CompanyParams, errors, security } from '../../../http/route-schemas';
import { membershipOf } from '../../../plugins/auth';
import {
  alertInsights,
  brandingInsights,
  coBrandingInsights,
  dashboardInsights,
  loyaltyInsights,
  rncDashboard,
} from './service';

const tags = ['pro-accounts'];
const READ: PartnerAccess = { partner: 'insights:read' };
const WHO_READS =
  'Members whose role has insights:read (not GUEST or TECHNICIAN, who get 403); another company answers 404.';
const PERIODS =
  "The period of an interval runs from the viewer's midnight (tzOffset, UTC when absent) that starts its first bucket up to now: LastWeek, LastThirtyDays and LastSixtyDays are the last 7, 30 and 60 days, today included, by day; LastThreeMonths and LastSixMonths start on the Monday of the week 3 or 6 calendar months back, by week; LastYear starts on the first of the month 11 months back and YearToDate on January 1, by month; Lifetime starts with the month of the company's first customer, device or alert, by month. The previous period is as long and ends where the period starts (none for Lifetime).";
const SERIES = `The series covers the last ${INSIGHT_MONTHS} calendar months in UTC up to the current one, oldest first, every month present (0 when nothing happened).`;

// The company's insights (spec 001 §7.9), computed from the stored data on each call.
export const insightsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const base = '/api/v1/proAccounts/:partnerAccountId/insights';

  app.get(
    `${base}/coBranding`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The homes that carry the company’s brand in the homeowner app',
        description: `${WHO_READS} A home is branded when its household ACCEPTED the company's BrandingPartnerDeviceService on one of its devices (whether the brand shows also needs a brand profile and an ACTIVE Homeowner App Branding enrollment). servedHomes counts all the homes of the company's customers; brandedShare is brandedHomes / servedHomes, null with no homes. brandedHomesByMonth counts, for each month, the homes branded at its end, each from the month of its earliest standing acceptance: an ended service is deleted, so a home that stopped carrying the brand leaves every month. ${SERIES}`,
        security,
        params: CompanyParams,
        response: { 200: CoBrandingInsights, ...errors },
      },
    },
    (request) => coBrandingInsights(ctx.db, membershipOf(request).partnerAccountId),
  );

  app.get(
    `${base}/branding`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'How households answered the company’s branding requests',
        description: `${WHO_READS} Each BrandingPartnerDeviceService request of the company counts once, by its answer now (requests ended since are deleted and not counted). acceptanceRate is accepted / (accepted + rejected), null before any answer; medianHoursToAnswer is the median of respondedAt − requestedAt over answered requests, to one decimal, null before any. byMonth counts the requests by the month of requestedAt, with how many of those were accepted and rejected. ${SERIES}`,
        security,
        params: CompanyParams,
        response: { 200: BrandingInsights, ...errors },
      },
    },
    (request) => brandingInsights(ctx.db, membershipOf(request).partnerAccountId),
  );

  app.get(
    `${base}/loyaltyStatus`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'How long the company’s customers have stayed with it',
        description: `${WHO_READS} A customer's tenure is the time since the company added them, in months of 30.44 days; averages are to one decimal and null with no customers. byTenure lists every bucket (under 6 months, 6 to 12 months, 1 to 2 years, over 2 years), 0 included. A customer is branded with at least one home carrying the company's brand (see coBranding).`,
        security,
        params: CompanyParams,
        response: { 200: LoyaltyInsights, ...errors },
      },
    },
    (request) => loyaltyInsights(ctx.db, membershipOf(request).partnerAccountId),
  );

  app.get(
    `${base}/dashboard`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'How the business is doing over an interval, against the previous period',
        description: `${WHO_READS} ${PERIODS} customersAdded, homesAdded and devicesInstalled count the customers, homes and devices (registered at the company's customers' homes) by when the company added them; deleted ones are gone. devicesOnline is now, whatever the interval: the company's devices at its customers' homes whose telemetry says they are connected. serviceRequests, for every service type: sent counts the requests made in the period, accepted those the household accepted in the period (by respondedAt and still accepted; ended services are deleted and not counted). remoteSessions counts the remote sessions of the company's technicians that the homeowner approved in the period (by approvedAt). alertsOpened counts the company's alerts by when they opened (device time); alertsResolved counts those resolved in the period, an alert being resolved when its condition cleared or a partner dismissed it, whichever came first. series counts customers, devices and alerts opened in each bucket of the period.`,
        security,
        params: CompanyParams,
        querystring: InsightsQuery,
        response: { 200: DashboardInsights, ...errors },
      },
    },
    (request) => dashboardInsights(ctx.db, membershipOf(request).partnerAccountId, request.query),
  );

  app.get(
    `${base}/alerts`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The alerts opened over an interval and how they were handled',
        description: `${WHO_READS} ${PERIODS} Over the company's alerts opened in the period: how many by severity (every severity) and by alert type (most first). timeToAcknowledge is from opening to the first partner action, the dismissal (the Dismissed event; the alerts not dismissed yet are left out); timeToResolve is from opening to when the alert was resolved, its condition cleared or a partner dismissed it, whichever came first; both give the median and 90th percentile in minutes, to one decimal. repeatOffenders names the 10 devices and the 10 homes with the most of these alerts (ties by id), among the devices at the company's customers' homes now.`,
        security,
        params: CompanyParams,
        querystring: InsightsQuery,
        response: { 200: AlertInsights, ...errors },
      },
    },
    (request) => alertInsights(ctx.db, membershipOf(request).partnerAccountId, request.query),
  );

  app.get(
    `${base}/rncDashboard`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Residential new construction: the homes of each builder over a time period',
        description: `${WHO_READS} ${PERIODS.replaceAll('interval', 'timePeriod')} For each associate of type Builder (or the one builderId names: another company's or a missing one answers 404), by name: homes counts all the homes linked to it now; preRegistered counts those of them the company added in the period; commissioned those whose first device still registered there was installed in the period (a home without devices is not commissioned); points gives both for each bucket of the period.`,
        security,
        params: CompanyParams,
        querystring: RncDashboardQuery,
        response: { 200: RncDashboard, ...errors },
      },
    },
    (request) => rncDashboard(ctx.db, membershipOf(request).partnerAccountId, request.query),
  );
};
