import { schema } from '@portal/db';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { lastMonths, monthLabel, utc } from './months';

const { devices, partnerCustomers, partnerDeviceLocations, partnerDeviceServices } = schema;

// The figures of the co-branding, branding and loyalty insights, one statement each, every
// one starting from the company's rows through its partner_account_id indexes. Counts come
// back as int (not bigint strings), durations as float8 (date_part: numeric arithmetic over
// 100,000 customers cost the loyalty call half a second); a month series is a JSON array,
// oldest month first.

const BRANDING = 'BrandingPartnerDeviceService';

/**
 * The company's ACCEPTED branding services on devices at its own customers' homes, with the
 * device's home, its customer and when the household accepted. Ended services are deleted (services/
 * device-services.ts), so only the services standing now are here.
 */
const acceptedBranding = (partnerAccountId: string) => sql`
  select ${devices.locationId} as location_id,
         ${partnerDeviceLocations.customerId} as customer_id,
         ${partnerDeviceServices.deviceId} as device_id,
         ${utc(sql`coalesce(${partnerDeviceServices.respondedAt}, ${partnerDeviceServices.requestedAt})`)} as since
  from ${partnerDeviceServices}
  join ${devices} on ${devices.id} = ${partnerDeviceServices.deviceId}
  join ${partnerDeviceLocations} on ${partnerDeviceLocations.id} = ${devices.locationId}
  where ${partnerDeviceServices.partnerAccountId} = ${partnerAccountId}
    and ${partnerDeviceServices.serviceType} = ${BRANDING}
    and ${partnerDeviceServices.consentStatus} = 'ACCEPTED'
    and ${partnerDeviceLocations.partnerAccountId} = ${partnerAccountId}`;

export type CoBrandingFigures = {
  brandedHomes: number;
  brandedDevices: number;
  servedHomes: number;
  byMonth: { month: string; homes: number }[];
};

/**
 * Homes and devices carrying the brand, all the company's homes, and for each month how many
 * homes carried it at its end: a home counts from the month its first standing acceptance was
 * given (homes branded before the series count from its first month).
 */
export async function coBrandingFigures(
  db: Executor,
  partnerAccountId: string,
  now: Date,
): Promise<CoBrandingFigures> {
  const { rows } = await db.execute<CoBrandingFigures>(sql`
    with branded as (${acceptedBranding(partnerAccountId)}),
    homes as (select location_id, min(since) as since from branded group by location_id),
    months as (${lastMonths(now)}),
    started as (
      select greatest(date_trunc('month', since), (select min(month) from months)) as month,
             count(*) as homes
      from homes group by 1
    ),
    by_month as (
      select months.month, sum(coalesce(started.homes, 0)) over (order by months.month) as homes
      from months left join started on started.month = months.month
    )
    select
      (select count(*)::int from homes) as "brandedHomes",
      (select count(distinct device_id)::int from branded) as "brandedDevices",
      (select count(*)::int from ${partnerDeviceLocations}
        where ${partnerDeviceLocations.partnerAccountId} = ${partnerAccountId}) as "servedHomes",
      (select json_agg(json_build_object('month', ${monthLabel(sql`month`)}, 'homes', homes::int)
                       order by month)
        from by_month) as "byMonth"`);
  return onlyRow(rows);
}

export type BrandingFigures = {
  requested: number;
  accepted: number;
  rejected: number;
  pending: number;
  medianHoursToAnswer: number | null;
  byMonth: { month: string; requested: number; accepted: number; rejected: number }[];
};

/**
 * The company's branding requests (one per row) by their answer, the median time households
 * took to answer, and the requests of each month by requestedAt with how many of them were
 * accepted or rejected since.
 */
export async function brandingFigures(
  db: Executor,
  partnerAccountId: string,
  now: Date,
): Promise<BrandingFigures> {
  const status = partnerDeviceServices.consentStatus;
  const { rows } = await db.execute<BrandingFigures>(sql`
    with requests as (
      select ${status} as status,
             ${partnerDeviceServices.requestedAt} as requested_at,
             ${partnerDeviceServices.respondedAt} as responded_at
      from ${partnerDeviceServices}
      where ${partnerDeviceServices.partnerAccountId} = ${partnerAccountId}
        and ${partnerDeviceServices.serviceType} = ${BRANDING}
    ),
    months as (${lastMonths(now)}),
    per_month as (
      select date_trunc('month', ${utc(sql`requested_at`)}) as month,
             count(*) as requested,
             count(*) filter (where status = 'ACCEPTED') as accepted,
             count(*) filter (where status = 'REJECTED') as rejected
      from requests
      where requested_at >= (select min(month) from months) at time zone 'UTC'
      group by 1
    )
    select
      count(*)::int as requested,
      (count(*) filter (where status = 'ACCEPTED'))::int as accepted,
      (count(*) filter (where status = 'REJECTED'))::int as rejected,
      (count(*) filter (where status = 'PENDING'))::int as pending,
      percentile_cont(0.5) within group (
        order by date_part('epoch', responded_at - requested_at) / 3600
      ) filter (where status <> 'PENDING' and responded_at is not null) as "medianHoursToAnswer",
      (select json_agg(json_build_object(
                'month', ${monthLabel(sql`months.month`)},
                'requested', coalesce(per_month.requested, 0),
                'accepted', coalesce(per_month.accepted, 0),
                'rejected', coalesce(per_month.rejected, 0))
              order by months.month)
        from months left join per_month on per_month.month = months.month) as "byMonth"
    from requests`);
  return onlyRow(rows);
}

/** Customers by tenure: count and summed months, all of them and branded ones. */
export type LoyaltyFigures = {
  customers: number;
  tenureMonths: number;
  brandedCustomers: number;
  brandedTenureMonths: number;
  under6Months: number;
  from6To12Months: number;
  from1To2Years: number;
  over2Years: number;
};

/** The average Gregorian month in seconds: tenure in months is the age divided by it. */
const SECONDS_PER_MONTH = (365.2425 / 12) * 24 * 3600;

/**
 * The company's customers (partner_customers) with their tenure, now − createdAt in months, and
 * whether they are branded: at least one of their homes carries the brand.
 */
export async function loyaltyFigures(
  db: Executor,
  partnerAccountId: string,
  now: Date,
): Promise<LoyaltyFigures> {
  const { rows } = await db.execute<LoyaltyFigures>(sql`
    with branded_customers as (
      select distinct customer_id from (${acceptedBranding(partnerAccountId)}) as branded
    ),
    tenures as (
      select date_part('epoch', ${now}::timestamptz - ${partnerCustomers.createdAt})
               / ${SECONDS_PER_MONTH} as months,
             branded_customers.customer_id is not null as branded
      from ${partnerCustomers}
      left join branded_customers on branded_customers.customer_id = ${partnerCustomers.id}
      where ${partnerCustomers.partnerAccountId} = ${partnerAccountId}
    )
    select
      count(*)::int as customers,
      coalesce(sum(months), 0) as "tenureMonths",
      (count(*) filter (where branded))::int as "brandedCustomers",
      coalesce(sum(months) filter (where branded), 0) as "brandedTenureMonths",
      (count(*) filter (where months < 6))::int as "under6Months",
      (count(*) filter (where months >= 6 and months < 12))::int as "from6To12Months",
      (count(*) filter (where months >= 12 and months < 24))::int as "from1To2Years",
      (count(*) filter (where months >= 24))::int as "over2Years"
    from tenures`);
  return onlyRow(rows);
}

/** The one row of an aggregate statement. */
export function onlyRow<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('an aggregate answered no row');
  return row;
}
