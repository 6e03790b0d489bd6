import type { AlertInsights, Associate, RncDashboard } from '@portal/contracts';
import { metric } from '@/test/insights';

const home = {
  customerId: '7a1c2b3a-0000-4000-8000-000000000001',
  customerFirstName: 'Liam',
  customerLastName: 'Brooks',
};

/** Thirty days of alerts as the server would answer them. */
export function alertInsightsOf(fields: Partial<AlertInsights> = {}): AlertInsights {
  return {
    interval: 'LastThirtyDays',
    tzOffset: 0,
    period: { from: '2026-02-28T00:00:00.000Z', to: '2026-03-30T00:00:00.000Z' },
    opened: 1234,
    bySeverity: [
      { severity: 'Notice', opened: 1000 },
      { severity: 'Warning', opened: 200 },
      { severity: 'Urgent', opened: 34 },
    ],
    byType: [
      { alertName: 'LowBattery', opened: 900 },
      { alertName: 'HighIndoorTemperature', opened: 334 },
    ],
    timeToAcknowledge: { count: 1100, medianMinutes: 42, p90Minutes: 180 },
    timeToResolve: { count: 0, medianMinutes: null, p90Minutes: null },
    repeatOffenders: {
      devices: [
        {
          deviceId: '7a1c2b3a-0000-4000-8000-000000000010',
          deviceName: 'Hall thermostat',
          macAddress: 'A4:E1:00:00:00:01',
          locationId: '7a1c2b3a-0000-4000-8000-000000000020',
          locationName: 'Lake house, "north"',
          ...home,
          alerts: 12,
        },
      ],
      homes: [
        {
          locationId: '7a1c2b3a-0000-4000-8000-000000000020',
          locationName: 'Lake house, "north"',
          ...home,
          alerts: 15,
        },
      ],
    },
    ...fields,
  };
}

export const OAK = '7a1c2b3a-0000-4000-8000-000000000101';
export const SMITH = '7a1c2b3a-0000-4000-8000-000000000102';

/** Two builders over thirty days, as the server would answer for all of them. */
export function rncOf(fields: Partial<RncDashboard> = {}): RncDashboard {
  const points = [
    { start: '2026-03-28T00:00:00.000Z', preRegistered: 2, commissioned: 1 },
    { start: '2026-03-29T00:00:00.000Z', preRegistered: 0, commissioned: 3 },
  ];
  return {
    timePeriod: 'LastThirtyDays',
    tzOffset: 0,
    period: { from: '2026-02-28T00:00:00.000Z', to: '2026-03-30T00:00:00.000Z' },
    previousPeriod: { from: '2026-01-29T00:00:00.000Z', to: '2026-02-28T00:00:00.000Z' },
    bucket: 'DAY',
    builders: [
      {
        builderId: OAK,
        name: 'Oak Homes',
        homes: 1500,
        preRegistered: metric(2, 1),
        commissioned: metric(4, 0),
        points,
      },
      {
        builderId: SMITH,
        name: 'Smith, "Sons" & Co',
        homes: 3,
        preRegistered: metric(0, 0),
        commissioned: metric(0, 2),
        points,
      },
    ],
    ...fields,
  };
}

/** Oak Homes in the company's list of builders, as GET associates answers it. */
export function associateOf(fields: Partial<Associate> = {}): Associate {
  return {
    id: OAK,
    associateType: 'Builder',
    name: 'Oak Homes',
    contactEmail: 'sales@oak.example',
    phoneNumber: '+15035550100',
    notes: null,
    homes: 1500,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...fields,
  };
}
