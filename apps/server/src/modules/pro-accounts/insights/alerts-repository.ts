import type { AlertInsights } from '@portal/contracts';
import { schema } from '@portal/db';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { type InsightsPeriods, instant } from './periods';
import { onlyRow } from './repository';

const { deviceAlerts, devices, partnerCustomers, partnerDeviceLocations, products } = schema;

// What the alert insights cannot take from the read model (counts.ts), in one statement reading
// the company's alerts opened in the period from device_alerts_account_opened_idx alone, twice:
// once counted by device, once for how long they took to be acknowledged and resolved. The
// repeat offenders join the per-device counts to the devices and homes.

/** How many alerts reached a state, and the median and 90th percentile of how long it took. */
export type Durations = { count: number; percentiles: [number, number] | null };

export type AlertFigures = {
  durations: { opened: number; acknowledged: Durations; resolved: Durations };
  devices: AlertInsights['repeatOffenders']['devices'] | null;
  homes: AlertInsights['repeatOffenders']['homes'] | null;
};

/** How many repeat offenders (devices, homes) the insights name, the most alerts first. */
const OFFENDERS = 10;

/** Minutes from the opening to `until`, over the alerts that got there. */
function durations(until: AnyColumn): SQL {
  const minutes = sql`greatest(date_part('epoch', ${until} - ${deviceAlerts.openedAt}), 0) / 60`;
  return sql`json_build_object(
    'count', (count(*) filter (where ${until} is not null))::int,
    'percentiles', percentile_cont(array[0.5, 0.9]) within group (order by ${minutes})
      filter (where ${until} is not null))`;
}

const home = sql`'locationId', homes.id, 'locationName', homes.location_name,
  'customerId', customers.id, 'customerFirstName', customers.first_name,
  'customerLastName', customers.last_name`;

export async function alertFigures(
  db: Executor,
  partnerAccountId: string,
  periods: InsightsPeriods,
): Promise<AlertFigures> {
  const { from, to } = periods.period;
  const opened = sql`${deviceAlerts.partnerAccountId} = ${partnerAccountId}
    and ${deviceAlerts.openedAt} >= ${instant(from)} and ${deviceAlerts.openedAt} < ${instant(to)}`;
  const { rows } = await db.execute<AlertFigures>(sql`
    with counts as materialized (
      select ${deviceAlerts.deviceId} as device_id, count(*)::int as alerts
      from ${deviceAlerts} where ${opened}
      group by 1
    ),
    at_homes as materialized (
      -- A device at one of the company's homes is the company's: saying so lets the planner
      -- read the company's devices only.
      select counts.device_id, counts.alerts, ${devices.locationId} as location_id
      from counts
      join ${devices} on ${devices.id} = counts.device_id
        and ${devices.partnerAccountId} = ${partnerAccountId}
      join ${partnerDeviceLocations} on ${partnerDeviceLocations.id} = ${devices.locationId}
        and ${partnerDeviceLocations.partnerAccountId} = ${partnerAccountId}
    )
    select
      (select json_build_object(
                'opened', count(*)::int,
                'acknowledged', ${durations(deviceAlerts.dismissedAt)},
                'resolved', ${durations(deviceAlerts.resolvedAt)})
        from ${deviceAlerts} where ${opened}) as durations,
      (select json_agg(json_build_object(
                'deviceId', top.device_id,
                'deviceName', coalesce(${devices.name}, ${products.marketName}),
                'macAddress', ${devices.macAddress}, ${home}, 'alerts', top.alerts)
              order by top.alerts desc, top.device_id)
        from (select * from at_homes order by alerts desc, device_id limit ${OFFENDERS}) as top
        join ${devices} on ${devices.id} = top.device_id
        join ${products} on ${products.id} = ${devices.productId}
        join ${partnerDeviceLocations} as homes on homes.id = top.location_id
        join ${partnerCustomers} as customers on customers.id = homes.customer_id) as devices,
      (select json_agg(json_build_object(${home}, 'alerts', top.alerts)
              order by top.alerts desc, top.location_id)
        from (select location_id, sum(alerts)::int as alerts from at_homes group by 1
              order by 2 desc, 1 limit ${OFFENDERS}) as top
        join ${partnerDeviceLocations} as homes on homes.id = top.location_id
        join ${partnerCustomers} as customers on customers.id = homes.customer_id) as homes`);
  return onlyRow(rows);
}
