import type { ConnectionArgs, MyInvite } from '@portal/contracts';
import type { TokenUser } from '../../access-token';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { keysetConnection } from '../../paging';
import { signedInUser } from '../../repositories/callers';
import { VERIFY_EMAIL_FIRST } from './answers';
import {
  countMyOpenInvites,
  MY_INVITES_ORDER,
  type MyInviteRow,
  myInviteById,
  myOpenInvitesPage,
} from './my-invites-repository';

export const MY_INVITE_NOT_FOUND = 'No invite with this id for your email address.';

function toMyInvite(row: MyInviteRow): MyInvite {
  return {
    id: row.id,
    invitedType: row.invited_type,
    status: row.status,
    email: row.email,
    expiresAt: new Date(row.expires_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    from: row.from,
    locationName: row.location_name,
    role: row.role,
    devicesCount: row.devices_count,
  };
}

/**
 * The caller, whose email address must be verified: until then nothing proves the account
 * belongs to whoever reads that mailbox, so the invites sent there are not theirs to read
 * (403, which tells the portal to ask for the verification; an empty list would hide why).
 */
async function verifiedCaller(ctx: AppContext, token: TokenUser | null) {
  const user = await signedInUser(ctx.db, token);
  if (!user.emailVerified) throw new AppError(403, VERIFY_EMAIL_FIRST);
  return user;
}

/**
 * GET /users/my/invites: what waits for the caller's verified email address (case aside),
 * partners' and households' invites together, newest first; open ones only.
 */
export async function myInvites(ctx: AppContext, token: TokenUser | null, args: ConnectionArgs) {
  const { email } = await verifiedCaller(ctx, token);
  return keysetConnection(
    args,
    MY_INVITES_ORDER,
    {
      rows: (page) => myOpenInvitesPage(ctx.db, email, page),
      totalCount: () => countMyOpenInvites(ctx.db, email),
    },
    (row) => toMyInvite(row),
  );
}

/**
 * GET /users/my/invites/{id}: one invite addressed to the caller, also once answered or
 * expired (the page explains why it can no longer be taken); anyone else's is not found.
 */
export async function myInvite(
  ctx: AppContext,
  token: TokenUser | null,
  inviteId: string,
): Promise<MyInvite> {
  const { email } = await verifiedCaller(ctx, token);
  const row = await myInviteById(ctx.db, email, inviteId);
  if (!row) throw new AppError(404, MY_INVITE_NOT_FOUND);
  return toMyInvite(row);
}
