import type { OutgoingMail } from '../plugins/mail';
import { compose } from './company-messages';
import { mailTranslator } from './i18n';
import { expiryDate } from './messages';

type Recipient = { email: string; locale: string };

/** An employee invite by mail, in the inviter's language (the invitee's is not known yet). */
export function employeeInviteMail(
  to: string,
  locale: string,
  invite: { inviter: string; company: string; url: string; expiresAt: Date },
): OutgoingMail {
  const { lang, t } = mailTranslator(locale);
  const values = { inviter: invite.inviter, company: invite.company };
  return compose(
    to,
    lang,
    t('employeeInvite.subject', values),
    [
      t('employeeInvite.intro', values),
      t('employeeInvite.outro', { expiresAt: expiryDate(lang, invite.expiresAt) }),
    ],
    { label: t('employeeInvite.action'), url: invite.url },
  );
}

/** The text of an employee invite by SMS: one line with the link. */
export function employeeInviteSms(
  locale: string,
  invite: { inviter: string; company: string; url: string },
): string {
  return mailTranslator(locale).t('employeeInvite.sms', { ...invite });
}

/** An owner's or admin's mail: someone asks to join the company; links to the requests. */
export function joinRequestWaitingMail(
  manager: Recipient,
  request: { name: string; email: string; company: string; url: string },
): OutgoingMail {
  const { lang, t } = mailTranslator(manager.locale);
  const values = { name: request.name, email: request.email, company: request.company };
  return compose(
    manager.email,
    lang,
    t('joinRequest.waiting.subject', values),
    [t('joinRequest.waiting.intro', values), t('joinRequest.waiting.outro', values)],
    { label: t('joinRequest.waiting.action'), url: request.url },
  );
}

/** The requester's mail about the decision: accepted links to sign-in, rejected has no link. */
export function joinRequestDecisionMail(
  decision: 'ACCEPTED' | 'REJECTED',
  requester: Recipient,
  company: { name: string; signInUrl: string },
): OutgoingMail {
  const { lang, t } = mailTranslator(requester.locale);
  const values = { company: company.name };
  const link =
    decision === 'ACCEPTED'
      ? { label: t('joinRequest.ACCEPTED.action'), url: company.signInUrl }
      : undefined;
  return compose(
    requester.email,
    lang,
    t(`joinRequest.${decision}.subject`, values),
    [t(`joinRequest.${decision}.intro`, values), t(`joinRequest.${decision}.outro`)],
    link,
  );
}
