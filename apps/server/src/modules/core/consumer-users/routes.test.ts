import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import { createHome, createHousehold, householdUser } from '../../../test/homeowners';
import { loner, makePlatformAdmin } from '../../../test/partners';

const { app, db } = await buildTestApp();

const remove = (id: string, headers: Record<string, string>) =>
  app.inject({ method: 'DELETE', url: `/api/v1/core/consumerUsers/${id}`, headers });

describe('DELETE /core/consumerUsers/{id}', () => {
  it('lets platform administrators delete a user on the terms of DELETE /users/my; others get 403', async () => {
    const platformAdmin = await loner(app, db);
    await makePlatformAdmin(db, platformAdmin.user);
    const household = await createHousehold(db);
    await createHome(db, household);
    const homeowner = await householdUser(app, db, household, 'ADMIN');
    const other = await householdUser(app, db, household, 'MEMBER');

    expectError(await remove(homeowner.user.id, other.headers), 403);
    expectError(await remove(homeowner.user.id, {}), 401);
    const refused = expectError(await remove(homeowner.user.id, platformAdmin.headers), 409);
    expect(refused.reasonCode).toBe('USER_IS_DEVICE_ADMIN');
    const bad = expectError(await remove('nope', platformAdmin.headers), 400);
    expect(bad.fields?.map((f) => f.field)).toEqual(['params.consumerUserId']);
    expectError(await remove(crypto.randomUUID(), platformAdmin.headers), 404);
    const members = () =>
      db
        .select()
        .from(schema.consumerAccountUsers)
        .where(eq(schema.consumerAccountUsers.consumerAccountId, household.id));
    expect(await members()).toHaveLength(2);

    expect((await remove(other.user.id, platformAdmin.headers)).statusCode).toBe(204);
    expect((await remove(homeowner.user.id, platformAdmin.headers)).statusCode).toBe(204);
    expect(await members()).toEqual([]);
    const homes = await db
      .select()
      .from(schema.consumerLocations)
      .where(eq(schema.consumerLocations.consumerAccountId, household.id));
    expect(homes).toEqual([]);
    expectError(await app.inject({ url: '/api/v1/users/my', headers: homeowner.headers }), 404);
  });
});
