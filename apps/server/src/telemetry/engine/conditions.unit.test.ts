import type { AlertCatalogueEntry } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  type AlertRule,
  type Episode,
  escalated,
  isMoreSevere,
  judge,
  type Sample,
  type Severity,
  type Verdict,
} from './conditions';
import type { Part } from './replaceables';
import { ruleOf } from './rules';

// The verdict of each alert type on one reading (spec 000 §5 thresholds), without a database:
// what opens an alert, what keeps an open one within the hysteresis band and what clears it.

const AT = new Date('2026-03-01T12:00:00Z');
const DAY = 86_400_000;

function rule(alertName: string, threshold?: number | string, severity: Severity = 'Warning') {
  return { alertName, severity, threshold, observedMs: 0 } satisfies AlertRule;
}

const meets = (value: number | null, severity: Severity): Verdict => ({
  kind: 'meets',
  value,
  severity,
});
const band = (value: number): Verdict => ({ kind: 'band', value });
const clear = (value: number | null): Verdict => ({ kind: 'clear', value });
const UNKNOWN: Verdict = { kind: 'unknown' };

/** A part due in `days` whole days from AT, installed `lifetimeDays` before that. */
function partDueIn(days: number, lifetimeDays = 90): Part {
  return { installedAt: new Date(AT.getTime() + (days - lifetimeDays) * DAY), lifetimeDays };
}

type Case = [
  description: string,
  rule: AlertRule,
  reading: Omit<Sample, 'at'>,
  expected: Verdict,
  episode?: Episode,
];

function judged([, alertRule, reading, , episode]: Case): Verdict {
  return judge(alertRule, { at: AT, ...reading }, episode);
}

describe('temperature and humidity: open past the threshold, clear only past the margin', () => {
  const high = rule('HighIndoorTemperature', 85);
  const low = rule('LowIndoorTemperature', 50, 'Urgent');
  const freeze = rule('FreezeRisk', 40, 'Urgent');
  const humid = rule('HighIndoorHumidity', 60);
  const dry = rule('LowIndoorHumidity', 25, 'Notice');
  it.each<Case>([
    ['above 85 °F meets', high, { temperature: 86 }, meets(86, 'Warning')],
    ['at 85 °F is within the band', high, { temperature: 85 }, band(85)],
    ['83.5 °F is within the 2 °F band', high, { temperature: 83.5 }, band(83.5)],
    ['83 °F is back past the band', high, { temperature: 83 }, clear(83)],
    ['a reading without temperature says nothing', high, { humidity: 40 }, UNKNOWN],
    ['below 50 °F meets', low, { temperature: 49 }, meets(49, 'Urgent')],
    ['51 °F is within the band', low, { temperature: 51 }, band(51)],
    ['52 °F clears', low, { temperature: 52 }, clear(52)],
    ['below 40 °F is a freeze risk', freeze, { temperature: 39 }, meets(39, 'Urgent')],
    ['42 °F clears the freeze risk', freeze, { temperature: 42 }, clear(42)],
    ['above 60 % meets', humid, { humidity: 61 }, meets(61, 'Warning')],
    ['58 % is within the 3 % band', humid, { humidity: 58 }, band(58)],
    ['57 % clears', humid, { humidity: 57 }, clear(57)],
    ['below 25 % meets', dry, { humidity: 24 }, meets(24, 'Notice')],
    ['27 % is within the band', dry, { humidity: 27 }, band(27)],
    ['28 % clears', dry, { humidity: 28 }, clear(28)],
  ])('%s', (...testCase) => {
    expect(judged(testCase)).toEqual(testCase[3]);
  });
});

