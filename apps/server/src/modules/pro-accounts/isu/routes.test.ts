import type { IsuSettings } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { answeringDevice, deviceWorkLines } from '../../../test/device';
import { buildTestApp, expectError } from '../../../test/helper';
import { createHomeDevice } from '../../../test/homeowners';
import { brokerSettings } from '../../../test/mqtt';
import { createCompany, member } from '../../../test/partners';
import { openSession, type SessionScene, sessionScene } from '../../../test/remote-sessions';

// A thermostat's installer set-up (issue 17, spec 001 §7.9): read and written on the device by
// the company's technician inside their session, labelled in the caller's language, and a
// company template applied.

const { app, db } = await buildTestApp({ ...brokerSettings(), DEVICE_REPLY_TIMEOUT_MS: '1000' });

type Headers = Record<string, string>;
const settingsUrl = (s: SessionScene, deviceId = s.device.id) =>
  `/api/v1/proAccounts/${s.company.id}/devices/${deviceId}/isuSettings`;
const getSettings = (url: string, headers: Headers) => app.inject({ method: 'GET', url, headers });
const putSettings = (url: string, headers: Headers, payload: object) =>
  app.inject({ method: 'PUT', url, headers, payload });

/** The scene's technician in a session in progress on its thermostat, which answers. */
async function inSession() {
  const s = await sessionScene(app, db);
  const thermostat = await answeringDevice(app, db, s.device.id);
  const session = await openSession(db, {
    deviceId: s.device.id,
    partnerAccountId: s.company.id,
    activeUserId: s.technician.user.id,
  });
  return { ...s, thermostat, session };
}

const labels = (settings: IsuSettings) => settings.components.map((c) => c.label);

