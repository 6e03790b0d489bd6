import type { OutgoingMail } from '../plugins/mail';
import { compose } from './company-messages';
import { mailTranslator } from './i18n';
import { expiryDate } from './messages';

/**
 * A household's invite to join it, in the inviter's language: the invitee may have no
 * account to read a language from, and people sharing a home usually share a language. The
 * link opens the homeowner app's invite list, where the invitee signs in with this address.
 */
export function householdInviteMail(
  to: string,
  locale: string,
  invite: { inviter: string; home: string; url: string; expiresAt: Date },
): OutgoingMail {
  const { lang, t } = mailTranslator(locale);
  const names = { inviter: invite.inviter, home: invite.home };
  return compose(
    to,
    lang,
    t('householdInvite.subject', names),
    [
      t('householdInvite.intro', names),
      t('householdInvite.outro', { expiresAt: expiryDate(lang, invite.expiresAt) }),
    ],
    { label: t('householdInvite.action'), url: invite.url },
  );
}