describe('VOC and CO2: at or above the level, any lower level clears', () => {
  const vocs = rule('HighVocLevel', 'High');
  const co2 = rule('HighCo2Level', 'Medium');
  it.each<Case>([
    ['VOCs at High (660 ppb) meet', vocs, { vocs: 660 }, meets(660, 'Warning')],
    ['VOCs at VeryHigh meet', vocs, { vocs: 2500 }, meets(2500, 'Warning')],
    ['VOCs at Medium clear, with no band', vocs, { vocs: 659 }, clear(659)],
    ['CO2 at Medium (800 ppm) meets', co2, { co2: 800 }, meets(800, 'Warning')],
    ['CO2 at Good clears', co2, { co2: 799 }, clear(799)],
    ['a reading without CO2 says nothing', co2, { vocs: 5000 }, UNKNOWN],
  ])('%s', (...testCase) => {
    expect(judged(testCase)).toEqual(testCase[3]);
  });

  it.each([
    ['HighVocLevel', 'Vocs', 'Good', { vocs: 300 }, { vocs: 100 }],
    ['HighCo2Level', 'Co2', 'VeryGood', { co2: 900 }, { co2: 700 }],
  ] as const)(
    'a stored %s threshold of %s level "%s" is compared as Medium',
    (alertName, telemetryType, stored, medium, good) => {
      const levels = ['Good', 'Medium', 'High', 'VeryHigh'].map((id) => ({ id, label: id }));
      const entry: AlertCatalogueEntry = {
        alertName,
        title: alertName,
        description: alertName,
        category: 'AirQuality',
        telemetryType,
        defaultSeverity: 'Warning',
        defaultEnabled: true,
        defaultRecommendedAction: 'Ventilate.',
        deviceTypes: ['SmokeDetector'],
        threshold: { kind: 'levels', choices: levels, default: 'High' },
        observedTime: null,
      };
      const replaced = ruleOf(entry, { threshold: stored });
      expect(replaced.threshold).toBe('Medium');
      expect(judge(replaced, { at: AT, ...medium }).kind).toBe('meets');
      expect(judge(replaced, { at: AT, ...good }).kind).toBe('clear');
    },
  );
});

describe('heating and cooling failure: running, missing the setpoint and not recovering', () => {
  const heating = rule('HeatingFailure', undefined, 'Urgent');
  const cooling = rule('CoolingFailure');
  const heat = { heatSetpoint: 70, equipment: 'Heating' };
  const cool = { coolSetpoint: 75, equipment: 'Cooling' };
  it.each<Case>([
    [
      'heating 4 °F below the setpoint meets',
      heating,
      { ...heat, temperature: 66 },
      meets(66, 'Urgent'),
    ],
    ['exactly 3 °F below meets', heating, { ...heat, temperature: 67 }, meets(67, 'Urgent')],
    [
      'still falling since the condition began meets',
      heating,
      { ...heat, temperature: 66 },
      meets(66, 'Urgent'),
      { startValue: 67 },
    ],
    [
      'rising since the condition began is recovering: band',
      heating,
      { ...heat, temperature: 66 },
      band(66),
      { startValue: 65 },
    ],
    ['2 °F below is within the band', heating, { ...heat, temperature: 68 }, band(68)],
    ['1 °F below clears', heating, { ...heat, temperature: 69 }, clear(69)],
    [
      'equipment idle clears, however cold',
      heating,
      { heatSetpoint: 70, equipment: 'Idle', temperature: 60 },
      clear(60),
    ],
    [
      'without the equipment state it says nothing',
      heating,
      { heatSetpoint: 70, temperature: 60 },
      UNKNOWN,
    ],
    [
      'cooling 4 °F above the setpoint meets',
      cooling,
      { ...cool, temperature: 79 },
      meets(79, 'Warning'),
    ],
    [
      'cooling, falling since the condition began: band',
      cooling,
      { ...cool, temperature: 79 },
      band(79),
      { startValue: 80 },
    ],
    ['cooling 1 °F above clears', cooling, { ...cool, temperature: 76 }, clear(76)],
    [
      'heating instead of cooling clears',
      cooling,
      { coolSetpoint: 75, equipment: 'Heating', temperature: 85 },
      clear(85),
    ],
  ])('%s', (...testCase) => {
    expect(judged(testCase)).toEqual(testCase[3]);
  });
});

