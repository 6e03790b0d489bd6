import { type PublicInvite, parseInviteToken } from '@portal/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { INVITE_NOT_FOUND } from '../../http/not-found';
import { isUuid } from '../../repositories/callers';
import { findInvite, type InviteRow } from '../../repositories/employee-invites';

/** What the invite page shows for a malformed or tampered token (spec 000 §5). */
export const INVITE_TOKEN_REFUSED =
  'We are not able to process your request. Please try again later.';

/** An invite anyone holding its id may look up; a cancelled one is gone. */
async function visibleInvite(ctx: AppContext, inviteId: string): Promise<InviteRow> {
  const invite = await findInvite(ctx.db, inviteId);
  if (!invite || invite.status === 'REJECTED') throw new AppError(404, INVITE_NOT_FOUND);
  return invite;
}

/** GET /public/invitations/{inviteId}: whether the invite exists and until when it is valid. */
export async function publicInvitation(ctx: AppContext, inviteId: string) {
  const invite = await visibleInvite(ctx, inviteId);
  return { id: invite.id, expiresAt: invite.expiresAt.toISOString() };
}

/**
 * GET /public/invites/{inviteIdentifier}: the invite page's data, by the bare invite id or by
 * the invite token. Only the token's invite id is trusted; its email and company must match
 * the record, else someone edited the token (e.g. to prefill another address): logged with
 * the invite id, never the token itself, and refused like a malformed one.
 */
export async function publicInvite(ctx: AppContext, identifier: string): Promise<PublicInvite> {
  const token = isUuid(identifier) ? undefined : parseInviteToken(identifier);
  if (token === null) {
    ctx.log.warn('malformed invite token');
    throw new AppError(400, INVITE_TOKEN_REFUSED);
  }
  const invite = await visibleInvite(ctx, token?.inviteId ?? identifier);
  if (
    token &&
    (token.email.toLowerCase() !== (invite.sendToEmail ?? '').toLowerCase() ||
      token.company !== invite.companyName)
  ) {
    ctx.log.warn({ inviteId: invite.id }, 'tampered invite token');
    throw new AppError(400, INVITE_TOKEN_REFUSED);
  }
  return {
    invitedId: invite.invitedUserId,
    sendToEmail: invite.sendToEmail,
    sendToPhoneNumber: invite.sendToPhoneNumber,
    partnerAccount: { name: invite.companyName },
    expiresAt: invite.expiresAt.toISOString(),
    notificationType: invite.notificationType,
    status: invite.status,
  };
}
