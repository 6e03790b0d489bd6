import { PartnerDeviceServiceType } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerWithHome, registerDevice } from '../../../test/customers';
import { buildTestApp, expectError } from '../../../test/helper';
import { createCompany, loner, member } from '../../../test/partners';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;
const base = (companyId: string) => `/api/v1/proAccounts/${companyId}`;

async function setUp() {
  const company = await createCompany(db);
  const owner = await member(app, db, company, ['OWNER']);
  const tech = await member(app, db, company, ['TECHNICIAN']);
  const sales = await member(app, db, company, ['SALES']);
  const { locationId } = await customerWithHome(app, company.id, owner.headers);
  const device = await registerDevice(app, company.id, locationId, tech.headers);
  const services = `${base(company.id)}/locations/${locationId}/services`;
  return { company, owner, tech, sales, locationId, device, services };
}

const ask = (url: string, headers: Headers, payload: object, method: 'POST' | 'PUT' = 'POST') =>
  app.inject({ method, url, headers, payload });

async function storedServices(deviceId: string) {
  return db
    .select()
    .from(schema.partnerDeviceServices)
    .where(eq(schema.partnerDeviceServices.deviceId, deviceId));
}

describe('requesting services', () => {
  it('creates PENDING requests and answers 409 with the reason of each type while one is open', async () => {
    const { tech, device, services } = await setUp();
    for (const serviceType of PartnerDeviceServiceType) {
      const created = await ask(services, tech.headers, { deviceIds: [device.id], serviceType });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject([{ serviceType, consentStatus: 'PENDING' }]);
    }
    const reasons = [];
    for (const serviceType of PartnerDeviceServiceType) {
      const again = await ask(services, tech.headers, { deviceIds: [device.id], serviceType });
      reasons.push(expectError(again, 409).reasonCode);
    }
    expect(reasons).toEqual([
      'EXISTING_INSTALLATION_SERVICE',
      'EXISTING_BRANDING_SERVICE',
      'EXISTING_PRO_ALERTS_SERVICE',
      'EXISTING_REMOTE_ACCESS_SERVICE',
    ]);
    expect(await storedServices(device.id)).toHaveLength(4);
  });

  it('PUT keeps open requests and asks again where the homeowner rejected', async () => {
    const { tech, device, services } = await setUp();
    const payload = { deviceIds: [device.id], serviceType: 'RemoteAccess' };
    const first = (await ask(services, tech.headers, payload)).json()[0];
    const kept = await ask(services, tech.headers, payload, 'PUT');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().map((s: { id: string }) => s.id)).toEqual([first.id]);
    await db
      .update(schema.partnerDeviceServices)
      .set({ consentStatus: 'REJECTED', respondedAt: new Date() })
      .where(eq(schema.partnerDeviceServices.id, first.id));
    const renewed = await ask(services, tech.headers, payload, 'PUT');
    expect(renewed.json()).toMatchObject([{ consentStatus: 'PENDING' }]);
    expect(renewed.json()[0].id).not.toBe(first.id);
  });

  it('is 409 LOCATION_IS_INPREREGISTRATION at a home still in pre-registration', async () => {
    const { tech, device, services, locationId } = await setUp();
    await db
      .update(schema.partnerDeviceLocations)
      .set({ locationState: 'InPreRegistration' })
      .where(eq(schema.partnerDeviceLocations.id, locationId));
    const error = expectError(
      await ask(services, tech.headers, { deviceIds: [device.id], serviceType: 'RemoteAccess' }),
      409,
    );
    expect(error.reasonCode).toBe('LOCATION_IS_INPREREGISTRATION');
  });

  it('is 400 naming the field, 403 for sales, 404 elsewhere, 401 signed out; nothing stored', async () => {
    const { sales, tech, device, services } = await setUp();
    const other = await setUp();
    const outsider = await loner(app, db);
    const payload = { deviceIds: [device.id], serviceType: 'RemoteAccess' };
    const bad = expectError(
      await ask(services, tech.headers, { ...payload, serviceType: 'X' }),
      400,
    );
    expect(bad.fields?.map((f) => f.field)).toEqual(['body.serviceType']);
    expectError(await ask(services, tech.headers, { ...payload, deviceIds: [] }), 400);
    expectError(await ask(services, sales.headers, payload), 403);
    expectError(await ask(services, outsider.headers, payload), 404);
    expectError(await ask(services, {}, payload), 401);
    expectError(await ask(other.services, other.owner.headers, payload), 404);
    expectError(
      await ask(`${base(other.company.id)}/locations/${other.locationId}/services`, tech.headers, {
        ...payload,
        deviceIds: [other.device.id],
      }),
      404,
    );
    expect(await storedServices(device.id)).toEqual([]);
  });
});

describe('resend, delete and available', () => {
  it('resends a pending request, refuses an answered one, cancels and shows what is available', async () => {
    const { company, tech, sales, device, services } = await setUp();
    const [remote] = (
      await ask(services, tech.headers, { deviceIds: [device.id], serviceType: 'RemoteAccess' })
    ).json();
    const [install] = (
      await ask(services, tech.headers, {
        deviceIds: [device.id],
        serviceType: 'InstallationPartnerDeviceService',
      })
    ).json();
    const resend = (id: string) =>
      app.inject({ method: 'PUT', url: `${services}/${id}/resend`, headers: tech.headers });
    expect((await resend(remote.id)).statusCode).toBe(200);
    await db
      .update(schema.partnerDeviceServices)
      .set({ consentStatus: 'ACCEPTED', respondedAt: new Date() })
      .where(eq(schema.partnerDeviceServices.id, install.id));
    expect(expectError(await resend(install.id), 409).reasonCode).toBe('INVITE_ALREADY_COMPLETED');

    const available = await app.inject({
      url: `${services}/${device.id}/available`,
      headers: sales.headers,
    });
    expect(available.json()).toEqual([
      'BrandingPartnerDeviceService',
      'ProAlertsPartnerDeviceService',
    ]);

    const cancel = (headers: Headers) =>
      app.inject({ method: 'DELETE', url: `${services}/${remote.id}`, headers });
    expectError(await cancel(sales.headers), 403);
    expect((await cancel(tech.headers)).statusCode).toBe(204);
    expectError(await cancel(tech.headers), 404);

    const byDevice = await app.inject({
      method: 'DELETE',
      url: `${base(company.id)}/devices/${device.id}/services/${install.id}`,
      headers: tech.headers,
    });
    expect(byDevice.statusCode).toBe(204);
    expect(await storedServices(device.id)).toEqual([]);
    const history = await app.inject({
      url: `${base(company.id)}/devices/${device.id}/history`,
      headers: sales.headers,
    });
    expect(history.json().nodes.map((e: { event: string }) => e.event)).toEqual([
      'SERVICE_REMOVED',
      'SERVICE_CANCELLED',
      'SERVICE_REQUESTED',
      'SERVICE_REQUESTED',
      'SERVICE_REQUESTED',
      'REGISTERED',
    ]);
  });
});
