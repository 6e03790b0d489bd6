import { PENDING_INVITE_KEY } from '@/shared/config/storage-keys';
import { ACCEPT_INVITE_PATH } from '@/shared/lib/auth/redirect-order';

/** The query parameter carrying the invite token (spec 000 §2: /sign-up?invite={inviteToken}). */
export const INVITE_PARAM = 'invite';

// Local storage failures are only logged (spec 000 §8): without storage the invite is simply
// not remembered, and the invite link still works when followed again.

/** The invite token remembered from the invite flow, if any. */
export function readPendingInvite(): string | undefined {
  try {
    return localStorage.getItem(PENDING_INVITE_KEY) ?? undefined;
  } catch (error) {
    console.error('Could not read the pending invite', error);
    return undefined;
  }
}

/** Remembers the invite the user is signing up or signing in for (see PENDING_INVITE_KEY). */
export function rememberPendingInvite(token: string): void {
  try {
    localStorage.setItem(PENDING_INVITE_KEY, token);
  } catch (error) {
    console.error('Could not remember the pending invite', error);
  }
}

export function forgetPendingInvite(): void {
  try {
    localStorage.removeItem(PENDING_INVITE_KEY);
  } catch (error) {
    console.error('Could not forget the pending invite', error);
  }
}

/**
 * The invite token the redirect order's item 1 works with: on the accept-invite page the one in
 * its address (a signed-in user who followed an invite's sign-in link, whose email may still be
 * unverified: accepting an email invite proves the address, so item 2's email-verify must not
 * come first), elsewhere the one remembered from the invite flow.
 */
export function inviteForRedirect(
  pathname: string,
  search: string,
  remembered: string | undefined,
): string | undefined {
  if (pathname === ACCEPT_INVITE_PATH) {
    const inAddress = new URLSearchParams(search).get(INVITE_PARAM);
    if (inAddress) return inAddress;
  }
  return remembered;
}
