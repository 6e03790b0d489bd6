import type { DeviceInvite } from '@portal/contracts';
import type { Membership } from '../access';
import type { AppContext } from '../context';
import type { Executor } from '../db/executor';
import { AppError, isUniqueViolation } from '../errors';
import { LOCATION_NOT_FOUND } from '../http/not-found';
import { hashSecret, newSecret } from '../identity/secrets';
import { findUserById } from '../identity/users-repository';
import { deviceInviteMail } from '../mail/customer-messages';
import { companyBasics } from '../repositories/companies';
import {
  type DeviceInviteRecord,
  findDeviceInvite,
  insertDeviceInvite,
  pendingInviteFor,
  updateDeviceInvite,
} from '../repositories/device-invites';
import { findLocation, type LocationRecord } from '../repositories/locations';
import { inviteExpiryFromNow } from './invite-expiry';

// The partner's invite to a homeowner to take a home over in the homeowner app: sent from the
// device-invites calls, and by commissioning a pre-registered home.

type Caller = Membership & { userId: string };

export const DEVICE_INVITE_NOT_FOUND = 'No device invite with this id.';

function toDeviceInvite(row: DeviceInviteRecord): DeviceInvite {
  return {
    id: row.id,
    partnerDeviceLocationId: row.locationId,
    email: row.email,
    status: row.status,
    expiresAt: row.expiresAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A fresh link secret; only its hash is stored, so the database alone cannot take a home. */
function newToken(): { token: string; tokenHash: string } {
  const token = newSecret();
  return { token, tokenHash: hashSecret(token) };
}

const pendingExists = () =>
  new AppError(
    409,
    'An invite for this home is still open. Send it again instead of inviting twice.',
    'PENDING_INVITE_EXISTS',
  );

/** Mails the link {PUBLIC_URL}/home-app/invites/{token}; a failed send is a 503, invite kept. */
async function mailInvite(
  ctx: AppContext,
  caller: Caller,
  invite: DeviceInviteRecord,
  location: LocationRecord,
  token: string,
) {
  const [company, inviter] = await Promise.all([
    companyBasics(ctx.db, caller.partnerAccountId),
    findUserById(ctx.db, caller.userId),
  ]);
  const url = `${ctx.config.publicUrl}/home-app/invites/${token}`;
  try {
    await ctx.mailer.send(
      deviceInviteMail(invite.email, inviter?.locale ?? 'en', {
        company: company?.name ?? '',
        location: location.locationName,
        url,
        expiresAt: invite.expiresAt,
      }),
    );
  } catch (error) {
    ctx.log.error({ err: error, inviteId: invite.id }, 'device invite delivery failed');
    throw new AppError(
      503,
      'The invite is saved but could not be sent right now. Send it again in a few minutes.',
    );
  }
  return updateDeviceInvite(ctx.db, invite.id, { sentAt: new Date() });
}

/**
 * Invites the homeowner to take the home over: a new PENDING invite (an open one is 409
 * PENDING_INVITE_EXISTS, an expired one is closed and replaced), made in one transaction
 * with `alongside` (commissioning's own changes), then mailed after commit.
 */
export async function inviteHomeowner(
  ctx: AppContext,
  caller: Caller,
  location: LocationRecord,
  email: string,
  alongside?: (tx: Executor) => Promise<void>,
): Promise<DeviceInvite> {
  const { token, tokenHash } = newToken();
  let invite: DeviceInviteRecord;
  try {
    invite = await ctx.db.transaction(async (tx) => {
      await alongside?.(tx);
      const open = await pendingInviteFor(tx, location.id);
      if (open && open.expiresAt > new Date()) throw pendingExists();
      if (open) await updateDeviceInvite(tx, open.id, { status: 'REJECTED' });
      return insertDeviceInvite(tx, {
        locationId: location.id,
        partnerAccountId: caller.partnerAccountId,
        email: email.toLowerCase(),
        tokenHash,
        invitedBy: caller.userId,
        expiresAt: inviteExpiryFromNow(ctx),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw pendingExists();
    throw error;
  }
  return toDeviceInvite(await mailInvite(ctx, caller, invite, location, token));
}

/** PUT deviceInvites/{id}/send: a new link (the old one stops working), valid from now. */
export async function resendDeviceInvite(
  ctx: AppContext,
  caller: Caller,
  inviteId: string,
): Promise<DeviceInvite> {
  const invite = await findDeviceInvite(ctx.db, caller.partnerAccountId, inviteId);
  if (!invite) throw new AppError(404, DEVICE_INVITE_NOT_FOUND);
  if (invite.status !== 'PENDING') {
    throw new AppError(
      409,
      `This invite is no longer open (${invite.status}). Invite the homeowner again.`,
      'INVITE_ALREADY_COMPLETED',
    );
  }
  const location = await findLocation(ctx.db, caller.partnerAccountId, invite.locationId);
  if (!location) throw new AppError(404, LOCATION_NOT_FOUND);
  const { token, tokenHash } = newToken();
  const renewed = await updateDeviceInvite(ctx.db, invite.id, {
    tokenHash,
    expiresAt: inviteExpiryFromNow(ctx),
  });
  return toDeviceInvite(await mailInvite(ctx, caller, renewed, location, token));
}
