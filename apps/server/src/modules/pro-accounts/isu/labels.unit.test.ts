import { readdirSync } from 'node:fs';
import { defaultIsuValues, ISU_COMPONENTS, SUPPORTED_LANGUAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ISU_LABELS, isuComponents, isuLanguage } from './labels';

// The installer set-up's labels (issue 17): every language labels every setting and option,
// and the caller's language is chosen as the isuSettings calls say.

describe('the ISU labels', () => {
  it('has one file for each of the 19 portal languages and no other', () => {
    const files = readdirSync(new URL('./labels/', import.meta.url)).sort();
    expect(files).toEqual(SUPPORTED_LANGUAGES.map((language) => `${language}.json`).sort());
  });

  it.each(SUPPORTED_LANGUAGES)('labels every setting and every option in %s', (language) => {
    const labels = ISU_LABELS[language];
    expect(Object.keys(labels)).toEqual(ISU_COMPONENTS.map((component) => component.id));
    for (const component of ISU_COMPONENTS) {
      const labelled = labels[component.id];
      expect(labelled?.label.trim(), `${language} ${component.id}`).not.toBe('');
      const options: readonly string[] = 'options' in component ? component.options : [];
      expect(Object.keys(labelled?.options ?? {}), `${language} ${component.id}`).toEqual(options);
      for (const option of options) {
        expect(labelled?.options?.[option]?.trim(), `${language} ${option}`).not.toBe('');
      }
    }
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    'is written in %s, not left in English',
    (language) => {
      const english = isuComponents('en', defaultIsuValues()).map((c) => c.label);
      const translated = isuComponents(language, defaultIsuValues()).map((c) => c.label);
      const same = translated.filter((label, i) => label === english[i]);
      expect(same, language).toEqual([]);
    },
  );

  it('answers each setting with its label, options, limits and value', () => {
    const [systemType, heatStages, , , accessories, , , note] = isuComponents('fr', {
      ...defaultIsuValues(),
      heatStages: 2,
    });
    expect(systemType).toMatchObject({
      id: 'systemType',
      type: 'SingleSelect',
      label: 'Type de système',
      value: 'ConventionalForcedAir',
      min: null,
    });
    expect(systemType?.options[1]).toEqual({ value: 'HeatPump', label: 'Pompe à chaleur' });
    expect(heatStages).toMatchObject({ type: 'Number', min: 0, max: 3, value: 2, options: [] });
    expect(accessories).toMatchObject({ type: 'MultiSelect', value: [] });
    expect(note).toMatchObject({ type: 'String', maxLength: 200, value: '' });
  });
});

describe('the language of the labels', () => {
  it.each([
    ['fr', undefined, 'fr'],
    ['PT-br', 'de', 'pt-BR'],
    [undefined, 'fr-CA,fr;q=0.9,en;q=0.5', 'fr-CA'],
    [undefined, 'de-AT', 'de'],
    [undefined, 'es-MX', 'es-419'],
    ['klingon', 'ja;q=1, it;q=0.8, nl;q=0.9', 'nl'],
    [undefined, 'ja, zh', 'en'],
    [undefined, 'en-GB,fr;q=0.9', 'en'],
    [undefined, undefined, 'en'],
  ])('is %s for the language header and %s for Accept-Language: %s', (header, accept, language) => {
    expect(isuLanguage(header, accept)).toBe(language);
  });
});
