import { AppError } from '../../errors';
import { INVITE_NOT_FOUND } from '../../http/not-found';

// What answering an invite checks, for partners' and households' invites alike.

export const VERIFY_EMAIL_FIRST = 'Verify your email address first.';

function isAddressedTo(invite: { email: string }, user: { email: string }): boolean {
  return invite.email.toLowerCase() === user.email.toLowerCase();
}

/**
 * The invite must be addressed to the caller's email, case aside. Someone else's invite is,
 * to its caller, one that does not exist (404, as GET /users/my/invites/{id} answers): a
 * 409 would tell that an invite with this id exists. Only the holder of the invite's mailed
 * link, who sees the invite anyway (GET /public/deviceInvites/{token}), learns that it went to
 * another address (409 INVITE_EMAIL_MISMATCH), so that they sign in with that one; the refusal
 * names no address.
 */
export function checkAddressee(
  invite: { email: string },
  user: { email: string },
  holdsLink = false,
) {
  if (isAddressedTo(invite, user)) return;
  if (!holdsLink) throw new AppError(404, INVITE_NOT_FOUND);
  throw new AppError(
    409,
    'This invite was sent to another email address. Sign in with that address to answer it.',
    'INVITE_EMAIL_MISMATCH',
  );
}

export function isExpired(invite: { expiresAt: Date }): boolean {
  return invite.expiresAt <= new Date();
}

const CLOSED: Record<string, string> = {
  ACCEPTED: 'This invite was already accepted.',
  REJECTED: 'This invite was already declined.',
};

/** Only a PENDING invite that has not expired can be answered: once, and in time. */
export function checkOpen(invite: { status: string; expiresAt: Date }) {
  if (invite.status === 'PENDING' && !isExpired(invite)) return;
  const message =
    CLOSED[invite.status] ??
    (invite.status === 'PENDING'
      ? 'This invite has expired. Ask for a new one.'
      : 'This invite is not open.');
  throw new AppError(409, message, 'INVITE_ALREADY_COMPLETED');
}
