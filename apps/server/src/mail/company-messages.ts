import type { OutgoingMail } from '../plugins/mail';
import { mailTranslator } from './i18n';
import { escapeHtml, htmlDocument } from './messages';

/** The decisions a platform administrator mails to a company's owner. */
export type CompanyDecisionKind = 'ACTIVE' | 'INACTIVE' | 'ARCHIVED';

/** A mail of paragraphs with an optional link before the last one, as text and HTML. */
export function compose(
  to: string,
  lang: string,
  subject: string,
  paragraphs: string[],
  link: { label: string; url: string } | undefined,
): OutgoingMail {
  const text = [
    ...paragraphs.slice(0, -1),
    ...(link ? [`${link.label}: ${link.url}`] : []),
    ...paragraphs.slice(-1),
  ].join('\n\n');
  const htmlParagraphs = paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`);
  const htmlLink = link
    ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`]
    : [];
  const body = [...htmlParagraphs.slice(0, -1), ...htmlLink, ...htmlParagraphs.slice(-1)].join('');
  return {
    to,
    subject,
    text: `${text}\n`,
    html: htmlDocument(lang, subject, body),
    links: link ? [link] : [],
  };
}

/**
 * The owner's mail about a decision, in the owner's language: approval links to sign-in,
 * rejection to the application form; rejection and archive carry the administrator's note.
 */
export function companyDecisionMail(
  decision: CompanyDecisionKind,
  owner: { email: string; locale: string },
  company: { name: string; note: string | null; url: string | undefined },
): OutgoingMail {
  const { lang, t } = mailTranslator(owner.locale);
  const values = { company: company.name };
  const note = company.note ? [`${t('companyDecision.noteLabel')}:\n${company.note}`] : [];
  // An archived company has nothing left to act on, so its mail has no button text.
  const action = decision === 'ARCHIVED' ? undefined : t(`companyDecision.${decision}.action`);
  const link = action && company.url ? { label: action, url: company.url } : undefined;
  return compose(
    owner.email,
    lang,
    t(`companyDecision.${decision}.subject`, values),
    [
      t(`companyDecision.${decision}.intro`, values),
      ...note,
      t(`companyDecision.${decision}.outro`),
    ],
    link,
  );
}

/** A platform administrator's mail: a (re)submitted company application waits for review. */
export function applicationWaitingMail(
  admin: { email: string; locale: string },
  company: { name: string; url: string; resubmitted: boolean },
): OutgoingMail {
  const { lang, t } = mailTranslator(admin.locale);
  const values = { company: company.name };
  const intro = company.resubmitted
    ? t('companyApplication.resubmitted', values)
    : t('companyApplication.intro', values);
  return compose(
    admin.email,
    lang,
    t('companyApplication.subject', values),
    [intro, t('companyApplication.outro')],
    { label: t('companyApplication.action'), url: company.url },
  );
}
