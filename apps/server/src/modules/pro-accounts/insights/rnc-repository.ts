import { schema } from '@portal/db';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import type { BucketCount } from './counts';
import { type InsightsPeriods, periodSql } from './periods';

const { devices, partnerAssociates, partnerDeviceLocations } = schema;

// The builders' dashboard in one statement: each builder's homes (through
// partner_device_locations_associate_idx) with when each was pre-registered (added) and
// commissioned (its first device still registered there was installed, through
// devices_location_idx), read once and counted by builder, figure and bucket.

export type BuilderFigures = {
  builderId: string;
  name: string;
  homes: number;
  preRegistered: BucketCount[] | null;
  commissioned: BucketCount[] | null;
};

export async function builderFigures(
  db: Executor,
  partnerAccountId: string,
  builderId: string | undefined,
  periods: InsightsPeriods,
): Promise<BuilderFigures[]> {
  const { within, bucket } = periodSql(periods);
  const figure = (name: string, column: 'created_at' | 'commissioned_at') => {
    const at = sql.raw(`homes.${column}`);
    return sql`select associate_id, ${name} as figure, ${bucket(at)} as bucket, count(*)::int as n
      from homes where ${within(at)} group by 1, 3`;
  };
  const series = (name: string) => sql`(
    select json_agg(json_build_object('bucket', bucket, 'n', n)) from counts
    where counts.associate_id = builders.id and counts.figure = ${name})`;
  const { rows } = await db.execute<BuilderFigures>(sql`
    with builders as (
      select ${partnerAssociates.id} as id, ${partnerAssociates.name} as name
      from ${partnerAssociates}
      where ${partnerAssociates.partnerAccountId} = ${partnerAccountId}
        and ${partnerAssociates.associateType} = 'Builder'
        ${builderId ? sql`and ${partnerAssociates.id} = ${builderId}` : sql``}
    ),
    homes as materialized (
      select ${partnerDeviceLocations.associateId} as associate_id,
             ${partnerDeviceLocations.createdAt} as created_at,
             (select min(${devices.createdAt}) from ${devices}
               where ${devices.locationId} = ${partnerDeviceLocations.id}) as commissioned_at
      from builders
      join ${partnerDeviceLocations} on ${partnerDeviceLocations.associateId} = builders.id
      where ${partnerDeviceLocations.partnerAccountId} = ${partnerAccountId}
    ),
    counts as materialized (
      ${figure('preRegistered', 'created_at')}
      union all
      ${figure('commissioned', 'commissioned_at')}
    ),
    totals as (select associate_id, count(*)::int as homes from homes group by 1)
    select builders.id as "builderId", builders.name, coalesce(totals.homes, 0) as homes,
           ${series('preRegistered')} as "preRegistered",
           ${series('commissioned')} as commissioned
    from builders
    left join totals on totals.associate_id = builders.id
    order by lower(builders.name), builders.id`);
  return rows;
}
