import type { OutgoingMail } from '../plugins/mail';
import { mailTranslator } from './i18n';

type LinkKind = 'verification' | 'reset' | 'unblock';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A link's last day in the reader's language; UTC, as expiries are stored. */
export function expiryDate(lang: string, expiresAt: Date): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(expiresAt);
}

export function htmlDocument(lang: string, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;
}

/** A mail with one link (verification, password reset, unblock), in the user's language. */
export function linkMail(kind: LinkKind, to: string, locale: string, url: string): OutgoingMail {
  const { lang, t } = mailTranslator(locale);
  const subject = t(`${kind}.subject`);
  const intro = t(`${kind}.intro`);
  const action = t(`${kind}.action`);
  const outro = t(`${kind}.outro`);
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n`,
    html: htmlDocument(
      lang,
      subject,
      `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p>`,
    ),
    links: [{ label: action, url }],
  };
}

/** The passwordless sign-in code, in the user's language. */
export function codeMail(to: string, locale: string, code: string): OutgoingMail {
  const { lang, t } = mailTranslator(locale);
  const subject = t('code.subject');
  const intro = t('code.intro');
  const outro = t('code.outro');
  return {
    to,
    subject,
    text: `${intro}\n\n${code}\n\n${outro}\n`,
    html: htmlDocument(
      lang,
      subject,
      `<p>${escapeHtml(intro)}</p><p><strong>${code}</strong></p><p>${escapeHtml(outro)}</p>`,
    ),
    links: [],
  };
}
