import { randomUUID } from 'node:crypto';
import {
  BrandingInsights,
  CoBrandingInsights,
  DashboardInsights,
  INSIGHT_MONTHS,
  LoyaltyInsights,
  type PartnerRole,
  RncDashboard,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import { createCompany, member } from '../../../test/partners';

const { app, db } = await buildTestApp();

const INSIGHTS = ['coBranding', 'branding', 'loyaltyStatus', 'dashboard', 'alerts', 'rncDashboard'];
const read = (companyId: string, path: string, headers: { authorization: string }) =>
  app.inject({ url: `/api/v1/proAccounts/${companyId}/insights/${path}`, headers });

describe('who may read the insights', () => {
  it.each<[PartnerRole]>([['OWNER'], ['MEMBER'], ['SALES'], ['MARKETING']])(
    '%s reads every insight',
    async (role) => {
      const company = await createCompany(db);
      const { headers } = await member(app, db, company, [role]);
      for (const path of INSIGHTS) {
        const response = await read(company.id, path, headers);
        expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      }
    },
  );

  it.each<[PartnerRole]>([['GUEST'], ['TECHNICIAN']])(
    '%s gets 403: the role has no insights:read',
    async (role) => {
      const company = await createCompany(db);
      const { headers } = await member(app, db, company, [role]);
      for (const path of INSIGHTS) {
        const refused = expectError(await read(company.id, path, headers), 403);
        expect(refused.message, path).toContain('insights:read');
      }
    },
  );

  it('signed out is 401', async () => {
    const company = await createCompany(db);
    for (const path of INSIGHTS)
      expectError(await read(company.id, path, { authorization: '' }), 401);
  });

  it("another company's insights answer 404, as a company that does not exist", async () => {
    const company = await createCompany(db);
    const stranger = await member(app, db, await createCompany(db), ['OWNER']);
    for (const path of INSIGHTS) {
      const theirs = expectError(await read(company.id, path, stranger.headers), 404);
      const missing = expectError(await read(randomUUID(), path, stranger.headers), 404);
      expect(theirs.message, path).toBe(missing.message);
    }
  });
});

describe('a company with nothing yet', () => {
  it('answers zeros and nulls with every month of the series present', async () => {
    const company = await createCompany(db);
    const { headers } = await member(app, db, company, ['OWNER']);
    const now = new Date();
    const months = Array.from({ length: INSIGHT_MONTHS }, (_, i) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (INSIGHT_MONTHS - 1 - i), 1))
        .toISOString()
        .slice(0, 7),
    );

    const coBranding = await read(company.id, 'coBranding', headers);
    expect(CoBrandingInsights.parse(coBranding.json())).toEqual({
      brandedHomes: 0,
      brandedDevices: 0,
      servedHomes: 0,
      brandedShare: null,
      brandedHomesByMonth: months.map((month) => ({ month, homes: 0 })),
    });
    const branding = await read(company.id, 'branding', headers);
    expect(BrandingInsights.parse(branding.json())).toEqual({
      requested: 0,
      accepted: 0,
      rejected: 0,
      pending: 0,
      acceptanceRate: null,
      medianHoursToAnswer: null,
      byMonth: months.map((month) => ({ month, requested: 0, accepted: 0, rejected: 0 })),
    });
    const loyalty = await read(company.id, 'loyaltyStatus', headers);
    expect(LoyaltyInsights.parse(loyalty.json())).toEqual({
      customers: 0,
      averageTenureMonths: null,
      byTenure: [
        { bucket: 'UNDER_6_MONTHS', customers: 0 },
        { bucket: 'FROM_6_TO_12_MONTHS', customers: 0 },
        { bucket: 'FROM_1_TO_2_YEARS', customers: 0 },
        { bucket: 'OVER_2_YEARS', customers: 0 },
      ],
      branded: { customers: 0, averageTenureMonths: null },
      unbranded: { customers: 0, averageTenureMonths: null },
    });
  });
});

describe('the business dashboard of a company with nothing yet', () => {
  it('answers zeros for the default interval, LastThirtyDays, with a point for each day', async () => {
    const company = await createCompany(db);
    const { headers } = await member(app, db, company, ['OWNER']);
    const dashboard = DashboardInsights.parse(
      (await read(company.id, 'dashboard', headers)).json(),
    );
    const none = { current: 0, previous: 0, change: null };
    expect(dashboard).toMatchObject({
      interval: 'LastThirtyDays',
      tzOffset: 0,
      customersAdded: none,
      homesAdded: none,
      devicesInstalled: none,
      devicesOnline: { online: 0, total: 0 },
      remoteSessions: none,
      alertsOpened: none,
      alertsResolved: none,
    });
    expect(dashboard.serviceRequests.map((row) => [row.sent, row.accepted])).toEqual(
      Array.from({ length: 4 }, () => [none, none]),
    );
    expect(dashboard.series.points).toHaveLength(30);
    expect(
      dashboard.series.points.every(
        (p) => p.customersAdded + p.devicesInstalled + p.alertsOpened === 0,
      ),
    ).toBe(true);
    const builders = RncDashboard.parse((await read(company.id, 'rncDashboard', headers)).json());
    expect(builders.builders).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['dashboard?interval=LastDecade', 'querystring.interval'],
    ['dashboard?interval=lastweek', 'querystring.interval'],
    ['dashboard?tzOffset=900', 'querystring.tzOffset'],
    ['dashboard?tzOffset=east', 'querystring.tzOffset'],
    ['alerts?interval=Yesterday', 'querystring.interval'],
    ['alerts?tzOffset=-841', 'querystring.tzOffset'],
    ['rncDashboard?timePeriod=NextYear', 'querystring.timePeriod'],
    ['rncDashboard?builderId=builder-1', 'querystring.builderId'],
    ['rncDashboard?tzOffset=1.5', 'querystring.tzOffset'],
  ])('%s is a 400 naming %s', async (path, field) => {
    const company = await createCompany(db);
    const { headers } = await member(app, db, company, ['OWNER']);
    const refused = expectError(await read(company.id, path, headers), 400);
    expect(refused.fields?.map((f) => f.field)).toEqual([field]);
  });
});
