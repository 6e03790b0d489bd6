import {
  type BrandingInsights,
  type CoBrandingInsights,
  type LoyaltyInsights,
  TenureBucket,
} from '@portal/contracts';
import type { Executor } from '../../../db/executor';
import { brandingFigures, coBrandingFigures, loyaltyFigures } from './repository';

// The insights of spec 001 §7.9, computed from the stored data at each call: the route has
// checked that the caller is a member of the company with insights:read.

/** part / whole, or null when there is no whole to speak of. */
const shareOf = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** Months and hours are shown to one decimal. */
const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

const averageOf = (sum: number, count: number): number | null =>
  count === 0 ? null : oneDecimal(sum / count);

/** GET insights/coBranding. */
export async function coBrandingInsights(
  db: Executor,
  partnerAccountId: string,
  now = new Date(),
): Promise<CoBrandingInsights> {
  const figures = await coBrandingFigures(db, partnerAccountId, now);
  return {
    brandedHomes: figures.brandedHomes,
    brandedDevices: figures.brandedDevices,
    servedHomes: figures.servedHomes,
    brandedShare: shareOf(figures.brandedHomes, figures.servedHomes),
    brandedHomesByMonth: figures.byMonth,
  };
}

/** GET insights/branding. */
export async function brandingInsights(
  db: Executor,
  partnerAccountId: string,
  now = new Date(),
): Promise<BrandingInsights> {
  const { medianHoursToAnswer, ...figures } = await brandingFigures(db, partnerAccountId, now);
  return {
    ...figures,
    acceptanceRate: shareOf(figures.accepted, figures.accepted + figures.rejected),
    medianHoursToAnswer: medianHoursToAnswer === null ? null : oneDecimal(medianHoursToAnswer),
  };
}

/** GET insights/loyaltyStatus. */
export async function loyaltyInsights(
  db: Executor,
  partnerAccountId: string,
  now = new Date(),
): Promise<LoyaltyInsights> {
  const figures = await loyaltyFigures(db, partnerAccountId, now);
  const byBucket: Record<(typeof TenureBucket)[number], number> = {
    UNDER_6_MONTHS: figures.under6Months,
    FROM_6_TO_12_MONTHS: figures.from6To12Months,
    FROM_1_TO_2_YEARS: figures.from1To2Years,
    OVER_2_YEARS: figures.over2Years,
  };
  const unbrandedCustomers = figures.customers - figures.brandedCustomers;
  return {
    customers: figures.customers,
    averageTenureMonths: averageOf(figures.tenureMonths, figures.customers),
    byTenure: TenureBucket.map((bucket) => ({ bucket, customers: byBucket[bucket] })),
    branded: {
      customers: figures.brandedCustomers,
      averageTenureMonths: averageOf(figures.brandedTenureMonths, figures.brandedCustomers),
    },
    unbranded: {
      customers: unbrandedCustomers,
      averageTenureMonths: averageOf(
        figures.tenureMonths - figures.brandedTenureMonths,
        unbrandedCustomers,
      ),
    },
  };
}
