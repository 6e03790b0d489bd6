import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerWithHome, registerDevice } from '../../../test/customers';
import { buildTestApp, expectError } from '../../../test/helper';
import { createServiceRequest } from '../../../test/homeowners';
import { type Company, createCompany, loner, member } from '../../../test/partners';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;
const HOUR_MS = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

const bell = (company: Company, headers: Headers, query = '') =>
  app.inject({ url: `/api/v1/proAccounts/${company.id}/notifications${query}`, headers });

async function answeredAt(serviceId: string, at: Date) {
  await db
    .update(schema.partnerDeviceServices)
    .set({ respondedAt: at })
    .where(eq(schema.partnerDeviceServices.id, serviceId));
}

/**
 * A company whose homeowners answered two remote-access requests (1 hour and 2 days ago) and
 * someone asking to join it (1 day ago), with what the bell must leave out: a pending request,
 * an answer older than 30 days, another service type's answer, another company's answers.
 */
async function setUp() {
  const company = await createCompany(db);
  const owner = await member(app, db, company, ['OWNER']);
  const tech = await member(app, db, company, ['TECHNICIAN']);
  const marketing = await member(app, db, company, ['MARKETING']);
  const { customerId, locationId } = await customerWithHome(app, company.id, owner.headers);
  const [first, second, third] = [
    await registerDevice(app, company.id, locationId, owner.headers),
    await registerDevice(app, company.id, locationId, owner.headers),
    await registerDevice(app, company.id, locationId, owner.headers),
  ];
  if (!first || !second || !third) throw new Error('devices not registered');
  const accepted = await createServiceRequest(db, first, company.id, 'RemoteAccess', 'ACCEPTED');
  await answeredAt(accepted.id, ago(HOUR_MS));
  const rejected = await createServiceRequest(db, second, company.id, 'RemoteAccess', 'REJECTED');
  await answeredAt(rejected.id, ago(48 * HOUR_MS));
  await createServiceRequest(db, second, company.id, 'RemoteAccess', 'PENDING');
  const old = await createServiceRequest(db, third, company.id, 'RemoteAccess', 'ACCEPTED');
  await answeredAt(old.id, ago(31 * 24 * HOUR_MS));
  await createServiceRequest(db, first, company.id, 'InstallationPartnerDeviceService', 'ACCEPTED');

  const other = await createCompany(db);
  const otherOwner = await member(app, db, other, ['OWNER']);
  const otherHome = await customerWithHome(app, other.id, otherOwner.headers);
  const otherDevice = await registerDevice(app, other.id, otherHome.locationId, otherOwner.headers);
  await createServiceRequest(db, otherDevice, other.id, 'RemoteAccess', 'ACCEPTED');
  // Ours, on a device at another company's home: that customer is not ours to show.
  await createServiceRequest(db, otherDevice, company.id, 'RemoteAccess', 'ACCEPTED');

  const joiner = await loner(app, db);
  const asked = await app.inject({
    method: 'POST',
    url: '/api/v1/proUsers/my/addRequests',
    headers: joiner.headers,
    payload: { partnerAccountId: company.id },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  await db
    .update(schema.addRequests)
    .set({ createdAt: ago(24 * HOUR_MS) })
    .where(eq(schema.addRequests.id, asked.json().id));

  const remote = (service: typeof accepted, deviceId: string, consentStatus: string) => ({
    type: 'REMOTE_ACCESS',
    id: service.id,
    consentStatus,
    respondedAt: expect.any(String),
    deviceId,
    partnerCustomer: { id: customerId, firstName: 'Grace', lastName: 'Hopper' },
  });
  return {
    company,
    owner,
    tech,
    marketing,
    items: {
      accepted: remote(accepted, first.id, 'ACCEPTED'),
      rejected: remote(rejected, second.id, 'REJECTED'),
      joinRequest: {
        type: 'INVITE',
        id: asked.json().id,
        status: 'REQUESTED',
        user: { firstName: 'Test', lastName: joiner.user.lastName },
        createdAt: expect.any(String),
      },
    },
  };
}

describe('GET proAccounts/{id}/notifications', () => {
  it("shows a technician the homeowners' remote-access answers of the last 30 days, not join requests", async () => {
    const { company, tech, items } = await setUp();
    const response = await bell(company, tech.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ totalCount: 2 });
    expect(response.json().nodes).toEqual([items.accepted, items.rejected]);
  });

  it('merges join requests and answers newest first for an owner, page by page', async () => {
    const { company, owner, items } = await setUp();
    const first = (await bell(company, owner.headers, '?first=2')).json();
    expect(first).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect(first.nodes).toEqual([items.accepted, items.joinRequest]);
    const rest = (
      await bell(company, owner.headers, `?first=2&after=${first.pageInfo.endCursor}`)
    ).json();
    expect(rest.nodes).toEqual([items.rejected]);
    expect(rest.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = (
      await bell(company, owner.headers, `?last=2&before=${rest.pageInfo.startCursor}`)
    ).json();
    expect(back.nodes).toEqual([items.accepted, items.joinRequest]);
  });

  it('is empty for a role that may not read customers; 400 on a cursor of another list', async () => {
    const { company, marketing, owner } = await setUp();
    expect((await bell(company, marketing.headers)).json()).toMatchObject({
      totalCount: 0,
      nodes: [],
    });
    const bad = expectError(await bell(company, owner.headers, '?after=bm9wZQ'), 400);
    expect(bad.fields?.map((f) => f.field)).toEqual(['querystring.after']);
    expectError(await bell(company, {}), 401);
  });
});
