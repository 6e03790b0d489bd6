import { type PublicInvite, parseInviteToken } from '@portal/contracts';
import { ApiError } from '@/shared/lib/api-client';

/**
 * What the invite page shows (spec 000 §2, §5, §8):
 * - missing: no token at all, or the server knows no such invite (404) or could not say: 404 page;
 * - malformed: a token that does not parse, or that the server calls tampered (400): "We are not
 *   able to process your request" (error.description), and the problem is logged;
 * - expired: an email invite without an email, one past its expiry, or one already answered
 *   (accepted or rejected: it cannot be used again): the invite-expired page;
 * - valid: the invitation itself.
 */
export type InviteDecision =
  | { kind: 'missing' }
  | { kind: 'malformed' }
  | { kind: 'loading' }
  | { kind: 'expired' }
  | { kind: 'valid'; invite: PublicInvite };

const ANSWERED = new Set<PublicInvite['status']>(['ACCEPTED', 'REJECTED']);

/** Whether a looked-up invite can no longer be used at `now`. */
export function isInviteExpired(invite: PublicInvite, now: Date): boolean {
  const noEmail = invite.notificationType === 'Email' && !invite.sendToEmail;
  return noEmail || now.getTime() > Date.parse(invite.expiresAt) || ANSWERED.has(invite.status);
}

/** The token's own verdict, before any lookup: missing, malformed, or the invite id to look up. */
export function readInviteToken(
  token: string | null | undefined,
): { kind: 'missing' } | { kind: 'malformed' } | { kind: 'parsed'; inviteId: string } {
  if (!token) return { kind: 'missing' };
  const parsed = parseInviteToken(token);
  return parsed === null ? { kind: 'malformed' } : { kind: 'parsed', inviteId: parsed.inviteId };
}

interface Lookup {
  invite: PublicInvite | undefined;
  error: unknown;
}

/** The page's decision for a token and its lookup (undefined invite and error: still loading). */
export function inviteDecision(
  token: string | null | undefined,
  lookup: Lookup,
  now: Date,
): InviteDecision {
  const read = readInviteToken(token);
  if (read.kind !== 'parsed') return read;
  if (lookup.error !== null && lookup.error !== undefined) {
    const tampered = lookup.error instanceof ApiError && lookup.error.statusCode === 400;
    return tampered ? { kind: 'malformed' } : { kind: 'missing' };
  }
  if (lookup.invite === undefined) return { kind: 'loading' };
  return isInviteExpired(lookup.invite, now)
    ? { kind: 'expired' }
    : { kind: 'valid', invite: lookup.invite };
}
