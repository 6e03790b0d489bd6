import type { Address } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { insertHome } from '../../../repositories/households';

const { consumerAccounts, consumerLocations, partnerDeviceLocations } = schema;

/** A household without members: the homeowner joins it by accepting the invite. */
export async function insertHousehold(
  tx: Executor,
  name: string,
  home: { locationName: string; address: Address },
): Promise<Household> {
  const [household] = await tx.insert(consumerAccounts).values({ name }).returning();
  if (!household) throw new Error('household not created');
  const location = await insertHome(tx, household.id, home);
  return { consumerAccountId: household.id, consumerLocationId: location.id };
}

type Household = { consumerAccountId: string; consumerLocationId: string };

/** The household (and its home) each of these partner homes has, by partner home id. */
export async function householdsOfHomes(
  db: Executor,
  locationIds: string[],
): Promise<Map<string, Household>> {
  if (locationIds.length === 0) return new Map();
  const rows = await db
    .select({
      locationId: partnerDeviceLocations.id,
      consumerAccountId: consumerLocations.consumerAccountId,
      consumerLocationId: consumerLocations.id,
    })
    .from(partnerDeviceLocations)
    .innerJoin(
      consumerLocations,
      eq(consumerLocations.id, partnerDeviceLocations.consumerLocationId),
    )
    .where(inArray(partnerDeviceLocations.id, locationIds));
  return new Map(rows.map(({ locationId, ...household }) => [locationId, household]));
}
