import { isOwnerOrAdmin, type Viewer } from '@portal/contracts';
import type { TokenUser } from '../../access-token';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/executor';
import { AppError } from '../../errors';
import { INVITE_NOT_FOUND } from '../../http/not-found';
import { announce } from '../../realtime/announce';
import { signedInUser } from '../../repositories/callers';
import {
  type InviteRecord,
  lockInvite,
  markAccepted,
  markEmailVerified,
} from '../../repositories/employee-invites';
import {
  activeMembershipsElsewhere,
  joinCompany,
  leaveMemberships,
  membershipIn,
} from '../../repositories/memberships';
import { viewerOf } from '../../services/viewer';

type User = { id: string; email: string };

/**
 * Whether this user may take this invite, in the order the portal explains it: a cancelled
 * invite is gone (404); accepted, expired and someone else's invites are conflicts; an owner or
 * admin of another company cannot leave it by accepting (it would be left unmanaged); a
 * current member has nothing to accept.
 */
async function checkAcceptable(tx: Executor, invite: InviteRecord | undefined, user: User) {
  if (!invite || invite.status === 'REJECTED') throw new AppError(404, INVITE_NOT_FOUND);
  if (invite.status === 'ACCEPTED') {
    throw new AppError(409, 'This invite was already accepted.', 'INVITE_ALREADY_COMPLETED');
  }
  if (invite.expiresAt <= new Date()) {
    // No ReasonCode of spec 001 §3 names an expired invite (SESSION_EXPIRED is about remote
    // sessions), so this 409 has none; the portal shows its invite-expired page.
    throw new AppError(409, 'This invite has expired. Ask the company to send it again.');
  }
  if (invite.sendToEmail && invite.sendToEmail.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError(
      409,
      'This invite was sent to another email address. Sign in with that address to accept it.',
      'INVITE_EMAIL_MISMATCH',
    );
  }
  const elsewhere = await activeMembershipsElsewhere(tx, user.id, invite.partnerAccountId);
  if (elsewhere.some((membership) => isOwnerOrAdmin(membership.roles))) {
    throw new AppError(
      409,
      'You are an owner or admin of another company. Hand that role over before joining this one.',
      'USER_IS_COMPANY_OWNER_OR_ADMIN',
    );
  }
  if ((await membershipIn(tx, user.id, invite.partnerAccountId))?.status === 'ACTIVE') {
    throw new AppError(409, 'You are already a member of this company.', 'ALREADY_REGISTERED');
  }
  return { invite, elsewhere };
}

/**
 * PUT /proUsers/my/employeeInvites/{id}/accept: the caller becomes an ACTIVE member with the
 * invite's roles and the invite ACCEPTED, in one transaction with the invite locked (one
 * invite, one member). A plain member of another company leaves it: a pro user works for one
 * company at a time. An email invite accepted by its addressee also verifies that address:
 * following the mailed link proved they read it. Answers the viewer, as GET /proUsers/my.
 */
export async function acceptInvite(
  ctx: AppContext,
  token: TokenUser | null,
  inviteId: string,
): Promise<Viewer> {
  const user = await signedInUser(ctx.db, token);
  const changed = await ctx.db.transaction(async (tx) => {
    const { invite, elsewhere } = await checkAcceptable(tx, await lockInvite(tx, inviteId), user);
    await leaveMemberships(
      tx,
      elsewhere.map((membership) => membership.id),
    );
    await joinCompany(tx, invite.partnerAccountId, user.id, invite.roles);
    await markAccepted(tx, invite.id, user.id);
    if (invite.sendToEmail) await markEmailVerified(tx, user.id);
    return [invite.partnerAccountId, ...elsewhere.map((membership) => membership.partnerAccountId)];
  });
  for (const partnerAccountId of changed) await announce(ctx, partnerAccountId, 'EMPLOYEE');
  return viewerOf(ctx, token);
}
