import type { DeviceInvite, DeviceInviteRequest } from '@portal/contracts';
import type { z } from 'zod';
import type { Membership } from '../../../access';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { LOCATION_NOT_FOUND } from '../../../http/not-found';
import { findLocation } from '../../../repositories/locations';
import { inviteHomeowner } from '../../../services/homeowner-invites';

type Caller = Membership & { userId: string };

/**
 * POST deviceInvites: invites the homeowner to take the home over, also a pre-registered one
 * (accepting joins its household). A home the homeowner has already is 409 ALREADY_REGISTERED.
 */
export async function createDeviceInvite(
  ctx: AppContext,
  caller: Caller,
  request: z.infer<typeof DeviceInviteRequest>,
): Promise<DeviceInvite> {
  const location = await findLocation(
    ctx.db,
    caller.partnerAccountId,
    request.partnerDeviceLocationId,
  );
  if (!location) throw new AppError(404, LOCATION_NOT_FOUND);
  if (location.homeownerLinked) {
    throw new AppError(409, 'The homeowner already has this home.', 'ALREADY_REGISTERED');
  }
  return inviteHomeowner(ctx, caller, location, request.email);
}
