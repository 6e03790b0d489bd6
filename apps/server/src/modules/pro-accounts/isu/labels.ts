import { readFileSync } from 'node:fs';
import {
  defaultIsuValues,
  FALLBACK_LANGUAGE,
  ISU_COMPONENTS,
  type IsuComponent,
  type IsuValues,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@portal/contracts';
import { z } from 'zod';
import { mailLocale } from '../../../mail/locale';

// The installer set-up's labels in the portal's 19 languages: each component's label and the
// labels of its options, one file a language. Checked when loaded, so that a missing or extra
// label stops the process instead of reaching an installer as an empty field.

const text = z.string().trim().min(1);

/** One language's labels: exactly the components of ISU_COMPONENTS and their options. */
const LanguageLabels = z
  .object(
    Object.fromEntries(
      ISU_COMPONENTS.map((component) => [
        component.id,
        'options' in component
          ? z
              .object({
                label: text,
                options: z
                  .object(Object.fromEntries(component.options.map((option) => [option, text])))
                  .strict(),
              })
              .strict()
          : z.object({ label: text }).strict(),
      ]),
    ),
  )
  .strict();
type ComponentLabels = { label: string; options?: Record<string, string> };

// Resolved from this module rather than the working directory, so the files are found
// wherever the server is started from.
const LABELS_DIR = new URL('./labels/', import.meta.url);

function readLabels(language: SupportedLanguage): Record<string, ComponentLabels> {
  const file = JSON.parse(readFileSync(new URL(`${language}.json`, LABELS_DIR), 'utf8'));
  return LanguageLabels.parse(file) as Record<string, ComponentLabels>;
}

/** Every language's labels, by component id. */
export const ISU_LABELS = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => [language, readLabels(language)]),
) as Record<SupportedLanguage, Record<string, ComponentLabels>>;

/** The portal language of a tag, or undefined when the portal has none near it. */
function portalLanguage(tag: string): SupportedLanguage | undefined {
  const language = mailLocale(tag);
  // mailLocale falls back to English: that counts only for an English tag.
  const english = tag.trim().toLowerCase().split(/[-_]/)[0] === 'en';
  return language !== FALLBACK_LANGUAGE || english ? language : undefined;
}

/**
 * The language of the labels: the `language` header when it is one of the portal's languages
 * (any letter case), else the first of Accept-Language's languages (by preference) the portal
 * has, else English.
 */
export function isuLanguage(
  languageHeader: string | undefined,
  acceptLanguage: string | undefined,
): SupportedLanguage {
  const named = SUPPORTED_LANGUAGES.find(
    (language) => language.toLowerCase() === languageHeader?.trim().toLowerCase(),
  );
  if (named) return named;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of preferred) {
    const language = portalLanguage(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/** The installer set-up as the portal shows it: each component labelled, with its value. */
export function isuComponents(language: SupportedLanguage, values: IsuValues): IsuComponent[] {
  const labels = ISU_LABELS[language];
  const defaults = defaultIsuValues();
  return ISU_COMPONENTS.map((component) => {
    const labelled = labels[component.id];
    return {
      id: component.id,
      type: component.type,
      label: labelled?.label ?? component.id,
      options:
        'options' in component
          ? component.options.map((option) => ({
              value: option,
              label: labelled?.options?.[option] ?? option,
            }))
          : [],
      min: 'min' in component ? component.min : null,
      max: 'max' in component ? component.max : null,
      maxLength: 'maxLength' in component ? component.maxLength : null,
      unit: 'unit' in component ? component.unit : null,
      // A device that leaves a setting out holds it at its factory value.
      value: values[component.id] ?? (defaults[component.id] as IsuValues[string]),
    };
  });
}
