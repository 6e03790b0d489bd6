import { schema } from '@portal/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { createCompany, member } from '../test/partners';

// The caller cache keeps who-may-do-what for a few seconds (CALLER_CACHE_MS, 5 s): a change must
// reach it at once, on the instance that made it and, through the database's notification, on
// every other instance, well before the entries would have expired on their own.
const first = await buildTestApp();
const second = await buildTestApp({}, { databaseUrl: first.databaseUrl });
const { db } = first;
const NOTIFIED_WITHIN_MS = 2_000;

async function listening(app: FastifyInstance) {
  await expect.poll(() => app.callerCache.isTrusted, { timeout: 10_000 }).toBe(true);
}

async function team() {
  const company = await createCompany(db);
  const owner = await member(first.app, db, company, ['OWNER']);
  const tech = await member(first.app, db, company, ['TECHNICIAN']);
  const [row] = await db
    .select({ id: schema.partnerUsers.id })
    .from(schema.partnerUsers)
    .where(
      and(
        eq(schema.partnerUsers.partnerAccountId, company.id),
        eq(schema.partnerUsers.userId, tech.user.id),
      ),
    );
  return { company, owner, tech, techMembershipId: row?.id ?? '' };
}

const customers = (app: FastifyInstance, companyId: string, headers: Record<string, string>) =>
  app
    .inject({ method: 'GET', url: `/api/v1/proAccounts/${companyId}/customers`, headers })
    .then((response) => response.statusCode);

describe('the caller cache', () => {
  it('a role change refuses the next request at once, on this instance and on another', async () => {
    await Promise.all([listening(first.app), listening(second.app)]);
    const { company, owner, tech, techMembershipId } = await team();
    expect(await customers(first.app, company.id, tech.headers)).toBe(200);
    expect(await customers(second.app, company.id, tech.headers)).toBe(200);

    const change = await first.app.inject({
      method: 'PUT',
      url: `/api/v1/proAccounts/${company.id}/employees/${techMembershipId}`,
      headers: owner.headers,
      payload: { roles: ['GUEST'] },
    });
    expect(change.statusCode, change.body).toBe(200);

    // A guest may not read customers.
    expect(await customers(first.app, company.id, tech.headers)).toBe(403);
    await expect
      .poll(() => customers(second.app, company.id, tech.headers), { timeout: NOTIFIED_WITHIN_MS })
      .toBe(403);
  });

  it('a membership ended in the database directly is forgotten by every instance', async () => {
    await Promise.all([listening(first.app), listening(second.app)]);
    const { company, tech, techMembershipId } = await team();
    expect(await customers(first.app, company.id, tech.headers)).toBe(200);
    expect(await customers(second.app, company.id, tech.headers)).toBe(200);

    await db
      .update(schema.partnerUsers)
      .set({ status: 'INACTIVE' })
      .where(eq(schema.partnerUsers.id, techMembershipId));

    for (const app of [first.app, second.app]) {
      await expect
        .poll(() => customers(app, company.id, tech.headers), { timeout: NOTIFIED_WITHIN_MS })
        .toBe(404);
    }
  });

  it("a company's move to the EMEA market closes its customer accounts at once", async () => {
    await listening(second.app);
    const { company, owner } = await team();
    expect(await customers(second.app, company.id, owner.headers)).toBe(200);
    await db
      .update(schema.partnerAccounts)
      .set({ countryCode: 'DE' })
      .where(eq(schema.partnerAccounts.id, company.id));
    await expect
      .poll(() => customers(second.app, company.id, owner.headers), { timeout: NOTIFIED_WITHIN_MS })
      .toBe(403);
  });
});
