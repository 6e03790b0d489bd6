import { readdirSync, readFileSync } from 'node:fs';
import { SUPPORTED_LANGUAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { companyDecisionMail } from './company-messages';
import { MAIL_LOCALES_DIR } from './i18n';
import { codeMail, linkMail } from './messages';

type Texts = { [key: string]: string | Texts };

function read(language: string): Texts {
  return JSON.parse(readFileSync(new URL(`${language}.json`, MAIL_LOCALES_DIR), 'utf8'));
}

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`; a value that is neither text nor object stays as is. */
function flatten(texts: Texts, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? Object.entries(flatten(value, `${prefix}${key}.`))
        : [[`${prefix}${key}`, value]],
    ),
  );
}

const placeholders = (text: unknown) =>
  String(text)
    .match(/\{\{[^}]*\}\}/g)
    ?.sort() ?? [];

const english = flatten(read('en'));
const englishKeys = Object.keys(english).sort();

describe('the mail translation files', () => {
  it('are one file per interface language, no more', () => {
    expect(readdirSync(MAIL_LOCALES_DIR).sort()).toEqual(
      SUPPORTED_LANGUAGES.map((language) => `${language}.json`).sort(),
    );
  });

  it.each(SUPPORTED_LANGUAGES)('%s has exactly the English keys, each a non-empty text', (lng) => {
    const texts = flatten(read(lng));
    expect(Object.keys(texts).sort()).toEqual(englishKeys);
    for (const [key, value] of Object.entries(texts)) {
      expect(typeof value === 'string' && value.trim() !== '', `${lng} ${key}`).toBe(true);
    }
  });

  it.each(SUPPORTED_LANGUAGES)('%s keeps the placeholders and the brand name', (lng) => {
    const texts = flatten(read(lng));
    for (const key of englishKeys) {
      expect(placeholders(texts[key]), `${lng} ${key}`).toEqual(placeholders(english[key]));
      if (String(english[key]).includes('Aeris Pro Portal')) {
        expect(String(texts[key]), `${lng} ${key}`).toContain('Aeris Pro Portal');
      }
    }
  });
});

describe('a mail in the user’s language', () => {
  const url = 'https://portal.example/auth/verify-email?ticket=abc';

  it.each([
    ['fr-CA', 'fr'],
    ['pt-BR', 'pt'],
    ['sk', 'en'],
  ])('a user with locale %s gets its own subject, not the one of %s', (locale, other) => {
    const texts = read(locale) as { verification: { subject: string } };
    const mail = linkMail('verification', 'a@example.test', locale, url);
    expect(mail.subject).toBe(texts.verification.subject);
    expect(mail.subject).not.toBe(linkMail('verification', 'a@example.test', other, url).subject);
    expect(mail.html).toContain(`lang="${locale}"`);
  });

  it('fills the company name into a translated subject', () => {
    const mail = companyDecisionMail(
      'ACTIVE',
      { email: 'owner@example.test', locale: 'pt-BR' },
      { name: 'Frio & Cia', note: null, url: 'https://portal.example/sign-in' },
    );
    expect(mail.subject).toBe('A empresa Frio & Cia foi aprovada');
    expect(mail.html).toContain('Frio &amp; Cia');
    expect(mail.links).toEqual([{ label: 'Entrar', url: 'https://portal.example/sign-in' }]);
  });

  it('writes in English when users.locale is no interface language', () => {
    expect(codeMail('a@example.test', 'ja', '012345').subject).toBe('Your sign-in code');
  });
});
