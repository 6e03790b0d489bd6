import { type ProfileUpdate, SUPPORTED_LANGUAGES, type Viewer } from '@portal/contracts';
import type { TokenUser } from '../../access-token';
import type { AppContext } from '../../context';
import { invalidField } from '../../errors';
import type { IdentityContext } from '../../identity/context';
import { sendVerificationMail } from '../../identity/signup';
import { signedInUser } from '../../repositories/callers';
import { viewerOf } from '../../services/viewer';
import { updateProfile } from './repository';

/** Mails another verification link; an already verified user gets none (still 204). */
export async function resendVerification(ctx: IdentityContext, token: TokenUser | null) {
  const user = await signedInUser(ctx.db, token);
  if (user.emailVerified) return;
  await sendVerificationMail(ctx, user);
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
