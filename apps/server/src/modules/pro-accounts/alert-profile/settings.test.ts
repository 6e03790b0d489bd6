import { type AlertSetting, countOptions, NOT_CREATED_ID } from '@portal/contracts';
import { schema } from '@portal/db';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import {
  alertSettingsUrl,
  type SettingsWrite as Input,
  proAlertsCompany,
  sendSettings,
  storedSettings,
} from '../../../test/pro-alerts';

const { app, db } = await buildTestApp();

type Headers = { authorization: string };
const url = alertSettingsUrl;
const list = async (companyId: string, headers: Headers) => {
  const answer = await app.inject({ url: url(companyId), headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<AlertSetting[]>();
};
const send = (
  method: 'POST' | 'PUT',
  companyId: string,
  headers: Headers,
  settings: Input[],
  locale?: string,
) => sendSettings(app, method, companyId, headers, settings, locale);
const byName = (settings: AlertSetting[], alertName: string) => {
  const found = settings.find((setting) => setting.alertName === alertName);
  if (!found) throw new Error(`${alertName} is not in the answer`);
  return found;
};

/** What the company has stored, to compare before and after a refused write. */
const storedRows = (companyId: string) => storedSettings(db, companyId);

const catalogue = await db
  .select({ alertName: schema.alertTypes.alertName })
  .from(schema.alertTypes)
  .orderBy(asc(schema.alertTypes.position));

describe('GET alertProfiles/default/settings', () => {
  it('answers every alert type of the catalogue in its order with the all-zeros id and the defaults before anything is created', async () => {
    const { company, owner } = await proAlertsCompany(app, db);
    const settings = await list(company.id, owner.headers);
    expect(settings.map((setting) => setting.alertName)).toEqual(
      catalogue.map((entry) => entry.alertName),
    );
    expect(settings).toHaveLength(16);
    expect(new Set(settings.map((setting) => setting.id))).toEqual(new Set([NOT_CREATED_ID]));
    expect(byName(settings, 'HighIndoorTemperature')).toEqual({
      id: NOT_CREATED_ID,
      alertName: 'HighIndoorTemperature',
      title: 'High indoor temperature',
      description: expect.any(String),
      category: 'Temperature',
      telemetryType: 'Temperature',
      severity: 'Warning',
      isEnabled: true,
      recommendedAction: expect.stringMatching(/^Call the homeowner/),
      defaultRecommendedAction: expect.stringMatching(/^Call the homeowner/),
      deviceTypes: expect.arrayContaining(['Thermostat']),
      thresholdKind: 'range',
      thresholdUnit: 'FAHRENHEIT',
      configData: { threshold: 85, observedTime: 'PT30M' },
      options: {
        observedTime: [
          { id: 'PT15M', label: '15 Minutes' },
          { id: 'PT30M', label: '30 Minutes' },
          { id: 'PT1H', label: '1 Hour' },
          { id: 'PT2H', label: '2 Hours' },
        ],
      },
    });
    expect(byName(settings, 'FilterReplacementDue')).toMatchObject({
      thresholdKind: 'count',
      thresholdUnit: 'DAYS',
      configData: { threshold: '7' },
      options: { threshold: countOptions(14, true, 'DAYS') },
    });
    const voc = byName(settings, 'HighVocLevel');
    expect(voc).toMatchObject({ thresholdKind: 'levels', thresholdUnit: null });
    // The catalogue's levels as they are; the portal leaves "good" out (thresholdChoices).
    expect(voc.options.threshold?.map((option) => option.id)).toEqual([
      'Good',
      'Medium',
      'High',
      'VeryHigh',
    ]);
    expect(byName(settings, 'WaterLeakDetected')).toMatchObject({
      thresholdKind: null,
      thresholdUnit: null,
      configData: {},
      options: {},
    });
    expect(byName(settings, 'HumidifierPadReplacementDue').isEnabled).toBe(false);
  });
});

describe('POST alertProfiles/default/settings', () => {
  it('creates the listed alerts with real ids and the locale; the rest keep the all-zeros id and their defaults', async () => {
    const { company, owner } = await proAlertsCompany(app, db);
    const defaults = await list(company.id, owner.headers);
    const leakDefault = byName(defaults, 'WaterLeakDetected').defaultRecommendedAction;
    const created = await send(
      'POST',
      company.id,
      owner.headers,
      [
        { alertName: 'HighIndoorTemperature', isEnabled: true, configData: { threshold: 82 } },
        { alertName: 'LowIndoorHumidity', isEnabled: false },
        { alertName: 'WaterLeakDetected', isEnabled: true, recommendedAction: ' Call us. ' },
        { alertName: 'SmokeAlarm', isEnabled: true, recommendedAction: '' },
        {
          alertName: 'LowBattery',
          isEnabled: true,
          recommendedAction: byName(defaults, 'LowBattery').defaultRecommendedAction,
        },
      ],
      'fr',
    );
    expect(created.statusCode, created.body).toBe(201);
    const settings = created.json<AlertSetting[]>();
    expect(settings).toEqual(await list(company.id, owner.headers));
    const created5 = settings.filter((setting) => setting.id !== NOT_CREATED_ID);
    expect(created5.map((setting) => setting.alertName).sort()).toEqual([
      'HighIndoorTemperature',
      'LowBattery',
      'LowIndoorHumidity',
      'SmokeAlarm',
      'WaterLeakDetected',
    ]);
    // The observed time nobody chose is the default's.
    expect(byName(settings, 'HighIndoorTemperature').configData).toEqual({
      threshold: 82,
      observedTime: 'PT30M',
    });
    expect(byName(settings, 'LowIndoorHumidity').isEnabled).toBe(false);
    expect(byName(settings, 'WaterLeakDetected').recommendedAction).toBe('Call us.');
    expect(byName(settings, 'SmokeAlarm').recommendedAction).toBe(
      byName(defaults, 'SmokeAlarm').defaultRecommendedAction,
    );
    expect(byName(settings, 'HighIndoorHumidity')).toEqual(byName(defaults, 'HighIndoorHumidity'));
    const rows = await storedRows(company.id);
    expect(rows.map((row) => [row.alertName, row.recommendedAction, row.locale])).toEqual([
      ['HighIndoorTemperature', null, 'fr'],
      ['LowBattery', null, 'fr'],
      ['LowIndoorHumidity', null, 'fr'],
      ['SmokeAlarm', null, 'fr'],
      ['WaterLeakDetected', 'Call us.', 'fr'],
    ]);
    expect(leakDefault).not.toBe('Call us.');
  });

  it('answers 409 when the company has settings already, pointing to PUT, and changes nothing', async () => {
    const { company, owner } = await proAlertsCompany(app, db);
    const first = await send('POST', company.id, owner.headers, [
      { alertName: 'LowBattery', isEnabled: false },
    ]);
    expect(first.statusCode, first.body).toBe(201);
    const before = await storedRows(company.id);
    const again = expectError(
      await send('POST', company.id, owner.headers, [
        { alertName: 'LowBattery', isEnabled: true },
        { alertName: 'DeviceOffline', isEnabled: false },
      ]),
      409,
    );
    expect(again.message).toContain('PUT');
    expect(await storedRows(company.id)).toEqual(before);
  });

  it('lets one of two creates at once through, even for different alerts; the other gets 409', async () => {
    const { company, owner } = await proAlertsCompany(app, db);
    const answers = await Promise.all([
      send('POST', company.id, owner.headers, [{ alertName: 'LowBattery', isEnabled: false }]),
      send('POST', company.id, owner.headers, [{ alertName: 'SmokeAlarm', isEnabled: false }]),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await storedRows(company.id)).toHaveLength(1);
  });
});

describe('PUT alertProfiles/default/settings', () => {
  it('replaces the listed alerts, creates those without a row, and leaves the others', async () => {
    const { company, owner } = await proAlertsCompany(app, db);
    await send('POST', company.id, owner.headers, [
      { alertName: 'HighIndoorTemperature', isEnabled: true, configData: { threshold: 82 } },
      { alertName: 'LowBattery', isEnabled: false, recommendedAction: 'Bring batteries.' },
    ]);
    const [kept] = (await storedRows(company.id)).filter((row) => row.alertName === 'LowBattery');
    const changed = await send('PUT', company.id, owner.headers, [
      {
        alertName: 'HighIndoorTemperature',
        isEnabled: false,
        configData: { threshold: 88, observedTime: 'PT2H' },
      },
      { alertName: 'DeviceOffline', isEnabled: true, configData: { observedTime: 'PT24H' } },
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    const settings = changed.json<AlertSetting[]>();
    expect(byName(settings, 'HighIndoorTemperature')).toMatchObject({
      isEnabled: false,
      configData: { threshold: 88, observedTime: 'PT2H' },
    });
    expect(byName(settings, 'DeviceOffline')).toMatchObject({
      id: expect.not.stringMatching(NOT_CREATED_ID),
      configData: { observedTime: 'PT24H' },
    });
    expect(byName(settings, 'LowBattery')).toMatchObject({
      id: kept?.id,
      isEnabled: false,
      recommendedAction: 'Bring batteries.',
    });
    expect(await list(company.id, owner.headers)).toEqual(settings);
  });

  it('creates settings when the company has none yet, with locale en unless told', async () => {
    const { company, owner } = await proAlertsCompany(app, db);
    const answer = await send('PUT', company.id, owner.headers, [
      { alertName: 'FreezeRisk', isEnabled: false },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await storedRows(company.id)).map((row) => [row.alertName, row.locale])).toEqual([
      ['FreezeRisk', 'en'],
    ]);
  });
});
