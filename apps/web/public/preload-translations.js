// Fetches the translation files beside the code (see index.html); picks the language as
// src/shared/lib/i18n/i18n.ts initialLanguage does, which i18n.test.ts checks.
(() => {
  const supported = 'en bg cs de el es-419 es fr-CA fr hr hu it nl pl pt-BR pt ro sk sl'.split(' ');
  const americas = '419 AR BO CL CO CR CU DO EC GT HN MX NI PA PE PR PY SV US UY VE'.split(' ');
  const byLowerCase = new Map(supported.map((language) => [language.toLowerCase(), language]));

  const match = (tag) => {
    let locale;
    try {
      locale = new Intl.Locale(tag.trim().replaceAll('_', '-'));
    } catch {
      return undefined;
    }
    const exact = locale.region ? `${locale.language}-${locale.region}` : locale.language;
    if (byLowerCase.has(exact.toLowerCase())) return byLowerCase.get(exact.toLowerCase());
    if (locale.language === 'es' && americas.includes(locale.region)) return 'es-419';
    return byLowerCase.get(locale.language.toLowerCase());
  };

  const browser = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  const tags = [localStorage.getItem('i18nextLng'), ...browser];
  const language = tags.map((tag) => (tag ? match(tag) : undefined)).find(Boolean) ?? 'en';

  // English is every language's fallback, so i18n loads it too.
  const urls = [language, 'en'].flatMap((lng) => [
    `/locales/${lng}.json`,
    `/locales/blueprint/${lng}.json`,
  ]);
  window.preloadedTranslations = Object.fromEntries(
    [...new Set(urls)].map((url) => [url, fetch(url)]),
  );
})();
