import {
  BrandingInsights,
  CoBrandingInsights,
  INSIGHT_MONTHS,
  LoyaltyInsights,
} from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import { customerAddedAt, homeWithDevices, MONTH_MS, serviceRequest } from '../../../test/insights';
import { createCompany, member } from '../../../test/partners';

const { app, db } = await buildTestApp();

const HOUR_MS = 3_600_000;
const now = new Date();
/** A time `back` calendar months before the current UTC month, on that day and hour. */
const monthsBack = (back: number, day = 1, hour = 0) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day, hour));
/** The series' months, oldest first: the current month is last. */
const SERIES = Array.from({ length: INSIGHT_MONTHS }, (_, i) =>
  monthsBack(INSIGHT_MONTHS - 1 - i)
    .toISOString()
    .slice(0, 7),
);
/** A series with the given values at the given months back, 0 elsewhere. */
const series = <T>(zero: T, values: Record<number, T>) =>
  SERIES.map((month, i) => ({ month, ...(values[INSIGHT_MONTHS - 1 - i] ?? zero) }));
const tenure = (months: number) => new Date(Date.now() - months * MONTH_MS);

const company = await createCompany(db);
const other = await createCompany(db);
const { headers } = await member(app, db, company, ['OWNER']);
const read = (path: string) =>
  app.inject({ url: `/api/v1/proAccounts/${company.id}/insights/${path}`, headers });

beforeAll(async () => {
  // Five customers: 3, 9, 18 and 30 months with the company, and one of a month with no home.
  const three = await customerAddedAt(db, company.id, tenure(3));
  const nine = await customerAddedAt(db, company.id, tenure(9));
  const eighteen = await customerAddedAt(db, company.id, tenure(18));
  const thirty = await customerAddedAt(db, company.id, tenure(30));
  await customerAddedAt(db, company.id, tenure(1));
  const first = await homeWithDevices(db, three, 2);
  const second = await homeWithDevices(db, nine, 1);
  const third = await homeWithDevices(db, eighteen, 1);
  const fourth = await homeWithDevices(db, thirty, 1);
  await homeWithDevices(db, thirty, 0);
  const [d1, d2] = first.devices;
  const [d3] = second.devices;
  const [d4] = third.devices;
  const [d5] = fourth.devices;
  if (!d1 || !d2 || !d3 || !d4 || !d5) throw new Error('devices not made');

  const answered = (status: 'ACCEPTED' | 'REJECTED', requestedAt: Date, hours: number) => ({
    status,
    requestedAt,
    respondedAt: new Date(requestedAt.getTime() + hours * HOUR_MS),
  });
  // The first home: accepted two months back after 2 h, and again on its other device a
  // month back after 4 h (the home is branded from the earlier).
  await serviceRequest(db, d1, company.id, answered('ACCEPTED', monthsBack(2, 10), 2));
  await serviceRequest(db, d2, company.id, answered('ACCEPTED', monthsBack(1, 5), 4));
  // The second home rejected a month back after 10 h; the third has not answered yet.
  await serviceRequest(db, d3, company.id, answered('REJECTED', monthsBack(1, 5, 10), 10));
  await serviceRequest(db, d4, company.id, { status: 'PENDING', requestedAt: monthsBack(0) });
  // The fourth accepted 14 months back, before the series, after 1 h.
  await serviceRequest(db, d5, company.id, answered('ACCEPTED', monthsBack(14, 20), 1));
  // Neither another service of the company nor another company's branding counts.
  await serviceRequest(db, d4, company.id, {
    ...answered('ACCEPTED', monthsBack(1, 3), 1),
    serviceType: 'RemoteAccess',
  });
  await serviceRequest(db, d3, other.id, answered('ACCEPTED', monthsBack(1, 3), 1));
  const elsewhere = await homeWithDevices(db, await customerAddedAt(db, other.id, tenure(2)), 1);
  const [otherDevice] = elsewhere.devices;
  if (!otherDevice) throw new Error('device not made');
  await serviceRequest(db, otherDevice, other.id, answered('ACCEPTED', monthsBack(1, 3), 1));
});

describe('insights from known data', () => {
  it('coBranding counts branded homes and devices of all homes, month by month', async () => {
    const response = await read('coBranding');
    expect(response.statusCode, response.body).toBe(200);
    const body = CoBrandingInsights.parse(response.json());
    expect(body).toEqual({
      brandedHomes: 2,
      brandedDevices: 3,
      servedHomes: 5,
      brandedShare: 0.4,
      // The fourth home from the series' first month, the first home from two months back.
      brandedHomesByMonth: SERIES.map((month, i) => ({
        month,
        homes: i >= INSIGHT_MONTHS - 3 ? 2 : 1,
      })),
    });
  });

  it('branding counts each request by its answer, the median answer time and the months', async () => {
    const response = await read('branding');
    expect(response.statusCode, response.body).toBe(200);
    expect(BrandingInsights.parse(response.json())).toEqual({
      requested: 5,
      accepted: 3,
      rejected: 1,
      pending: 1,
      acceptanceRate: 0.75,
      // Answers after 1, 2, 4 and 10 hours.
      medianHoursToAnswer: 3,
      byMonth: series(
        { requested: 0, accepted: 0, rejected: 0 },
        {
          2: { requested: 1, accepted: 1, rejected: 0 },
          1: { requested: 2, accepted: 1, rejected: 1 },
          0: { requested: 1, accepted: 0, rejected: 0 },
        },
      ),
    });
  });

  it('loyaltyStatus averages tenure, buckets it and splits branded customers', async () => {
    const response = await read('loyaltyStatus');
    expect(response.statusCode, response.body).toBe(200);
    expect(LoyaltyInsights.parse(response.json())).toEqual({
      customers: 5,
      // (3 + 9 + 18 + 30 + 1) / 5
      averageTenureMonths: 12.2,
      byTenure: [
        { bucket: 'UNDER_6_MONTHS', customers: 2 },
        { bucket: 'FROM_6_TO_12_MONTHS', customers: 1 },
        { bucket: 'FROM_1_TO_2_YEARS', customers: 1 },
        { bucket: 'OVER_2_YEARS', customers: 1 },
      ],
      // The first and fourth homes' customers: (3 + 30) / 2; the others (9 + 18 + 1) / 3.
      branded: { customers: 2, averageTenureMonths: 16.5 },
      unbranded: { customers: 3, averageTenureMonths: 9.3 },
    });
  });
});
