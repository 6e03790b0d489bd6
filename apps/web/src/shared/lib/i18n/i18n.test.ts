import { describe, expect, it } from 'vitest';
import { translationPath } from './i18n';

describe('translationPath', () => {
  it('serves the common namespace at /locales/{lng}.json', () => {
    expect(translationPath(['de'], ['common'])).toBe('/locales/{{lng}}.json');
  });

  it('serves other namespaces at /locales/{ns}/{lng}.json', () => {
    expect(translationPath(['de'], ['blueprint'])).toBe('/locales/{{ns}}/{{lng}}.json');
  });
});
