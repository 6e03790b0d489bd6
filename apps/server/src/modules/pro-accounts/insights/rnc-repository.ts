import { schema } from '@portal/db';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';

const { partnerAssociates } = schema;

// The builders of the builders' dashboard; their homes pre-registered and commissioned come from
// the insights' read model (counts.ts), by builder.

export type Builder = { builderId: string; name: string };

/** The company's builders by name, or the one asked for (none when it is not the company's). */
export async function companyBuilders(
  db: Executor,
  partnerAccountId: string,
  builderId: string | undefined,
): Promise<Builder[]> {
  const { rows } = await db.execute<Builder>(sql`
    select ${partnerAssociates.id} as "builderId", ${partnerAssociates.name} as name
    from ${partnerAssociates}
    where ${partnerAssociates.partnerAccountId} = ${partnerAccountId}
      and ${partnerAssociates.associateType} = 'Builder'
      ${builderId ? sql`and ${partnerAssociates.id} = ${builderId}` : sql``}
    order by lower(${partnerAssociates.name}), ${partnerAssociates.id}`);
  return rows;
}
