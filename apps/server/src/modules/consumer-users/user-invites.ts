import type { TokenUser } from '../../access-token';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/executor';
import { AppError } from '../../errors';
import { INVITE_NOT_FOUND } from '../../http/not-found';
import { signedInUser } from '../../repositories/callers';
import { lockConsumerInvite, updateConsumerInvite } from '../../repositories/household-invites';
import { householdRole } from '../../repositories/households';
import { checkAddressee, checkOpen, VERIFY_EMAIL_FIRST } from './answers';
import { addMember, lockHousehold } from './households-repository';

type User = Awaited<ReturnType<typeof signedInUser>>;

/** An invite to join a household the caller may answer: addressed to them, PENDING, unexpired. */
async function lockAnswerable(tx: Executor, user: User, inviteId: string) {
  const invite = await lockConsumerInvite(tx, inviteId);
  if (!invite) throw new AppError(404, INVITE_NOT_FOUND);
  checkAddressee(invite, user);
  checkOpen(invite);
  return invite;
}

/**
 * PUT /users/my/userInvites/{id}/accept: the caller joins the household with the role
 * offered. The mail carries no secret, so the account's email must be verified (403): it
 * is what proves the caller reads the invited address.
 */
export async function acceptUserInvite(
  ctx: AppContext,
  token: TokenUser | null,
  inviteId: string,
): Promise<void> {
  const user = await signedInUser(ctx.db, token);
  await ctx.db.transaction(async (tx) => {
    const invite = await lockAnswerable(tx, user, inviteId);
    if (!user.emailVerified) throw new AppError(403, VERIFY_EMAIL_FIRST);
    await lockHousehold(tx, invite.consumerAccountId);
    if (await householdRole(tx, user.id, invite.consumerAccountId)) {
      throw new AppError(409, 'You are already a member of this household.', 'ALREADY_REGISTERED');
    }
    await addMember(tx, invite.consumerAccountId, user.id, invite.role);
    await updateConsumerInvite(tx, invite.id, { status: 'ACCEPTED', respondedAt: new Date() });
  });
}

/** PUT /users/my/userInvites/{id}/reject: the caller declines. */
export async function rejectUserInvite(
  ctx: AppContext,
  token: TokenUser | null,
  inviteId: string,
): Promise<void> {
  const user = await signedInUser(ctx.db, token);
  await ctx.db.transaction(async (tx) => {
    const invite = await lockAnswerable(tx, user, inviteId);
    await updateConsumerInvite(tx, invite.id, { status: 'REJECTED', respondedAt: new Date() });
  });
}
