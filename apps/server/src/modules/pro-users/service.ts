import { type ProfileUpdate, SUPPORTED_LANGUAGES, type Viewer } from '@portal/contracts';
import type { TokenUser } from '../../access-token';
import type { AppContext } from '../../context';
import { invalidField } from '../../errors';
import type { IdentityContext } from '../../identity/context';
import { sendVerificationMail } from '../../identity/signup';
import { signedInUser } from '../../repositories/callers';
import { enrollmentsOf } from '../../repositories/companies';
import { membershipsOf } from '../../repositories/memberships';
import { consentRequired } from '../agreements/service';
import { updateProfile } from './repository';

/** Mails another verification link; an already verified user gets none (still 204). */
export async function resendVerification(ctx: IdentityContext, token: TokenUser | null) {
  const user = await signedInUser(ctx.db, token);
  if (user.emailVerified) return;
  await sendVerificationMail(ctx, user);
}

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

function isSupportedLanguage(locale: string): boolean {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(locale);
}

export async function changeProfile(
  ctx: Pick<AppContext, 'db'>,
  token: TokenUser | null,
  update: ProfileUpdate,
): Promise<Viewer> {
  const user = await signedInUser(ctx.db, token);
  if (Object.keys(update).length === 0) {
    throw invalidField('body', 'name at least one field to change');
  }
  if (update.locale !== undefined && !isSupportedLanguage(update.locale)) {
    throw invalidField('body.locale', `use one of ${SUPPORTED_LANGUAGES.join(', ')}`);
  }
  await updateProfile(ctx.db, user.id, update);
  return viewerOf(ctx, token);
}
