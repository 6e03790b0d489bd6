import { type AlertSetting, NOT_CREATED_ID } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  changedSettings,
  draftOf,
  noneCreated,
  settingInput,
} from '@/features/alert-profile/components/settings/alert-drafts';
import {
  categoriesPresent,
  listedAlerts,
  ofCategories,
  ofSeverity,
} from '@/features/alert-profile/components/settings/alert-list';
import { alertTitle, durationLabel, thresholdOptionLabel } from '@/shared/lib/alert-labels';
import { i18n } from '@/shared/lib/i18n/i18n';
import {
  CREATED_ID,
  filterDue,
  highVoc,
  lowTemperature,
  someSettings,
  waterLeak,
} from './settings-fixtures';

const t = i18n.t.bind(i18n);
const titleOf = (setting: AlertSetting) => alertTitle(t, setting);

describe('the list of alerts (spec 000 §4)', () => {
  it('is sorted urgent, warning, notice, then by the title the viewer reads', () => {
    const titles = listedAlerts(someSettings(), titleOf, 'en').map((alert) => alert.title);
    expect(titles).toEqual([
      'Low indoor temperature',
      'Water leak detected',
      'High indoor humidity',
      'High VOC level',
      // The API's "Filter replacement due" reads "Air filter due" in English: sorted as read.
      'Air filter due',
      'Low battery',
    ]);
  });

  it('shows the API title of an alert the locale files do not know', () => {
    const unknown = waterLeak({ alertName: 'GarageDoorOpen', title: 'Garage door open' });
    expect(titleOf(unknown)).toBe('Garage door open');
  });

  it('filters by the alert types present, and by severity', () => {
    const alerts = listedAlerts(someSettings(), titleOf, 'en');
    expect(categoriesPresent(someSettings())).toEqual([
      'Temperature',
      'Humidity',
      'State',
      'Reminder',
      'AirQuality',
    ]);
    const state = ofCategories(alerts, ['State']);
    expect(state.map((alert) => alert.id)).toEqual(['WaterLeakDetected', 'LowBattery']);
    expect(ofSeverity(state, 'Urgent').map((alert) => alert.id)).toEqual(['WaterLeakDetected']);
    expect(ofSeverity(state, 'Warning')).toEqual([]);
    expect(ofCategories(alerts, [])).toHaveLength(6);
  });
});

describe('unsaved changes (spec 000 §4)', () => {
  const settings = [lowTemperature({ id: CREATED_ID }), highVoc({ id: CREATED_ID })];

  it('are the alerts whose local edit differs from the server data', () => {
    expect(changedSettings(settings, {})).toEqual([]);
    const raised = { ...draftOf(lowTemperature()), threshold: 51 };
    expect(changedSettings(settings, { LowIndoorTemperature: raised })).toEqual([settings[0]]);
  });

  it('are gone when an edit is changed back to what the server has', () => {
    const back = { ...draftOf(lowTemperature()), threshold: 50 };
    expect(changedSettings(settings, { LowIndoorTemperature: back })).toEqual([]);
  });

  it('do not include a stored Good level shown as Medium until it is changed', () => {
    const good = [highVoc({ id: CREATED_ID, configData: { threshold: 'Good' } })];
    const shown = draftOf(good[0] as AlertSetting);
    expect(shown.threshold).toBe('Medium');
    expect(changedSettings(good, { HighVocLevel: shown })).toEqual([]);
  });

  it('send the default recommended action back while it is unchanged', () => {
    const edit = { ...draftOf(lowTemperature()), isEnabled: false };
    expect(settingInput(lowTemperature(), { LowIndoorTemperature: edit })).toEqual({
      alertName: 'LowIndoorTemperature',
      isEnabled: false,
      recommendedAction: 'Call the homeowner.',
      configData: { threshold: 50, observedTime: 'PT30M' },
    });
    expect(settingInput(waterLeak(), {}).configData).toEqual({});
  });

  it('a company whose every alert has the all-zeros id has none created yet', () => {
    expect(noneCreated([lowTemperature(), waterLeak()])).toBe(true);
    expect(lowTemperature().id).toBe(NOT_CREATED_ID);
    expect(noneCreated([lowTemperature(), waterLeak({ id: CREATED_ID })])).toBe(false);
  });
});

describe('the labels of the pane', () => {
  it('names an observed time from its ISO 8601 duration, with plurals', () => {
    const label = (id: string) => durationLabel(t, id, 'as the API says');
    expect(label('PT15M')).toBe('15 minutes');
    expect(label('PT1H')).toBe('1 hour');
    expect(label('PT24H')).toBe('24 hours');
    expect(label('P1D')).toBe('1 day');
    expect(label('P2DT1H30M')).toBe('2 days 1 hour 30 minutes');
    expect(label('every now and then')).toBe('as the API says');
    expect(label('PT')).toBe('as the API says');
  });

  it('names counts Off or in days, and levels by id', () => {
    const count = (id: string) => thresholdOptionLabel(t, filterDue().thresholdKind, id, id);
    expect(count('0')).toBe('Off');
    expect(count('1')).toBe('1 day');
    expect(count('14')).toBe('14 days');
    const level = (id: string) => thresholdOptionLabel(t, highVoc().thresholdKind, id, `${id}!`);
    expect(level('VeryHigh')).toBe('Very high');
    expect(level('Extreme')).toBe('Extreme!');
  });
});
