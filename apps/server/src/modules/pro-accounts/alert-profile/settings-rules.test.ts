import { type AlertSetting, RECOMMENDED_ACTION_MAX_LENGTH } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import {
  alertSettingsUrl,
  type SettingsWrite as Input,
  proAlertsCompany,
  sendSettings,
  storedSettings,
} from '../../../test/pro-alerts';

// Spec 000 §5 and §9 on the server: every alert of a settings write is checked against the
// catalogue; one bad alert refuses the whole write with 400 naming its field, and nothing is
// stored, whether the write creates (POST) or changes (PUT).

const { app, db } = await buildTestApp();

type Headers = { authorization: string };
const _url = alertSettingsUrl;
const send = (method: 'POST' | 'PUT', companyId: string, headers: Headers, settings: Input[]) =>
  sendSettings(app, method, companyId, headers, settings, 'en');
const storedRows = (companyId: string) => storedSettings(db, companyId);

/** A good alert first, so the bad one is settings.1 and the good one is not stored either. */
const GOOD: Input = { alertName: 'LowBattery', isEnabled: false };
const threshold = (alertName: string, value: unknown): Input => ({
  alertName,
  isEnabled: true,
  configData: { threshold: value },
});
const observed = (alertName: string, value: string): Input => ({
  alertName,
  isEnabled: true,
  configData: { observedTime: value },
});
const action = (length: number): Input => ({
  alertName: 'HighIndoorTemperature',
  isEnabled: true,
  recommendedAction: 'x'.repeat(length),
});

const REFUSED: [string, Input[], string][] = [
  [
    'an unknown alertName',
    [GOOD, { alertName: 'Earthquake', isEnabled: true }],
    'body.settings.1.alertName',
  ],
  ['an alertName listed twice', [GOOD, { ...GOOD, isEnabled: true }], 'body.settings.1.alertName'],
  ['no alert at all', [], 'body.settings'],
  [
    'temperature threshold 9',
    [GOOD, threshold('HighIndoorTemperature', 9)],
    'body.settings.1.configData.threshold',
  ],
  [
    'temperature threshold 91',
    [GOOD, threshold('LowIndoorTemperature', 91)],
    'body.settings.1.configData.threshold',
  ],
  [
    'humidity threshold 9',
    [GOOD, threshold('LowIndoorHumidity', 9)],
    'body.settings.1.configData.threshold',
  ],
  [
    'a fractional threshold',
    [GOOD, threshold('HighIndoorHumidity', 50.5)],
    'body.settings.1.configData.threshold',
  ],
  [
    'a level as a temperature threshold',
    [GOOD, threshold('HighIndoorTemperature', 'High')],
    'body.settings.1.configData.threshold',
  ],
  [
    'VOC level Good',
    [GOOD, threshold('HighVocLevel', 'Good')],
    'body.settings.1.configData.threshold',
  ],
  [
    'CO2 level Good',
    [GOOD, threshold('HighCo2Level', 'Good')],
    'body.settings.1.configData.threshold',
  ],
  [
    'a VOC level not in the catalogue',
    [GOOD, threshold('HighVocLevel', 'Extreme')],
    'body.settings.1.configData.threshold',
  ],
  [
    'a number as a VOC level',
    [GOOD, threshold('HighVocLevel', 50)],
    'body.settings.1.configData.threshold',
  ],
  [
    'a filter count above its maximum',
    [GOOD, threshold('FilterReplacementDue', '15')],
    'body.settings.1.configData.threshold',
  ],
  [
    'a filter count as a number',
    [GOOD, threshold('FilterReplacementDue', 7)],
    'body.settings.1.configData.threshold',
  ],
  [
    'a threshold on an alert without one',
    [GOOD, threshold('WaterLeakDetected', 50)],
    'body.settings.1.configData.threshold',
  ],
  [
    'observed time PT4H for high temperature',
    [GOOD, observed('HighIndoorTemperature', 'PT4H')],
    'body.settings.1.configData.observedTime',
  ],
  [
    'observed time PT1H for VOC in another spelling',
    [GOOD, observed('HighVocLevel', 'PT60M')],
    'body.settings.1.configData.observedTime',
  ],
  [
    'an observed time on an alert without one',
    [GOOD, observed('SmokeAlarm', 'PT1H')],
    'body.settings.1.configData.observedTime',
  ],
  [
    'a recommended action of 301 characters',
    [GOOD, action(RECOMMENDED_ACTION_MAX_LENGTH + 1)],
    'body.settings.1.recommendedAction',
  ],
];

