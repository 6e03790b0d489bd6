import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerWithHome, joinHousehold, registerDevice } from '../../../test/customers';
import { buildTestApp, captureLogs, expectError } from '../../../test/helper';
import { mailsTo } from '../../../test/identity';
import { createCompany, loner, member } from '../../../test/partners';

const { app, db, databaseUrl } = await buildTestApp();
// A second instance on the same database whose SMTP server does not answer.
const logs = captureLogs();
const broken = await buildTestApp(
  { SMTP_URL: 'smtp://127.0.0.1:9', LOG_LEVEL: 'error' },
  { databaseUrl, logStream: logs.stream },
);

type Headers = Record<string, string>;
const base = (companyId: string) => `/api/v1/proAccounts/${companyId}`;

async function setUp() {
  const company = await createCompany(db, { name: 'Northside Air' });
  const owner = await member(app, db, company, ['OWNER']);
  const tech = await member(app, db, company, ['TECHNICIAN']);
  const sales = await member(app, db, company, ['SALES']);
  const { locationId } = await customerWithHome(app, company.id, owner.headers);
  const device = await registerDevice(app, company.id, locationId, tech.headers);
  return { company, owner, tech, sales, locationId, device };
}

const requestAccess = (companyId: string, deviceId: string, headers: Headers) =>
  app.inject({
    method: 'POST',
    url: `${base(companyId)}/devices/${deviceId}/requestAccess`,
    headers,
  });

async function storedServices(deviceId: string) {
  return db
    .select()
    .from(schema.partnerDeviceServices)
    .where(eq(schema.partnerDeviceServices.deviceId, deviceId));
}

/** A household at the home with an admin (German), a member and a guest, each signed up. */
async function household(locationId: string) {
  const [admin, memberUser, guest] = await Promise.all([
    loner(app, db, { locale: 'de' }),
    loner(app, db),
    loner(app, db),
  ]);
  await joinHousehold(db, locationId, [
    { user: admin.user, role: 'ADMIN' },
    { user: memberUser.user, role: 'MEMBER' },
    { user: guest.user, role: 'GUEST' },
  ]);
  return { admin: admin.user, member: memberUser.user, guest: guest.user };
}

describe('POST devices/{deviceId}/requestAccess', () => {
  it('asks for remote access (PENDING); a second request is 409 EXISTING_REMOTE_ACCESS_SERVICE', async () => {
    const { company, tech, device } = await setUp();
    const response = await requestAccess(company.id, device.id, tech.headers);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      deviceId: device.id,
      serviceType: 'RemoteAccess',
      consentStatus: 'PENDING',
      respondedAt: null,
    });
    const again = expectError(await requestAccess(company.id, device.id, tech.headers), 409);
    expect(again.reasonCode).toBe('EXISTING_REMOTE_ACCESS_SERVICE');
    expect(await storedServices(device.id)).toHaveLength(1);
  });

  it('is 403 for sales, 404 for another tenant’s device or a non-member, 400 on a bad id, 401 signed out', async () => {
    const { company, tech, sales, device } = await setUp();
    const other = await setUp();
    const outsider = await loner(app, db);
    expectError(await requestAccess(company.id, device.id, sales.headers), 403);
    expectError(await requestAccess(other.company.id, device.id, other.owner.headers), 404);
    expectError(await requestAccess(company.id, device.id, outsider.headers), 404);
    const bad = expectError(await requestAccess(company.id, 'nope', tech.headers), 400);
    expect(bad.fields?.map((f) => f.field)).toEqual(['params.deviceId']);
    expectError(await requestAccess(company.id, device.id, {}), 401);
    expect(await storedServices(device.id)).toEqual([]);
  });
});

describe("telling the household of the company's requests", () => {
  it('mails its admins and members in their language, not its guests', async () => {
    const { company, tech, locationId, device } = await setUp();
    const people = await household(locationId);
    expect((await requestAccess(company.id, device.id, tech.headers)).statusCode).toBe(201);
    const [toAdmin] = await mailsTo(app, people.admin.email);
    expect(toAdmin?.subject).toBe(
      'Northside Air bittet um Fernzugriff für Aeris T6 Wi-Fi Thermostat in Main house',
    );
    expect(toAdmin?.links[0]?.url).toMatch(/\/home-app$/);
    const [toMember] = await mailsTo(app, people.member.email);
    expect(toMember?.subject).toBe(
      'Northside Air asks for remote access on Aeris T6 Wi-Fi Thermostat at Main house',
    );
    expect(await mailsTo(app, people.guest.email)).toEqual([]);

    // PUT asks anew only where no request is open, and mails only about those.
    const services = `${base(company.id)}/locations/${locationId}/services`;
    const put = await app.inject({
      method: 'PUT',
      url: services,
      headers: tech.headers,
      payload: { deviceIds: [device.id], serviceType: 'RemoteAccess' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await mailsTo(app, people.member.email)).toHaveLength(1);
    const post = await app.inject({
      method: 'POST',
      url: services,
      headers: tech.headers,
      payload: { deviceIds: [device.id], serviceType: 'BrandingPartnerDeviceService' },
    });
    expect(post.statusCode, post.body).toBe(201);
    const [newest] = await mailsTo(app, people.member.email);
    expect(newest?.subject).toBe(
      'Northside Air asks for branding on Aeris T6 Wi-Fi Thermostat at Main house',
    );
  });

  it('keeps the request when the mail cannot be sent, and logs the failure', async () => {
    const { company, tech, locationId, device } = await setUp();
    const people = await household(locationId);
    const response = await broken.app.inject({
      method: 'POST',
      url: `${base(company.id)}/devices/${device.id}/requestAccess`,
      headers: tech.headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedServices(device.id)).toHaveLength(1);
    expect(await mailsTo(app, people.member.email)).toEqual([]);
    expect(logs.lines.join('\n')).toContain('service request mail to the household failed');
  });
});
