import {
  BrandingInsights,
  CoBrandingInsights,
  INSIGHT_MONTHS,
  LoyaltyInsights,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PartnerAccess } from '../../../access';
import type { AppContext } from '../../../context';
import { CompanyParams, errors, security } from '../../../http/route-schemas';
import { membershipOf } from '../../../plugins/auth';
import { brandingInsights, coBrandingInsights, loyaltyInsights } from './service';

const tags = ['pro-accounts'];
const READ: PartnerAccess = { partner: 'insights:read' };
const WHO_READS =
  'Members whose role has insights:read (not GUEST or TECHNICIAN, who get 403); another company answers 404.';
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
};
