import type {
  ConsumerLocation,
  DeviceInviteAcceptance,
  PublicDeviceInvite,
} from '@portal/contracts';
import type { TokenUser } from '../../access-token';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/executor';
import { AppError } from '../../errors';
import { INVITE_NOT_FOUND } from '../../http/not-found';
import { hashSecret } from '../../identity/secrets';
import { signedInUser } from '../../repositories/callers';
import { consumerLocationViews } from '../../repositories/households';
import { personName } from '../../services/household-invites';
import { requireHousehold } from '../../services/households';
import { checkAddressee, checkOpen, isExpired, VERIFY_EMAIL_FIRST } from './answers';
import {
  copyHome,
  deviceInviteByTokenHash,
  findConsumerHome,
  linkHome,
  lockDeviceInvite,
  lockPartnerHome,
  recordAnswer,
} from './device-invites-repository';
import {
  addMember,
  countMembers,
  lockHousehold,
  markEmailVerified,
  oldestAdminHousehold,
  startHousehold,
} from './households-repository';

type User = Awaited<ReturnType<typeof signedInUser>>;

export const DEVICE_INVITE_LINK_UNKNOWN =
  'This invite link is not valid. Open the newest invite mail you received.';

/**
 * The checks both answers share, in the order the homeowner app explains them: a token given
 * must be the mailed link's (404: resending makes a new link); the invite must be addressed
 * to the caller (404 without the link, 409 INVITE_EMAIL_MISMATCH with it); it must still be
 * PENDING and unexpired.
 */
async function lockAnswerable(tx: Executor, user: User, inviteId: string, token?: string) {
  const invite = await lockDeviceInvite(tx, inviteId);
  if (!invite) throw new AppError(404, INVITE_NOT_FOUND);
  if (token !== undefined && hashSecret(token) !== invite.tokenHash) {
    throw new AppError(404, DEVICE_INVITE_LINK_UNKNOWN);
  }
  checkAddressee(invite, user, token !== undefined);
  checkOpen(invite);
  return invite;
}

const alreadyRegistered = () =>
  new AppError(409, 'This home already belongs to a household.', 'ALREADY_REGISTERED');

/**
 * The household home the partner's home becomes: the one the partner pre-registered (the
 * caller becomes the first member, as ADMIN), else a copy in the household asked for, the
 * caller's oldest household they administer, or a new household named after the home.
 */
async function placeHome(
  tx: Executor,
  user: User,
  partnerHome: NonNullable<Awaited<ReturnType<typeof lockPartnerHome>>>,
  askedHousehold: string | undefined,
) {
  const { home } = partnerHome;
  const preRegistered = home.consumerLocationId
    ? await findConsumerHome(tx, home.consumerLocationId)
    : undefined;
  if (preRegistered) {
    await lockHousehold(tx, preRegistered.consumerAccountId);
    if ((await countMembers(tx, preRegistered.consumerAccountId)) > 0) throw alreadyRegistered();
    await addMember(tx, preRegistered.consumerAccountId, user.id, 'ADMIN');
    return preRegistered;
  }
  let consumerAccountId = askedHousehold;
  if (consumerAccountId) await requireHousehold(tx, user.id, consumerAccountId, 'ADMIN');
  consumerAccountId ??= await oldestAdminHousehold(tx, user.id);
  consumerAccountId ??= await startHousehold(tx, user.id, {
    name: home.locationName,
    classification: partnerHome.customerType === 'Commercial' ? 'COMMERCIAL' : 'RESIDENTIAL',
  });
  return copyHome(tx, consumerAccountId, home);
}

/**
 * PUT /users/my/deviceInvites/{id}/accept: the homeowner takes the partner's home over, in
 * one transaction. The mailed link's token proves the mailbox and verifies the email;
 * without it the account's email must be verified already (403). The partner's home and its
 * devices then point at the household's home, each device's history says so, and the invite
 * is ACCEPTED.
 */
export async function acceptDeviceInvite(
  ctx: AppContext,
  token: TokenUser | null,
  inviteId: string,
  acceptance: DeviceInviteAcceptance,
): Promise<{ consumerAccountId: string; location: ConsumerLocation }> {
  const user = await signedInUser(ctx.db, token);
  return ctx.db.transaction(async (tx) => {
    const invite = await lockAnswerable(tx, user, inviteId, acceptance.token);
    if (!user.emailVerified) {
      if (acceptance.token === undefined) throw new AppError(403, VERIFY_EMAIL_FIRST);
      await markEmailVerified(tx, user.id);
    }
    const partnerHome = await lockPartnerHome(tx, invite.locationId);
    if (!partnerHome) throw new AppError(404, INVITE_NOT_FOUND);
    const location = await placeHome(tx, user, partnerHome, acceptance.consumerAccountId);
    await linkHome(tx, partnerHome.home.id, location.id, personName(user));
    await recordAnswer(tx, invite.id, { status: 'ACCEPTED', acceptedBy: user.id });
    const [view] = await consumerLocationViews(tx, [location]);
    if (!view) throw new Error('home view missing');
    return { consumerAccountId: location.consumerAccountId, location: view };
  });
}

/** PUT /users/my/deviceInvites/{id}/reject: the homeowner declines; the partner keeps the home. */
export async function rejectDeviceInvite(
  ctx: AppContext,
  token: TokenUser | null,
  inviteId: string,
  answer: DeviceInviteAcceptance,
): Promise<void> {
  const user = await signedInUser(ctx.db, token);
  await ctx.db.transaction(async (tx) => {
    const invite = await lockAnswerable(tx, user, inviteId, answer.token);
    await recordAnswer(tx, invite.id, { status: 'REJECTED' });
  });
}

/**
 * GET /public/deviceInvites/{token}: what the mail's page shows before the homeowner signs
 * in. Answered and expired invites still answer, so the page can say so.
 */
export async function publicDeviceInvite(
  ctx: AppContext,
  linkToken: string,
): Promise<PublicDeviceInvite> {
  const found = await deviceInviteByTokenHash(ctx.db, hashSecret(linkToken));
  if (!found) throw new AppError(404, DEVICE_INVITE_LINK_UNKNOWN);
  const { invite } = found;
  return {
    id: invite.id,
    email: invite.email,
    status: invite.status,
    expiresAt: invite.expiresAt.toISOString(),
    expired: isExpired(invite),
    partnerName: found.partnerName,
    locationName: found.locationName,
    devicesCount: found.devicesCount,
  };
}
