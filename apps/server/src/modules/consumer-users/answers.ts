import { AppError } from '../../errors';

// What answering an invite checks, for partners' and households' invites alike.

export const INVITE_NOT_FOUND = 'No invite with this id.';
export const VERIFY_EMAIL_FIRST = 'Verify your email address first.';

/**
 * The invite must be addressed to the caller's email, case aside. The refusal names no
 * address: the caller must not learn whom someone else's invite went to.
 */
export function checkAddressee(invite: { email: string }, user: { email: string }) {
  if (invite.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError(
      409,
      'This invite was sent to another email address. Sign in with that address to answer it.',
      'INVITE_EMAIL_MISMATCH',
    );
  }
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
