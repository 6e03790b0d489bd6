import { describe, expect, it } from 'vitest';
import { thresholdText } from '@/features/alerts/alert-labels';
import {
  alertFilterOf,
  chartsOf,
  type DashboardFilters,
  filterParams,
  filtersOf,
  isNarrowed,
} from '@/features/alerts/alert-rules';
import { alertOf, CUSTOMER, readingsOf } from '@/features/alerts/test-fixtures';
import { durationLabel } from '@/shared/lib/alert-labels';
import { i18n } from '@/shared/lib/i18n/i18n';

const t = i18n.t.bind(i18n);

describe('the dashboard filters in the URL', () => {
  const narrowed: DashboardFilters = {
    severity: ['Urgent', 'Notice'],
    alertName: ['WaterLeakDetected', 'HighIndoorTemperature'],
    status: 'Dismissed',
    customerId: CUSTOMER,
    orderBy: 'TimestampAsc',
  };

  it('start as the work queue: active alerts of every kind, newest first', () => {
    const filters = filtersOf(new URLSearchParams());
    expect(filters).toEqual({
      severity: [],
      alertName: [],
      status: 'Active',
      customerId: null,
      orderBy: 'TimestampDesc',
    });
    expect(filterParams(filters).toString()).toBe('');
    expect(isNarrowed(filters)).toBe(false);
  });

  it('are written and read back alike', () => {
    const params = filterParams(narrowed);
    expect(Object.fromEntries(params)).toEqual({
      severity: 'Urgent,Notice',
      type: 'WaterLeakDetected,HighIndoorTemperature',
      status: 'Dismissed',
      customer: CUSTOMER,
      order: 'TimestampAsc',
    });
    expect(filtersOf(params)).toEqual(narrowed);
    expect(isNarrowed(narrowed)).toBe(true);
  });

  it('leave out what a typed or old address has wrong', () => {
    const filters = filtersOf(
      new URLSearchParams(
        'severity=Urgent,Loud&type=leak;drop,WaterLeakDetected&status=Gone&order=x',
      ),
    );
    expect(filters).toEqual({
      severity: ['Urgent'],
      alertName: ['WaterLeakDetected'],
      status: 'Active',
      customerId: null,
      orderBy: 'TimestampDesc',
    });
  });

  it('always send the status, and only the filters chosen', () => {
    expect(alertFilterOf(filtersOf(new URLSearchParams()))).toEqual({ status: ['Active'] });
    expect(alertFilterOf(narrowed)).toEqual({
      status: ['Dismissed'],
      severity: ['Urgent', 'Notice'],
      alertName: ['WaterLeakDetected', 'HighIndoorTemperature'],
      customerId: [CUSTOMER],
    });
  });
});

describe("an alert's charts", () => {
  it('a thermostat: its own measurement, the other levels it reports, and its runtime', () => {
    expect(chartsOf(alertOf(), readingsOf({ humidity: 40, co2: 900 }))).toEqual({
      series: ['insights', 'humidityLevels', 'co2Levels'],
      runtime: true,
      replacement: false,
    });
  });

  it('a humidity alert charts humidity once, as its own measurement', () => {
    const alert = alertOf({ telemetryType: 'Humidity', category: 'Humidity' });
    expect(chartsOf(alert, readingsOf({ humidity: 70 })).series).toEqual(['insights']);
  });

  it('a leak detector: the temperature it reports, no runtime', () => {
    const alert = alertOf({
      alertName: 'WaterLeakDetected',
      category: 'State',
      telemetryType: 'None',
      device: { ...alertOf().device, deviceType: 'WaterLeakDetector3' },
    });
    const readings = readingsOf({ humidity: null, leak: true });
    expect(chartsOf(alert, readings)).toEqual({
      series: ['insights'],
      runtime: false,
      replacement: false,
    });
  });

  it('a filter reminder shows the replacement lifetime', () => {
    const alert = alertOf({ telemetryType: 'Replaceable', category: 'Reminder' });
    expect(chartsOf(alert, readingsOf()).replacement).toBe(true);
  });
});

describe("an alert's values in words", () => {
  it.each([
    [alertOf({ threshold: 85 }), '85 °F'],
    [alertOf({ telemetryType: 'Humidity', threshold: 60 }), '60 %'],
    [alertOf({ telemetryType: 'Vocs', threshold: 'VeryHigh' }), 'Very high'],
    [alertOf({ telemetryType: 'Replaceable', threshold: '7' }), '7 days'],
    [alertOf({ telemetryType: 'Replaceable', threshold: '0' }), 'Off'],
    [alertOf({ telemetryType: 'None', threshold: null }), null],
  ])('threshold %#: %s', (alert, text) => {
    expect(thresholdText(t, alert, 'en')).toBe(text);
  });

  it.each([
    ['PT30M', '30 minutes'],
    ['PT1H', '1 hour'],
    ['P1DT2H', '1 day 2 hours'],
    ['soon', 'soon'],
  ])('observed time %s is %s', (iso, text) => {
    expect(durationLabel(t, iso)).toBe(text);
  });
});
