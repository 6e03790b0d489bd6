import { randomUUID } from 'node:crypto';
import { proChannel } from '@portal/contracts';
import { schema } from '@portal/db';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import {
  createHome,
  createHomeDevice,
  createServiceRequest,
  householdWithEveryRole,
} from '../../../test/homeowners';
import { createCompany } from '../../../test/partners';
import { realtimeEvents } from '../../../test/realtime';

const { app, db, databaseUrl, pool } = await buildTestApp();

// The realtime events each request published (test/realtime.ts).
const published = await realtimeEvents<{ channel: string; type: string; reason: string }>(
  databaseUrl,
  pool,
);

type Headers = Record<string, string>;

/**
 * A household whose home holds two partners' devices with requests: Northside's pending
 * remote access and installation on the first, Bright Water's pending remote access and an
 * answered one on the second.
 */
async function setUp() {
  const roles = await householdWithEveryRole(app, db);
  const northside = await createCompany(db, { name: 'Northside Air' });
  const bright = await createCompany(db, { name: 'Bright Water' });
  const first = await createHomeDevice(db, roles.home, { partnerAccountId: northside.id });
  const second = await createHomeDevice(db, roles.home, { partnerAccountId: bright.id });
  const remote = await createServiceRequest(db, first, northside.id, 'RemoteAccess');
  const install = await createServiceRequest(
    db,
    first,
    northside.id,
    'InstallationPartnerDeviceService',
  );
  const brightRemote = await createServiceRequest(db, second, bright.id, 'RemoteAccess');
  const answered = await createServiceRequest(
    db,
    second,
    bright.id,
    'ProAlertsPartnerDeviceService',
    'ACCEPTED',
  );
  await published();
  return { ...roles, northside, bright, first, second, remote, install, brightRemote, answered };
}

async function stored(ids: string[]) {
  const rows = await db
    .select()
    .from(schema.partnerDeviceServices)
    .where(inArray(schema.partnerDeviceServices.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row]));
}

async function historyOf(deviceIds: string[]) {
  return db
    .select()
    .from(schema.deviceHistory)
    .where(inArray(schema.deviceHistory.deviceId, deviceIds));
}

