import type { DeviceAlertSummary, DeviceReadings } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerAbilities } from '@/features/customers/components/device-rules';
import { HomeSection } from '@/features/customers/components/HomeSection';
import { formatDateTime } from '@/shared/lib/dates';
import { recordRequests } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';
import { ACCOUNT, CUSTOMER, deviceOf, homeOf } from './test-fixtures';

const READING_AT = '2025-03-07T14:05:00.000Z';
const ALERT = '6f1c2b3a-0000-4000-8000-000000000081';

// What a device that reported nothing answers; each test adds what its device measures.
const readingsOf = (fields: Partial<DeviceReadings>): DeviceReadings => ({
  readingAt: READING_AT,
  online: true,
  temperature: null,
  humidity: null,
  vocs: null,
  co2: null,
  heatSetpoint: null,
  coolSetpoint: null,
  mode: null,
  equipment: null,
  fan: null,
  leak: null,
  smoke: null,
  co: null,
  batteryPercent: null,
  batteryLevel: null,
  signalStrength: 'None',
  ...fields,
});

const alertOf = (fields: Partial<DeviceAlertSummary>): DeviceAlertSummary => ({
  id: ALERT,
  alertName: 'WaterLeakDetected',
  title: 'Water leak detected',
  severity: 'Urgent',
  openedAt: '2025-03-07T14:00:00.000Z',
  clearedAt: null,
  ...fields,
});

/** The customer account page's home with one device; answers the device's cells by column. */
function openDevice(fields: Parameters<typeof deviceOf>[0]) {
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <HomeSection
            partnerAccountId={ACCOUNT}
            customerId={CUSTOMER}
            home={homeOf({ devices: [deviceOf(fields)] })}
            customerEmail={null}
            abilities={customerAbilities(['OWNER'])}
            focusDeviceId={undefined}
          />
        ),
      },
    ],
    '/',
  );
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
  return (header: string) => {
    const cell = cells[headers.indexOf(header)];
    if (cell === undefined) throw new Error(`no ${header} column`);
    return within(cell);
  };
}

/** A description list's names and values, as a screen reader pairs them. */
const factsIn = (cell: ReturnType<ReturnType<typeof openDevice>>) =>
  cell
    .queryAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

beforeEach(() => {
  storeTestSession();
  recordRequests();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a device's readings on the customer account page", () => {
  it('a thermostat: when it last reported, temperature, humidity, setpoints, mode, signal', () => {
    const column = openDevice({
      readings: readingsOf({
        temperature: 71.46,
        humidity: 45,
        heatSetpoint: 68,
        coolSetpoint: 76,
        mode: 'Heat',
        equipment: 'Heating',
        fan: 'Auto',
        signalStrength: 'Good',
      }),
      activeAlerts: [],
    });
    // A thermostat on mains has no battery to show.
    expect(factsIn(column('Readings'))).toEqual([
      `Last reading: ${formatDateTime(READING_AT)}`,
      'Temperature: 71.5 °F',
      'Humidity: 45 %',
      'Setpoints: Heat to 68 °F · Cool to 76 °F',
      'Mode: Heat · heating · Fan auto',
      'Signal: Good',
    ]);
    expect(column('Connection').getByText('Online')).toBeTruthy();
    expect(column('Active alerts').getByText('No active alerts')).toBeTruthy();
  });

  it('a leak detector: its leak state and battery in words, its active alert linked', () => {
    const column = openDevice({
      deviceType: 'WaterLeakDetector3',
      online: false,
      readings: readingsOf({
        online: false,
        temperature: 58,
        leak: true,
        batteryPercent: 8,
        batteryLevel: 'Critical',
        signalStrength: 'VeryWeak',
      }),
      activeAlerts: [alertOf({})],
    });
    expect(factsIn(column('Readings'))).toEqual([
      `Last reading: ${formatDateTime(READING_AT)}`,
      'Temperature: 58 °F',
      'Water leak: Leak detected',
      'Battery: 8 % (Critical)',
      'Signal: Very weak',
    ]);
    expect(column('Connection').getByText('Offline')).toBeTruthy();
    const alerts = column('Active alerts');
    expect(alerts.getByText('Urgent')).toBeTruthy();
    expect(alerts.getByRole('link', { name: 'Water leak detected' }).getAttribute('href')).toBe(
      `/mybusiness/alerts/dashboard/${ALERT}`,
    );
    expect(alerts.getByText(`Since ${formatDateTime('2025-03-07T14:00:00.000Z')}`)).toBeTruthy();
  });

  it('a smoke and air-quality sensor: VOCs and CO2 with their level words, smoke and CO', () => {
    const column = openDevice({
      deviceType: 'SmokeDetector',
      readings: readingsOf({
        vocs: 700,
        co2: 850,
        smoke: false,
        co: false,
        batteryPercent: 20,
        batteryLevel: 'Low',
        signalStrength: 'Fair',
      }),
      activeAlerts: [
        alertOf({
          title: 'High VOC level',
          severity: 'Warning',
          clearedAt: '2025-03-07T15:00:00.000Z',
        }),
      ],
    });
    expect(factsIn(column('Readings'))).toEqual([
      `Last reading: ${formatDateTime(READING_AT)}`,
      'VOCs: 700 ppb (High)',
      'CO₂: 850 ppm (Medium)',
      'Smoke: No smoke',
      'Carbon monoxide: No CO',
      'Battery: 20 % (Low)',
      'Signal: Fair',
    ]);
    expect(
      column('Active alerts').getByText(
        `From ${formatDateTime('2025-03-07T14:00:00.000Z')}, cleared ${formatDateTime('2025-03-07T15:00:00.000Z')}`,
      ),
    ).toBeTruthy();
  });

  it('says that readings come once the homeowner accepts Pro Alerts', () => {
    const column = openDevice({ readings: null, activeAlerts: [] });
    expect(
      column('Readings').getByText(
        'Readings appear once the homeowner accepts Pro Alerts for this device',
      ),
    ).toBeTruthy();
    expect(factsIn(column('Readings'))).toEqual([]);
  });

  it('a device that never reported says so', () => {
    const column = openDevice({ readings: readingsOf({ readingAt: null }), activeAlerts: [] });
    expect(column('Readings').getByText('No readings yet')).toBeTruthy();
    expect(factsIn(column('Readings'))).toEqual([]);
  });
});