describe('replaceable parts: due within the days set; a part installed since clears', () => {
  const filter = rule('FilterReplacementDue', 7, 'Notice');
  const dueDay = rule('FilterReplacementDue', 0, 'Notice');
  const pad = rule('HumidifierPadReplacementDue', 7, 'Notice');
  const opened = { openedAt: new Date(AT.getTime() - 3 * DAY) };
  it.each<Case>([
    ['due in 7 days meets', filter, { filter: partDueIn(7) }, meets(7, 'Notice')],
    ['overdue meets', filter, { filter: partDueIn(-2) }, meets(-2, 'Notice')],
    ['due in 8 days is nothing yet', filter, { filter: partDueIn(8) }, clear(8)],
    ['due in 8 days keeps an open reminder', filter, { filter: partDueIn(8) }, band(8), opened],
    [
      'a part installed since the reminder opened clears it',
      filter,
      { filter: partDueIn(5, 6) },
      clear(5),
      opened,
    ],
    [
      'the part installed before it opened keeps it',
      filter,
      { filter: partDueIn(5) },
      meets(5, 'Notice'),
      opened,
    ],
    ['0 days (Off): the due day meets', dueDay, { filter: partDueIn(0) }, meets(0, 'Notice')],
    ['0 days (Off): the day before is nothing', dueDay, { filter: partDueIn(1) }, clear(1)],
    [
      'the humidifier pad counts its own part',
      pad,
      { filter: partDueIn(30), humidifierPad: partDueIn(3) },
      meets(3, 'Notice'),
    ],
    ['a reading without the part says nothing', pad, { filter: partDueIn(3) }, UNKNOWN],
  ])('%s', (...testCase) => {
    expect(judged(testCase)).toEqual(testCase[3]);
  });
});

describe('battery: Low meets, Critical one step more severe, clears above 30 %', () => {
  const battery = rule('LowBattery', undefined, 'Notice');
  it.each<Case>([
    ['20 % (Low) meets', battery, { battery: 20 }, meets(20, 'Notice')],
    ['9 % (Critical) meets one step up', battery, { battery: 9 }, meets(9, 'Warning')],
    ['28 % (Ok) is within the band', battery, { battery: 28 }, band(28)],
    ['30 % is still within the band', battery, { battery: 30 }, band(30)],
    ['31 % clears', battery, { battery: 31 }, clear(31)],
  ])('%s', (...testCase) => {
    expect(judged(testCase)).toEqual(testCase[3]);
  });
});

describe('state flags and DeviceOffline', () => {
  const leak = rule('WaterLeakDetected', undefined, 'Urgent');
  it.each<Case>([
    ['a leak meets', leak, { leak: true }, meets(null, 'Urgent')],
    ['dry clears', leak, { leak: false }, clear(null)],
    ['a reading without the flag says nothing', leak, { battery: 80 }, UNKNOWN],
    ['any reading clears DeviceOffline', rule('DeviceOffline'), {}, clear(null)],
  ])('%s', (...testCase) => {
    expect(judged(testCase)).toEqual(testCase[3]);
  });
});

describe('severity steps', () => {
  it('escalates one step, Urgent staying Urgent', () => {
    expect(['Notice', 'Warning', 'Urgent'].map((s) => escalated(s as Severity))).toEqual([
      'Warning',
      'Urgent',
      'Urgent',
    ]);
  });

  it('orders Urgent above Warning above Notice', () => {
    expect(isMoreSevere('Urgent', 'Warning')).toBe(true);
    expect(isMoreSevere('Warning', 'Notice')).toBe(true);
    expect(isMoreSevere('Notice', 'Warning')).toBe(false);
    expect(isMoreSevere('Warning', 'Warning')).toBe(false);
  });
});
