import type { OutgoingMail } from '../plugins/mail';
import { compose } from './company-messages';
import { mailTranslator } from './i18n';

/**
 * The homeowner's invite to take a home over, in the inviter's language: the homeowner has
 * no account to read a language from yet, and a partner usually shares its customers' one.
 */
export function deviceInviteMail(
  to: string,
  locale: string,
  invite: { company: string; location: string; url: string; expiresAt: Date },
): OutgoingMail {
  const { lang, t } = mailTranslator(locale);
  const expiresAt = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    invite.expiresAt,
  );
  return compose(
    to,
    lang,
    t('deviceInvite.subject', { company: invite.company }),
    [
      t('deviceInvite.intro', { company: invite.company, location: invite.location }),
      t('deviceInvite.outro', { expiresAt }),
    ],
    { label: t('deviceInvite.action'), url: invite.url },
  );
}
