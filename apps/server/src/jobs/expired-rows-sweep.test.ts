import { schema } from '@portal/db';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../test/helper';
import { createUser } from '../test/identity';
import { createCompany } from '../test/partners';
import { EXPIRED_ROWS_SWEEP } from './expired-rows-sweep';

const { app, db } = await buildTestApp();

const hours = (n: number) => sql`now() + make_interval(hours => ${n})`;

async function sweepNow() {
  const id = await app.jobs.send(EXPIRED_ROWS_SWEEP, {});
  if (!id) throw new Error('sweep not queued');
  await vi.waitFor(
    async () => expect(await app.jobs.state(EXPIRED_ROWS_SWEEP, id)).toBe('completed'),
    { timeout: 10_000 },
  );
}

describe('the expired rows sweep', () => {
  it('deletes ended rate-limit windows and keeps running ones', async () => {
    await db.insert(schema.rateLimitHits).values([
      { key: 'ended a second ago', hits: 3, resetAt: sql`now() - interval '1 second'` },
      { key: 'ended yesterday', hits: 600, resetAt: hours(-24) },
      { key: 'ends in a minute', hits: 1, resetAt: sql`now() + interval '1 minute'` },
    ]);
    await sweepNow();
    const left = await db
      .select({ key: schema.rateLimitHits.key })
      .from(schema.rateLimitHits)
      .orderBy(asc(schema.rateLimitHits.key));
    expect(left).toEqual([{ key: 'ends in a minute' }]);
  });

  it('deletes tickets that expired or were used over a day ago, and keeps the others', async () => {
    const user = await createUser(db);
    const ticket = (
      name: string,
      expiresAt: ReturnType<typeof hours>,
      usedAt?: typeof expiresAt,
    ) => ({
      purpose: 'password_reset' as const,
      userId: user.id,
      tokenHash: name,
      expiresAt,
      usedAt: usedAt ?? null,
    });
    await db
      .insert(schema.identityTickets)
      .values([
        ticket('expired, never used', hours(-1)),
        ticket('expired after use', hours(-1), hours(-2)),
        ticket('used two days ago, not expired', hours(24 * 5), hours(-48)),
        ticket('used an hour ago', hours(20), hours(-1)),
        ticket('live', hours(20)),
      ]);
    await sweepNow();
    const left = await db
      .select({ name: schema.identityTickets.tokenHash })
      .from(schema.identityTickets)
      .orderBy(asc(schema.identityTickets.tokenHash));
    expect(left).toEqual([{ name: 'live' }, { name: 'used an hour ago' }]);
  });

  it('deletes idempotency keys older than 24 hours, which the API no longer replays', async () => {
    const key = (name: string, createdAt: ReturnType<typeof hours>) => ({
      caller: 'ip:192.0.2.1',
      method: 'POST',
      route: '/api/v1/things',
      key: name,
      requestHash: 'hash',
      statusCode: 201,
      responseBody: '{}',
      createdAt,
    });
    await db
      .insert(schema.idempotencyKeys)
      .values([
        key('a day and a minute old', sql`now() - interval '24 hours 1 minute'`),
        key('a week old', hours(-24 * 7)),
        key('23 hours old', hours(-23)),
        key('just made', sql`now()`),
      ]);
    await sweepNow();
    const left = await db
      .select({ key: schema.idempotencyKeys.key })
      .from(schema.idempotencyKeys)
      .orderBy(asc(schema.idempotencyKeys.key));
    expect(left).toEqual([{ key: '23 hours old' }, { key: 'just made' }]);
  });

  it('deletes refresh tokens past their expiry and keeps the others', async () => {
    const user = await createUser(db);
    const token = (name: string, expiresAt: ReturnType<typeof hours>) => ({
      tokenHash: name,
      familyId: '00000000-0000-4000-8000-000000000001',
      userId: user.id,
      clientId: 'partner-portal',
      scope: 'openid',
      audience: 'api',
      expiresAt,
    });
    await db
      .insert(schema.refreshTokens)
      .values([
        token('expired an hour ago', hours(-1)),
        token('expired a month ago', hours(-720)),
        token('valid for a day', hours(24)),
      ]);
    await sweepNow();
    const left = await db
      .select({ tokenHash: schema.refreshTokens.tokenHash })
      .from(schema.refreshTokens)
      .where(sql`${schema.refreshTokens.userId} = ${user.id}`);
    expect(left).toEqual([{ tokenHash: 'valid for a day' }]);
  });

  it('deletes logo upload parameters past their expiry, used or not, and keeps live ones', async () => {
    const user = await createUser(db);
    const company = await createCompany(db);
    const upload = (secret: string, expiresAt: ReturnType<typeof hours>, used = false) => ({
      partnerAccountId: company.id,
      userId: user.id,
      secret,
      expiresAt,
      usedAt: used ? sql`now()` : null,
    });
    await db
      .insert(schema.logoUploadTokens)
      .values([
        upload('expired, never used', hours(-1)),
        upload('expired after use', hours(-1), true),
        upload('used, not expired', hours(1), true),
        upload('live', hours(1)),
      ]);
    await sweepNow();
    const left = await db
      .select({ secret: schema.logoUploadTokens.secret })
      .from(schema.logoUploadTokens)
      .where(sql`${schema.logoUploadTokens.userId} = ${user.id}`)
      .orderBy(asc(schema.logoUploadTokens.secret));
    expect(left).toEqual([{ secret: 'live' }, { secret: 'used, not expired' }]);
  });
});