describe('the alert settings rules (spec 000 §5, §9)', () => {
  it.each(REFUSED)(
    '%s: 400 naming the field, nothing stored by POST or PUT',
    async (_, settings, field) => {
      const { company, owner } = await proAlertsCompany(app, db);
      const create = expectError(await send('POST', company.id, owner.headers, settings), 400);
      expect(create.fields?.map((f) => f.field)).toContain(field);
      expect(await storedRows(company.id)).toEqual([]);

      const created = await send('POST', company.id, owner.headers, [
        { alertName: 'DeviceOffline', isEnabled: false },
      ]);
      expect(created.statusCode, created.body).toBe(201);
      const before = await storedRows(company.id);
      const change = expectError(await send('PUT', company.id, owner.headers, settings), 400);
      expect(change.fields?.map((f) => f.field)).toContain(field);
      expect(await storedRows(company.id)).toEqual(before);
    },
  );

  it('names every bad field of a write at once', async () => {
    const { company, owner } = await proAlertsCompany(app, db);
    const refused = expectError(
      await send('POST', company.id, owner.headers, [
        {
          alertName: 'HighIndoorTemperature',
          isEnabled: true,
          configData: { threshold: 5, observedTime: 'P1D' },
        },
        { alertName: 'Earthquake', isEnabled: true },
      ]),
      400,
    );
    expect(refused.fields?.map((f) => f.field)).toEqual([
      'body.settings.0.configData.threshold',
      'body.settings.0.configData.observedTime',
      'body.settings.1.alertName',
    ]);
    expect(refused.fields?.[0]?.message).toBe('Give a whole number from 10 to 90.');
    expect(await storedRows(company.id)).toEqual([]);
  });

  it('takes the bounds and the choices the portal offers: 10 and 90, Medium for VOC, PT1H for CO2, Off for the filter, 300 characters', async () => {
    const { company, owner } = await proAlertsCompany(app, db);
    const answer = await send('POST', company.id, owner.headers, [
      threshold('HighIndoorTemperature', 90),
      threshold('LowIndoorTemperature', 10),
      threshold('HighIndoorHumidity', 90),
      threshold('LowIndoorHumidity', 10),
      {
        alertName: 'HighVocLevel',
        isEnabled: true,
        configData: { threshold: 'Medium', observedTime: 'PT4H' },
      },
      {
        alertName: 'HighCo2Level',
        isEnabled: true,
        configData: { threshold: 'VeryHigh', observedTime: 'PT1H' },
      },
      threshold('FilterReplacementDue', '0'),
      observed('DeviceOffline', 'PT12H'),
      { ...action(RECOMMENDED_ACTION_MAX_LENGTH), alertName: 'SmokeAlarm' },
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    const settings = answer.json<AlertSetting[]>();
    const config = (alertName: string) =>
      settings.find((setting) => setting.alertName === alertName)?.configData;
    expect(config('HighIndoorTemperature')).toEqual({ threshold: 90, observedTime: 'PT30M' });
    expect(config('LowIndoorTemperature')?.threshold).toBe(10);
    expect(config('HighVocLevel')).toEqual({ threshold: 'Medium', observedTime: 'PT4H' });
    expect(config('HighCo2Level')).toEqual({ threshold: 'VeryHigh', observedTime: 'PT1H' });
    expect(config('FilterReplacementDue')).toEqual({ threshold: '0' });
    expect(
      settings.find((setting) => setting.alertName === 'SmokeAlarm')?.recommendedAction,
    ).toHaveLength(RECOMMENDED_ACTION_MAX_LENGTH);
    expect(await storedRows(company.id)).toHaveLength(9);
  });
});
