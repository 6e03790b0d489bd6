import { randomUUID } from 'node:crypto';
import type { PartnerRole } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertsCompany, insertAlert, setTelemetryState } from '../../../test/alerts';
import { buildTestApp, expectError } from '../../../test/helper';
import { member } from '../../../test/partners';

// Who may read and dismiss a company's alerts: alerts:read for every read, alerts:dismiss for
// the dismissals; another company's company or alert answers 404, as a missing one.

const { app, db } = await buildTestApp();

type Headers = { authorization: string };

/** A company with one filter reminder on its device, so that every read has something to show. */
async function world() {
  const made = await alertsCompany(app, db);
  await setTelemetryState(db, {
    deviceId: made.device.id,
    filterInstalledAt: new Date(Date.now() - 80 * 86_400_000),
    filterLifetimeDays: 90,
  });
  const alert = await insertAlert(db, {
    deviceId: made.device.id,
    partnerAccountId: made.company.id,
    alertName: 'FilterReplacementDue',
    severity: 'Notice',
    threshold: '7',
  });
  return { ...made, alert };
}

const READS = (companyId: string, alertId: string, locationId: string) => [
  `/api/v1/proAccounts/${companyId}/alerts`,
  `/api/v1/proAccounts/${companyId}/alerts/${alertId}`,
  `/api/v1/proAccounts/${companyId}/alerts/${alertId}/info`,
  `/api/v1/proAccounts/${companyId}/alerts/${alertId}/replacementLifetime`,
  `/api/v1/proAccounts/${companyId}/alerts/${alertId}/insights/Last24Hours`,
  `/api/v1/proAccounts/${companyId}/alerts/${alertId}/co2Levels/Last7Days`,
  `/api/v1/proAccounts/${companyId}/alerts/${alertId}/vocsLevels/Last24Hours`,
  `/api/v1/proAccounts/${companyId}/alerts/${alertId}/humidityLevels/Last7Days`,
  `/api/v1/proAccounts/${companyId}/locations/${locationId}/alerts`,
];

const dismissals = (companyId: string, alertId: string) => [
  {
    url: `/api/v1/proAccounts/${companyId}/alerts/${alertId}`,
    payload: { status: 'Dismissed' },
  },
  {
    url: `/api/v1/proAccounts/${companyId}/alerts`,
    payload: { alertIds: [alertId], status: 'Dismissed' },
  },
];

const statusOf = async (alertId: string) =>
  (
    await db
      .select({ status: schema.deviceAlerts.status })
      .from(schema.deviceAlerts)
      .where(eq(schema.deviceAlerts.id, alertId))
  )[0]?.status;

const readAll = (paths: string[], headers: Headers) =>
  Promise.all(paths.map((url) => app.inject({ url, headers })));

describe('reading alerts', () => {
  it.each<[PartnerRole]>([
    ['OWNER'],
    ['COMPANY_ADMIN'],
    ['MEMBER'],
    ['TECHNICIAN'],
    ['OPERATIONS'],
  ])('%s reads every alert call', async (role) => {
    const { company, alert, partnerHome } = await world();
    const { headers } = await member(app, db, company, [role]);
    const paths = READS(company.id, alert.id, partnerHome.id);
    for (const [i, response] of (await readAll(paths, headers)).entries()) {
      expect(response.statusCode, `${paths[i]}: ${response.body}`).toBe(200);
    }
  });

  it.each<[PartnerRole]>([['SALES'], ['MARKETING'], ['GUEST']])(
    '%s gets 403 on every read: the role has no alerts:read',
    async (role) => {
      const { company, alert, partnerHome } = await world();
      const { headers } = await member(app, db, company, [role]);
      const paths = READS(company.id, alert.id, partnerHome.id);
      for (const [i, response] of (await readAll(paths, headers)).entries()) {
        expect(expectError(response, 403).message, paths[i]).toContain('alerts:read');
      }
    },
  );

  it('answers 401 without a token', async () => {
    const { company, alert, partnerHome } = await world();
    for (const url of READS(company.id, alert.id, partnerHome.id)) {
      expectError(await app.inject({ url }), 401);
    }
  });

  it('a company not approved yet gets 403', async () => {
    const { company, alert, partnerHome } = await world();
    const { headers } = await member(app, db, company, ['OWNER']);
    await db
      .update(schema.partnerAccounts)
      .set({ status: 'PENDING' })
      .where(eq(schema.partnerAccounts.id, company.id));
    for (const url of READS(company.id, alert.id, partnerHome.id)) {
      expectError(await app.inject({ url, headers }), 403);
    }
  });

  it("another company's company and alerts answer 404, as missing ones", async () => {
    const mine = await world();
    const theirs = await world();
    for (const companyId of [theirs.company.id, randomUUID()]) {
      const paths = READS(companyId, theirs.alert.id, theirs.partnerHome.id);
      for (const response of await readAll(paths, mine.owner.headers)) {
        expect(expectError(response, 404).message).toBe('No company with this id.');
      }
    }
    // The calls on one alert, with another company's alert and with an id no alert has.
    for (const alertId of [theirs.alert.id, randomUUID()]) {
      const paths = READS(mine.company.id, alertId, mine.partnerHome.id).slice(1, 8);
      for (const [i, response] of (await readAll(paths, mine.owner.headers)).entries()) {
        expect(expectError(response, 404).message, paths[i]).toBe('No alert with this id.');
      }
    }
  });
});

describe('dismissing alerts', () => {
  it.each<[PartnerRole]>([['OWNER'], ['COMPANY_ADMIN'], ['TECHNICIAN'], ['OPERATIONS']])(
    '%s dismisses by both calls',
    async (role) => {
      for (const call of [0, 1]) {
        const { company, alert } = await world();
        const { headers } = await member(app, db, company, [role]);
        const request = dismissals(company.id, alert.id)[call];
        const response = await app.inject({ method: 'PUT', headers, ...request });
        expect(response.statusCode, response.body).toBe(200);
        expect(await statusOf(alert.id)).toBe('Dismissed');
      }
    },
  );

  it.each<[PartnerRole]>([['MEMBER'], ['SALES'], ['MARKETING'], ['GUEST']])(
    '%s gets 403 on both calls (no alerts:dismiss) and the alert stays Active',
    async (role) => {
      const { company, alert } = await world();
      const { headers } = await member(app, db, company, [role]);
      for (const request of dismissals(company.id, alert.id)) {
        const refused = expectError(await app.inject({ method: 'PUT', headers, ...request }), 403);
        expect(refused.message).toContain('alerts:dismiss');
      }
      expect(await statusOf(alert.id)).toBe('Active');
    },
  );

  it("another company's alert answers 404 on both calls and stays Active", async () => {
    const mine = await world();
    const theirs = await world();
    for (const request of dismissals(mine.company.id, theirs.alert.id)) {
      const refused = expectError(
        await app.inject({ method: 'PUT', headers: mine.owner.headers, ...request }),
        404,
      );
      expect(refused.message).toMatch(/^No alert with/);
    }
    for (const request of dismissals(theirs.company.id, theirs.alert.id)) {
      expectError(
        await app.inject({ method: 'PUT', headers: mine.owner.headers, ...request }),
        404,
      );
    }
    expect(await statusOf(theirs.alert.id)).toBe('Active');
  });
});
