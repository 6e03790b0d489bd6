import { describe, expect, it } from 'vitest';
import {
  AlertProfileInput,
  type AlertSetting,
  AlertSettingsInput,
  compareAlertSettings,
  countOptions,
  observedTimeChoices,
  shownThreshold,
  thresholdChoices,
} from './alert-profile';

const LEVELS = ['Good', 'Medium', 'High', 'VeryHigh'].map((id) => ({ id, label: id }));
const TIMES = ['PT2H', 'PT4H'].map((id) => ({ id, label: id }));

function alert(telemetryType: AlertSetting['telemetryType'], threshold?: string | number) {
  return {
    telemetryType,
    options: { threshold: LEVELS, observedTime: TIMES },
    configData: { threshold },
  };
}

describe('the order of the alert list (spec 000 §4)', () => {
  it('puts urgent, warning, then notice first and orders each by title', () => {
    const list = [
      { severity: 'Notice', title: 'Air filter due' },
      { severity: 'Urgent', title: 'Water leak detected' },
      { severity: 'Warning', title: 'Device offline' },
      { severity: 'Urgent', title: 'Freeze risk' },
    ] as const;
    expect([...list].sort((a, b) => compareAlertSettings(a, b)).map((a) => a.title)).toEqual([
      'Freeze risk',
      'Water leak detected',
      'Device offline',
      'Air filter due',
    ]);
  });
});

describe('VOC and CO2 options (spec 000 §5)', () => {
  it.each(['Vocs', 'Co2'] as const)('%s offers no "good" level and 1 Hour first', (type) => {
    expect(thresholdChoices(alert(type)).map((c) => c.id)).toEqual(['Medium', 'High', 'VeryHigh']);
    expect(observedTimeChoices(alert(type)).map((c) => c.id)).toEqual(['PT1H', 'PT2H', 'PT4H']);
  });

  it('shows a stored good level as Medium, and any other as it is', () => {
    expect(shownThreshold(alert('Co2', 'Good'))).toBe('Medium');
    expect(shownThreshold(alert('Vocs', 'VeryGood'))).toBe('Medium');
    expect(shownThreshold(alert('Vocs', 'High'))).toBe('High');
  });

  it('leaves the options of other alerts alone', () => {
    expect(thresholdChoices(alert('Replaceable')).map((c) => c.id)).toEqual(
      LEVELS.map((l) => l.id),
    );
    expect(observedTimeChoices(alert('Temperature')).map((c) => c.id)).toEqual(['PT2H', 'PT4H']);
    expect(shownThreshold(alert('Replaceable', 'Good'))).toBe('Good');
  });
});

describe('dropdown counts (spec 000 §9)', () => {
  it('counts 1..N, with Off (0) first when asked', () => {
    expect(countOptions(3, false, 'DAYS').map((c) => c.label)).toEqual([
      '1 day',
      '2 days',
      '3 days',
    ]);
    expect(countOptions(2, true, 'DAYS').map((c) => c.id)).toEqual(['0', '1', '2']);
  });
});

describe('the profile rules (spec 000 §5)', () => {
  const profile = {
    emailEnabled: true,
    emailSeverities: ['Urgent'],
    emailRecipients: ['owner@example.com'],
    productGroupIds: [],
    applyToExistingInstalls: false,
  };

  it('accepts a complete profile', () => {
    expect(AlertProfileInput.safeParse(profile).success).toBe(true);
  });

  it.each([
    ['no recipient while email is on', { emailRecipients: [] }, 'emailRecipients'],
    ['no severity', { emailSeverities: [] }, 'emailSeverities'],
    ['a malformed address', { emailRecipients: ['not-an-address'] }, 'emailRecipients'],
    ['an address twice', { emailRecipients: ['a@x.com', 'A@x.com'] }, 'emailRecipients'],
  ])('refuses %s, naming the field', (_what, change, field) => {
    const result = AlertProfileInput.safeParse({ ...profile, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('needs no recipient while email is off', () => {
    expect(
      AlertProfileInput.safeParse({ ...profile, emailEnabled: false, emailRecipients: [] }).success,
    ).toBe(true);
  });
});

describe('the settings body', () => {
  it('defaults the locale to en and refuses an alert listed twice', () => {
    const one = { alertName: 'LowBattery', isEnabled: true };
    expect(AlertSettingsInput.parse({ settings: [one] }).locale).toBe('en');
    const twice = AlertSettingsInput.safeParse({ settings: [one, one] });
    expect(twice.error?.issues[0]?.path).toEqual(['settings', 1, 'alertName']);
  });

  it('refuses a recommended action over 300 characters', () => {
    const action = (length: number) =>
      AlertSettingsInput.safeParse({
        settings: [
          { alertName: 'LowBattery', isEnabled: true, recommendedAction: 'x'.repeat(length) },
        ],
      }).success;
    expect(action(300)).toBe(true);
    expect(action(301)).toBe(false);
  });
});