describe('reading the installer set-up', () => {
  it("answers the thermostat's settings, labelled in the language asked for", async () => {
    const s = await inSession();
    s.thermostat.held.isu = { ...s.thermostat.held.isu, systemType: 'HeatPump' };
    const english = await getSettings(settingsUrl(s), s.technician.headers);
    expect(english.statusCode, english.body).toBe(200);
    const body: IsuSettings = english.json();
    expect(body).toMatchObject({ deviceId: s.device.id, language: 'en' });
    expect(body.components[0]).toMatchObject({
      id: 'systemType',
      label: 'System type',
      value: 'HeatPump',
    });
    expect(body.components[3]?.options).toEqual([
      { value: 'O', label: 'Energised in cooling (O)' },
      { value: 'B', label: 'Energised in heating (B)' },
    ]);

    const french = await getSettings(settingsUrl(s), { ...s.technician.headers, language: 'fr' });
    expect(french.json().language).toBe('fr');
    expect(french.json().components[0].label).toBe('Type de système');
    const differ = labels(french.json()).filter((label, i) => label !== labels(body)[i]);
    expect(differ).toHaveLength(body.components.length);

    const accepted = await getSettings(settingsUrl(s), {
      ...s.technician.headers,
      'accept-language': 'ja, fr-CA;q=0.8',
    });
    expect(accepted.json()).toMatchObject({ language: 'fr-CA' });
    expect(accepted.json().components[0].options[1].label).toBe('Thermopompe');
  });

  it('is refused without a session of their own, and to a role that may not start sessions', async () => {
    const s = await sessionScene(app, db);
    const thermostat = await answeringDevice(app, db, s.device.id);
    const refused = await getSettings(settingsUrl(s), s.technician.headers);
    expect(expectError(refused, 409).reasonCode).toBe('NO_ACTIVE_SESSION');
    const colleague = await member(app, db, s.company, ['TECHNICIAN']);
    await openSession(db, {
      deviceId: s.device.id,
      partnerAccountId: s.company.id,
      activeUserId: colleague.user.id,
    });
    const taken = await getSettings(settingsUrl(s), s.technician.headers);
    expect(expectError(taken, 409).reasonCode).toBe('NO_ACTIVE_SESSION');
    const operations = await member(app, db, s.company, ['OPERATIONS']);
    expectError(await getSettings(settingsUrl(s), operations.headers), 403);
    // The homeowner is not of the company: the company is not found for them.
    expectError(await getSettings(settingsUrl(s), s.admin.headers), 404);
    expect(thermostat.commands).toEqual([]);
  });

  it("answers 404 for another company's device, SESSION_EXPIRED past the end, 409 for a leak detector", async () => {
    const s = await inSession();
    const other = await sessionScene(app, db);
    expectError(await getSettings(settingsUrl(s, other.device.id), s.technician.headers), 404);

    const detector = await createHomeDevice(db, s.home, {
      partnerAccountId: s.company.id,
      sku: 'AWLD2001',
    });
    await openSession(db, {
      deviceId: detector.id,
      partnerAccountId: s.company.id,
      activeUserId: s.technician.user.id,
    });
    const error = expectError(
      await getSettings(settingsUrl(s, detector.id), s.technician.headers),
      409,
    );
    expect(error.reasonCode).toBeUndefined();
    expect(error.message).toMatch(/for thermostats only/);

    const late = await sessionScene(app, db);
    await openSession(db, {
      deviceId: late.device.id,
      partnerAccountId: late.company.id,
      activeUserId: late.technician.user.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const expired = await getSettings(settingsUrl(late), late.technician.headers);
    expect(expectError(expired, 409).reasonCode).toBe('SESSION_EXPIRED');
  });

  it('answers 503 when the thermostat is not connected', async () => {
    const s = await sessionScene(app, db);
    await openSession(db, {
      deviceId: s.device.id,
      partnerAccountId: s.company.id,
      activeUserId: s.technician.user.id,
    });
    expectError(await getSettings(settingsUrl(s), s.technician.headers), 503);
  });

  it('is closed to companies in the EMEA market', async () => {
    const company = await createCompany(db, { countryCode: 'DE' });
    const technician = await member(app, db, company, ['TECHNICIAN']);
    const url = `/api/v1/proAccounts/${company.id}/devices/${crypto.randomUUID()}/isuSettings`;
    expectError(await getSettings(url, technician.headers), 403);
  });
});

describe('changing the installer set-up', () => {
  it('writes the values to the thermostat and audits each change', async () => {
    const s = await inSession();
    const response = await putSettings(
      settingsUrl(s),
      { ...s.technician.headers, language: 'de' },
      {
        values: { heatStages: 2, accessories: ['Humidifier', 'AirCleaner'], minCycleOffMinutes: 5 },
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body: IsuSettings = response.json();
    expect(body.language).toBe('de');
    expect(body.components.find((c) => c.id === 'heatStages')).toMatchObject({
      label: 'Heizstufen',
      value: 2,
    });
    expect(s.thermostat.held.isu).toMatchObject({
      heatStages: 2,
      accessories: ['Humidifier', 'AirCleaner'],
    });
    expect(await deviceWorkLines(db, s.device.id)).toMatchObject([
      {
        event: 'ISU_SETTINGS_CHANGED',
        detail: null,
        actorCompany: s.company.name,
        sessionId: s.session.id,
        changes: [
          { field: 'heatStages', before: 1, after: 2 },
          { field: 'accessories', before: [], after: ['Humidifier', 'AirCleaner'] },
        ],
      },
    ]);
  });

  it('answers 400 naming body.values.<id> for each bad value, and for no values', async () => {
    const s = await inSession();
    const bad = await putSettings(settingsUrl(s), s.technician.headers, {
      values: {
        systemType: 'Steam',
        heatStages: 4,
        accessories: ['Humidifier', 'Humidifier'],
        installerNote: 42,
        boilerSize: 3,
      },
    });
    expect(
      expectError(bad, 400)
        .fields?.map((f) => f.field)
        .sort(),
    ).toEqual([
      'body.values.accessories',
      'body.values.boilerSize',
      'body.values.heatStages',
      'body.values.installerNote',
      'body.values.systemType',
    ]);
    const long = await putSettings(settingsUrl(s), s.technician.headers, {
      values: { installerNote: 'x'.repeat(201) },
    });
    expect(expectError(long, 400).fields?.map((f) => f.field)).toEqual([
      'body.values.installerNote',
    ]);
    const empty = await putSettings(settingsUrl(s), s.technician.headers, { values: {} });
    expect(expectError(empty, 400).fields?.map((f) => f.field)).toEqual(['body.values']);
    const both = await putSettings(settingsUrl(s), s.technician.headers, {
      values: { heatStages: 1 },
      partnerIsuTemplateId: crypto.randomUUID(),
    });
    expectError(both, 400);
    expect(s.thermostat.commands).toEqual([]);
  });

  it("applies one of the company's templates, the audit line naming it", async () => {
    const s = await inSession();
    const created = await app.inject({
      method: 'POST',
      url: `/api/v1/proAccounts/${s.company.id}/isuTemplates`,
      headers: s.owner.headers,
      payload: {
        name: 'Heat pump, two stages',
        values: { systemType: 'HeatPump', heatStages: 2, reversingValve: 'B' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await putSettings(settingsUrl(s), s.technician.headers, {
      partnerIsuTemplateId: created.json().id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(s.thermostat.held.isu).toMatchObject({
      systemType: 'HeatPump',
      heatStages: 2,
      reversingValve: 'B',
    });
    expect(await deviceWorkLines(db, s.device.id)).toMatchObject([
      {
        event: 'ISU_TEMPLATE_APPLIED',
        detail: 'Heat pump, two stages',
        sessionId: s.session.id,
        changes: [
          { field: 'systemType', before: 'ConventionalForcedAir', after: 'HeatPump' },
          { field: 'heatStages', before: 1, after: 2 },
          { field: 'reversingValve', before: 'O', after: 'B' },
        ],
      },
    ]);
  });

  it("answers 404 for another company's template or none, and sends nothing", async () => {
    const s = await inSession();
    const other = await sessionScene(app, db);
    const theirs = await app.inject({
      method: 'POST',
      url: `/api/v1/proAccounts/${other.company.id}/isuTemplates`,
      headers: other.owner.headers,
      payload: { name: 'Theirs', values: { heatStages: 3 } },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    for (const id of [theirs.json().id, crypto.randomUUID()]) {
      const response = await putSettings(settingsUrl(s), s.technician.headers, {
        partnerIsuTemplateId: id,
      });
      expect(expectError(response, 404).message).toMatch(/ISU template/);
    }
    expect(s.thermostat.commands).toEqual([]);
  });
});
