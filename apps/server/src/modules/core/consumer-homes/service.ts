import type { ConsumerHomeDevices, ConsumerLocationInfo, DeviceCategory } from '@portal/contracts';
import { and } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { atHome, ofCategories } from '../../../repositories/home-devices';
import { consumerLocationView } from '../../../repositories/households';
import { consumerDevices } from '../../../services/home-devices';
import { requireHome } from '../../../services/households';
import { householdName } from './repository';

type Category = (typeof DeviceCategory)[number];

/** GET core/locations/{id}: a home of one of the caller's households, with its devices. */
export async function homeWithDevices(
  ctx: AppContext,
  userId: string,
  consumerLocationId: string,
  categories: Category[] | undefined,
): Promise<ConsumerHomeDevices> {
  const home = await requireHome(ctx.db, userId, consumerLocationId);
  const devices = await consumerDevices(
    ctx,
    and(atHome(home.id), categories?.length ? ofCategories(categories) : undefined),
  );
  return { location: await consumerLocationView(ctx.db, home), devices };
}

/** GET core/locations/{id}/info: the home with its household's name. */
export async function homeInfo(
  ctx: AppContext,
  userId: string,
  consumerLocationId: string,
): Promise<ConsumerLocationInfo> {
  const home = await requireHome(ctx.db, userId, consumerLocationId);
  return {
    ...(await consumerLocationView(ctx.db, home)),
    consumerAccountName: await householdName(ctx.db, home.consumerAccountId),
  };
}
