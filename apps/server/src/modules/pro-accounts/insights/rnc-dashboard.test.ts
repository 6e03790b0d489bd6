import { randomUUID } from 'node:crypto';
import { RncDashboard } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import { at, customerAddedAt, fixedNow, homeWithDevices } from '../../../test/insights';
import { createCompany, member } from '../../../test/partners';

// The builders' dashboard of a company whose homes have known dates, read at a fixed now
// (2026-03-18 15:00 UTC): LastWeek is from 03-12 (previous period from 03-05 09:00),
// LastThirtyDays from 02-17 (previous from 01-18 09:00).

const { app, db } = await buildTestApp();
fixedNow('2026-03-18T15:00:00Z');

const company = await createCompany(db);
const other = await createCompany(db);
const { headers } = await member(app, db, company, ['SALES']);

async function builderOf(partnerAccountId: string, name: string) {
  const [row] = await db
    .insert(schema.partnerAssociates)
    .values({ partnerAccountId, name })
    .returning();
  if (!row) throw new Error('builder not created');
  return row;
}
const beta = await builderOf(company.id, 'Beta Builders');
const alpha = await builderOf(company.id, 'alpha Homes');
const theirs = await builderOf(other.id, 'Gamma');

const customer = await customerAddedAt(db, company.id, at('2026-01-02T00:00'));
const home = (associateId: string | undefined, added: string, devices = 0, installed?: string) =>
  homeWithDevices(db, customer, devices, {
    addedAt: at(added),
    ...(associateId ? { associateId } : {}),
    ...(installed ? { installedAt: at(installed) } : {}),
  });
// Alpha: h1 added 03-13, equipped 03-16; h2 added 03-01, equipped 03-10 (and a second device
// 03-17: commissioned stays 03-10); h3 added 02-20, bare.
await home(alpha.id, '2026-03-13T10:00', 1, '2026-03-16T09:00');
const [, later] = (await home(alpha.id, '2026-03-01T10:00', 2, '2026-03-10T09:00')).devices;
if (!later) throw new Error('device not made');
await db
  .update(schema.devices)
  .set({ createdAt: at('2026-03-17T09:00') })
  .where(eq(schema.devices.id, later.id));
await home(alpha.id, '2026-02-20T10:00');
// Beta: h4 added 03-17, bare. A home of no builder, and another company's builder's, count nowhere.
await home(beta.id, '2026-03-17T10:00');
await home(undefined, '2026-03-17T10:00', 1, '2026-03-17T11:00');
await homeWithDevices(db, await customerAddedAt(db, other.id, at('2026-03-01T00:00')), 1, {
  addedAt: at('2026-03-14T00:00'),
  associateId: theirs.id,
});

const read = async (query: string) => {
  const response = await app.inject({
    url: `/api/v1/proAccounts/${company.id}/insights/rncDashboard?${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return RncDashboard.parse(response.json());
};
const metric = (current: number, previous: number) => ({
  current,
  previous,
  change: previous === 0 ? null : (current - previous) / previous,
});
const day = (date: string, preRegistered = 0, commissioned = 0) => ({
  start: at(`${date}T00:00`).toISOString(),
  preRegistered,
  commissioned,
});

describe("the builders' dashboard, counted by hand", () => {
  it('LastWeek: each builder by name, with its homes pre-registered and commissioned by day', async () => {
    const body = await read('timePeriod=LastWeek');
    expect(body.bucket).toBe('DAY');
    expect(body.previousPeriod).toEqual({
      from: at('2026-03-05T09:00').toISOString(),
      to: at('2026-03-12T00:00').toISOString(),
    });
    expect(body.builders).toEqual([
      {
        builderId: alpha.id,
        name: 'alpha Homes',
        homes: 3,
        preRegistered: metric(1, 0), // h1 | h2 came 03-01, before 03-05 09:00
        commissioned: metric(1, 1), // h1 | h2 (03-10)
        points: [
          day('2026-03-12'),
          day('2026-03-13', 1),
          day('2026-03-14'),
          day('2026-03-15'),
          day('2026-03-16', 0, 1),
          day('2026-03-17'),
          day('2026-03-18'),
        ],
      },
      {
        builderId: beta.id,
        name: 'Beta Builders',
        homes: 1,
        preRegistered: metric(1, 0), // h4
        commissioned: metric(0, 0),
        points: [
          day('2026-03-12'),
          day('2026-03-13'),
          day('2026-03-14'),
          day('2026-03-15'),
          day('2026-03-16'),
          day('2026-03-17', 1),
          day('2026-03-18'),
        ],
      },
    ]);
  });

  it('LastThirtyDays, for the one builder asked', async () => {
    const body = await read(`timePeriod=LastThirtyDays&builderId=${alpha.id}`);
    expect(body.builders.map((b) => [b.name, b.preRegistered, b.commissioned])).toEqual([
      ['alpha Homes', metric(3, 0), metric(2, 0)], // h1, h2, h3 | h1, h2
    ]);
    expect(body.builders[0]?.points).toHaveLength(30);
  });

  it('Lifetime has no previous period; LastThirtyDays is the default', async () => {
    const lifetime = await read('timePeriod=Lifetime');
    expect(lifetime.previousPeriod).toBeNull();
    expect(lifetime.builders[0]?.preRegistered).toEqual({
      current: 3,
      previous: null,
      change: null,
    });
    const byDefault = await read('');
    expect(byDefault.timePeriod).toBe('LastThirtyDays');
  });

  it("another company's builder answers 404, as a missing one", async () => {
    const url = (builderId: string) =>
      `/api/v1/proAccounts/${company.id}/insights/rncDashboard?builderId=${builderId}`;
    const foreign = expectError(await app.inject({ url: url(theirs.id), headers }), 404);
    const missing = expectError(await app.inject({ url: url(randomUUID()), headers }), 404);
    expect(foreign.message).toBe(missing.message);
  });
});
