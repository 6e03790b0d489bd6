import {
  type DeviceHandoffRequest,
  type DeviceHandoffResult,
  isOwnerOrAdmin,
} from '@portal/contracts';
import { COMPANY_NOT_FOUND } from '../../../access';
import type { TokenUser } from '../../../access-token';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { activeMembership, signedInUser } from '../../../repositories/callers';
import { handOffHome } from '../../../services/handoff';

/**
 * POST /proAccounts/deviceHandoff: the caller hands over a home of a company they own or
 * administer. Not an active member: 404 as for a missing company; another role, or a company
 * not approved yet: 403.
 */
export async function handOffAsMember(
  ctx: AppContext,
  token: TokenUser | null,
  request: DeviceHandoffRequest,
): Promise<DeviceHandoffResult> {
  const user = await signedInUser(ctx.db, token);
  const membership = await activeMembership(ctx.db, user.id, request.partnerAccountId);
  if (!membership) throw new AppError(404, COMPANY_NOT_FOUND);
  if (!isOwnerOrAdmin(membership.roles)) {
    throw new AppError(403, 'Only owners and admins of the company may hand its homes over.');
  }
  if (membership.companyStatus !== 'ACTIVE') {
    throw new AppError(403, 'Your company is not approved yet; this is available once it is.');
  }
  return handOffHome(ctx, user.id, request);
}
