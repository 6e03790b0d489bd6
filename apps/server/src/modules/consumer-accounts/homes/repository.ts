import type { ConsumerLocationInput } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import type { HomeRow } from '../../../repositories/households';
import { addressColumns } from '../../../repositories/locations';

const { consumerLocations, devices } = schema;

export async function updateHome(
  db: Executor,
  consumerLocationId: string,
  input: ConsumerLocationInput,
): Promise<HomeRow> {
  const [row] = await db
    .update(consumerLocations)
    .set({
      locationName: input.locationName,
      ...addressColumns(input.address),
      updatedAt: new Date(),
    })
    .where(eq(consumerLocations.id, consumerLocationId))
    .returning();
  if (!row) throw new Error('home vanished');
  return row;
}

/**
 * Deletes a home. Devices the homeowner added go with it (unregistered); a partner's devices
 * stay registered with the partner: the foreign keys clear their link to the home and the
 * partner home's link to it.
 */
export async function deleteHome(tx: Executor, consumerLocationId: string) {
  await tx
    .delete(devices)
    .where(
      and(eq(devices.consumerLocationId, consumerLocationId), isNull(devices.partnerAccountId)),
    );
  await tx.delete(consumerLocations).where(eq(consumerLocations.id, consumerLocationId));
}
