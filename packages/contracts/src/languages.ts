/** Interface languages of spec 000 §1, in the spec's order. */
export const SUPPORTED_LANGUAGES = [
  'en',
  'bg',
  'cs',
  'de',
  'el',
  'es-419',
  'es',
  'fr-CA',
  'fr',
  'hr',
  'hu',
  'it',
  'nl',
  'pl',
  'pt-BR',
  'pt',
  'ro',
  'sk',
  'sl',
] as const;

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

export const FALLBACK_LANGUAGE: SupportedLanguage = 'en';

/** Translation namespaces: `common` is /locales/{lng}.json, the others /locales/{ns}/{lng}.json. */
export const TRANSLATION_NAMESPACES = ['common', 'blueprint'] as const;
