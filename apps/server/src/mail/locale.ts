export const MAIL_LOCALES = ['en', 'de', 'fr', 'es'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

/** The language of a user's mail: users.locale's language when we have texts for it, else English. */
export function mailLocale(locale: string | null | undefined): MailLocale {
  const language = (locale ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (MAIL_LOCALES as readonly string[]).includes(language) ? (language as MailLocale) : 'en';
}