describe('PUT /api/v1/accounts/{id}/devices/{deviceId}/services/{serviceId}/accept and /reject', () => {
  const answer = (
    householdId: string,
    deviceId: string,
    serviceId: string,
    action: 'accept' | 'reject',
    headers: Headers,
  ) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/accounts/${householdId}/devices/${deviceId}/services/${serviceId}/${action}`,
      headers,
    });

  it("a member accepts: the answer, who gave it, the device's history and the partner's live bell", async () => {
    const { household, member, northside, first, remote } = await setUp();
    const accepted = await answer(household.id, first.id, remote.id, 'accept', member.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      id: remote.id,
      deviceId: first.id,
      serviceType: 'RemoteAccess',
      consentStatus: 'ACCEPTED',
      partner: { id: northside.id, name: 'Northside Air' },
    });
    expect(accepted.json().respondedAt).not.toBeNull();
    expect((await stored([remote.id]))[remote.id]).toMatchObject({
      consentStatus: 'ACCEPTED',
      respondedBy: member.user.id,
    });
    expect(await historyOf([first.id])).toEqual([
      expect.objectContaining({
        event: 'SERVICE_ACCEPTED',
        detail: 'RemoteAccess',
        actor: `Test ${member.user.lastName}`,
      }),
    ]);
    expect(await published()).toEqual([
      { channel: proChannel(northside.id), type: 'ProNotificationEvent', reason: 'REMOTE_ACCESS' },
    ]);
  });

  it('an admin rejects; only remote access rings the bell', async () => {
    const { household, admin, first, install } = await setUp();
    const rejected = await answer(household.id, first.id, install.id, 'reject', admin.headers);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ consentStatus: 'REJECTED' });
    expect(await historyOf([first.id])).toEqual([
      expect.objectContaining({
        event: 'SERVICE_REJECTED',
        detail: 'InstallationPartnerDeviceService',
      }),
    ]);
    expect(await published()).toEqual([]);
  });

  it('refuses guests, other households, other devices, answered requests and signed-out callers; changes nothing', async () => {
    const { household, admin, guest, outsider, otherHousehold, first, second, remote, answered } =
      await setUp();
    expectError(await answer(household.id, first.id, remote.id, 'accept', guest.headers), 403);
    expectError(await answer(household.id, first.id, remote.id, 'accept', outsider.headers), 404);
    expectError(await answer(household.id, first.id, remote.id, 'accept', {}), 401);
    // The request is on the first device, not the second.
    expectError(await answer(household.id, second.id, remote.id, 'accept', admin.headers), 404);
    const done = expectError(
      await answer(household.id, second.id, answered.id, 'reject', admin.headers),
      409,
    );
    expect(done.reasonCode).toBe('INVITE_ALREADY_COMPLETED');
    // A request on a device in another household's home.
    const company = await createCompany(db);
    const elsewhere = await createHomeDevice(db, await createHome(db, otherHousehold), {
      partnerAccountId: company.id,
    });
    const foreign = await createServiceRequest(db, elsewhere, company.id);
    expectError(await answer(household.id, elsewhere.id, foreign.id, 'accept', admin.headers), 404);
    const bad = expectError(
      await answer(household.id, first.id, 'nope', 'accept', admin.headers),
      400,
    );
    expect(bad.fields?.map((f) => f.field)).toEqual(['params.partnerDeviceServiceId']);

    const now = await stored([remote.id, answered.id, foreign.id]);
    expect(now[remote.id]?.consentStatus).toBe('PENDING');
    expect(now[answered.id]?.consentStatus).toBe('ACCEPTED');
    expect(now[foreign.id]?.consentStatus).toBe('PENDING');
    expect(await historyOf([first.id, second.id, elsewhere.id])).toEqual([]);
    expect(await published()).toEqual([]);
  });
});

describe('PUT /api/v1/accounts/{id}/services/accept and /reject (batch)', () => {
  const batch = (
    householdId: string,
    action: 'accept' | 'reject',
    headers: Headers,
    ids: unknown,
  ) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/accounts/${householdId}/services/${action}`,
      headers,
      payload: { partnerDeviceServiceIds: ids },
    });

  it('answers every request at once and rings each partner whose remote access was answered, once', async () => {
    const { household, member, northside, bright, first, second, remote, install, brightRemote } =
      await setUp();
    const ids = [brightRemote.id, remote.id, install.id, remote.id];
    const accepted = await batch(household.id, 'accept', member.headers, ids);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().nodes.map((s: { id: string }) => s.id)).toEqual([
      brightRemote.id,
      remote.id,
      install.id,
    ]);
    expect(accepted.json().nodes.map((s: { consentStatus: string }) => s.consentStatus)).toEqual([
      'ACCEPTED',
      'ACCEPTED',
      'ACCEPTED',
    ]);
    const now = await stored(ids);
    for (const id of ids) expect(now[id]).toMatchObject({ respondedBy: member.user.id });
    expect(await historyOf([first.id, second.id])).toHaveLength(3);
    const events = await published();
    expect(events.map((event) => event.channel).sort()).toEqual(
      [proChannel(northside.id), proChannel(bright.id)].sort(),
    );
    expect(events.every((event) => event.reason === 'REMOTE_ACCESS')).toBe(true);
  });

  it('rejects a batch the same way', async () => {
    const { household, admin, remote, install } = await setUp();
    const rejected = await batch(household.id, 'reject', admin.headers, [remote.id, install.id]);
    expect(rejected.statusCode, rejected.body).toBe(200);
    const now = await stored([remote.id, install.id]);
    expect(now[remote.id]?.consentStatus).toBe('REJECTED');
    expect(now[install.id]?.consentStatus).toBe('REJECTED');
  });

  it('is all or nothing: an unknown id is 404 naming it, an answered one 409, and nothing changes', async () => {
    const { household, admin, guest, outsider, first, second, remote, install, answered } =
      await setUp();
    const unknown = randomUUID();
    const missing = expectError(
      await batch(household.id, 'accept', admin.headers, [remote.id, unknown]),
      404,
    );
    expect(missing.message).toContain(unknown);
    const done = expectError(
      await batch(household.id, 'accept', admin.headers, [remote.id, install.id, answered.id]),
      409,
    );
    expect(done.reasonCode).toBe('INVITE_ALREADY_COMPLETED');
    expect(done.message).toContain(answered.id);
    expectError(await batch(household.id, 'accept', guest.headers, [remote.id]), 403);
    expectError(await batch(household.id, 'accept', outsider.headers, [remote.id]), 404);
    expectError(await batch(household.id, 'accept', {}, [remote.id]), 401);
    const empty = expectError(await batch(household.id, 'accept', admin.headers, []), 400);
    expect(empty.fields?.map((f) => f.field)).toEqual(['body.partnerDeviceServiceIds']);
    const notIds = expectError(await batch(household.id, 'reject', admin.headers, ['x']), 400);
    expect(notIds.fields?.map((f) => f.field)).toEqual(['body.partnerDeviceServiceIds.0']);

    const now = await stored([remote.id, install.id]);
    expect(now[remote.id]).toMatchObject({ consentStatus: 'PENDING', respondedAt: null });
    expect(now[install.id]).toMatchObject({ consentStatus: 'PENDING', respondedAt: null });
    expect(await historyOf([first.id, second.id])).toEqual([]);
    expect(await published()).toEqual([]);
  });
});
