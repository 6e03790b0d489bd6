import { describe, expect, it } from 'vitest';
import { mailLocale } from './locale';
import { codeMail, linkMail } from './messages';

describe('the language of a mail', () => {
  it.each([
    ['en', 'en'],
    ['de', 'de'],
    ['de-AT', 'de'],
    ['fr_CA', 'fr-CA'],
    ['FR-ca', 'fr-CA'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT', 'pt'],
    ['es-419', 'es-419'],
    ['es-MX', 'es-419'],
    ['ES', 'es'],
    ['es-ES', 'es'],
    ['fr-FR,fr;q=0.9', 'fr'],
    ['sk', 'sk'],
    ['it', 'it'],
    ['ja', 'en'],
    ['zh-Hant-TW', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [null, 'en'],
  ])('users.locale %j writes in %s', (locale, expected) => {
    expect(mailLocale(locale)).toBe(expected);
  });
});

describe('mail messages', () => {
  const url = 'https://portal.example/auth/verify-email?ticket=abc&x=<y>';

  it.each(['verification', 'reset', 'unblock'] as const)(
    'the %s mail exists in en, de, fr and es, with the link in text and HTML',
    (kind) => {
      const subjects = new Set(
        ['en', 'de', 'fr', 'es'].map((locale) => {
          const mail = linkMail(kind, 'a@example.test', locale, url);
          expect(mail.text).toContain(url);
          expect(mail.html).toContain('ticket=abc&amp;x=&lt;y&gt;');
          expect(mail.html).toContain(`lang="${locale}"`);
          expect(mail.links).toEqual([{ label: expect.any(String), url }]);
          return mail.subject;
        }),
      );
      expect(subjects.size).toBe(4);
    },
  );

  it('the code mail carries the code in text and HTML', () => {
    const mail = codeMail('a@example.test', 'de', '012345');
    expect(mail.subject).toBe('Ihr Anmeldecode');
    expect(mail.text).toContain('012345');
    expect(mail.html).toContain('<strong>012345</strong>');
  });
});
