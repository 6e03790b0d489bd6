import type { ConsumerLocation, ConsumerLocationInput } from '@portal/contracts';
import { consumerLocationView, insertHome } from '../../../repositories/households';
import { type ApplicationContext, verifyAddress } from '../../../services/address-check';
import { findHome, requireHousehold } from '../../../services/households';
import { deleteHome, updateHome } from './repository';

/** POST /accounts/{id}/locations: a household admin adds a home (address checked when on). */
export async function addHome(
  ctx: ApplicationContext,
  userId: string,
  consumerAccountId: string,
  input: ConsumerLocationInput,
): Promise<ConsumerLocation> {
  await requireHousehold(ctx.db, userId, consumerAccountId, 'ADMIN');
  await verifyAddress(ctx, input.address);
  return consumerLocationView(ctx.db, await insertHome(ctx.db, consumerAccountId, input));
}

/** PUT /accounts/{id}/locations/{locId}: a household admin renames or moves a home. */
export async function changeHome(
  ctx: ApplicationContext,
  userId: string,
  consumerAccountId: string,
  consumerLocationId: string,
  input: ConsumerLocationInput,
): Promise<ConsumerLocation> {
  await requireHousehold(ctx.db, userId, consumerAccountId, 'ADMIN');
  const home = await findHome(ctx.db, consumerAccountId, consumerLocationId);
  await verifyAddress(ctx, input.address);
  return consumerLocationView(ctx.db, await updateHome(ctx.db, home.id, input));
}

/** DELETE /accounts/{id}/locations/{locId}: see deleteHome for what becomes of its devices. */
export async function removeHome(
  ctx: ApplicationContext,
  userId: string,
  consumerAccountId: string,
  consumerLocationId: string,
) {
  await requireHousehold(ctx.db, userId, consumerAccountId, 'ADMIN');
  const home = await findHome(ctx.db, consumerAccountId, consumerLocationId);
  await ctx.db.transaction((tx) => deleteHome(tx, home.id));
}
