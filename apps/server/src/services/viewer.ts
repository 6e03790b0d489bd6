import type { Viewer } from '@portal/contracts';
import type { TokenUser } from '../access-token';
import type { AppContext } from '../context';
import { signedInUser } from '../repositories/callers';
import { enrollmentsOf } from '../repositories/companies';
import { membershipsOf } from '../repositories/memberships';
import { consentRequired } from './agreements';

// The signed-in pro as the portal starts from: answered by GET /proUsers/my and after every
// change that moves them (a new profile, an accepted invite).

/**
 * The viewer of spec 000 §3: the user, whether the current Pro terms wait for them, and every
 * membership (INACTIVE ones included: the portal shows those users the access-denied page).
 */
export async function viewerOf(
  ctx: Pick<AppContext, 'db'>,
  token: TokenUser | null,
): Promise<Viewer> {
  const user = await signedInUser(ctx.db, token);
  const memberships = await membershipsOf(ctx.db, user.id);
  const enrollments = await enrollmentsOf(
    ctx.db,
    memberships.map((m) => m.partnerAccount.id),
  );
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    // No pictures are stored yet; the portal shows initials.
    photoUrl: null,
    countryCode: user.countryCode,
    // The sign-in address until the user names another one on the profile page.
    contactEmail: user.contactEmail ?? user.email,
    locale: user.locale,
    consentRequired: await consentRequired(ctx.db, user),
    partnerUsers: memberships.map((membership) => ({
      ...membership,
      partnerAccount: {
        ...membership.partnerAccount,
        partnerProgramEnrollments: enrollments.get(membership.partnerAccount.id) ?? [],
      },
    })),
  };
}
