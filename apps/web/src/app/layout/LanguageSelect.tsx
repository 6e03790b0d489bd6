import { NativeSelect } from '@mantine/core';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '@portal/contracts';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nativeLanguageName } from '@/shared/lib/i18n/language-names';
import { isSupportedLanguage, matchSupportedLanguage } from '@/shared/lib/i18n/match-language';
import classes from './LanguageSelect.module.css';

interface LanguageSelectProps {
  className?: string;
  /** In a header, where room is short: the language names alone, the label for screen readers. */
  compact?: boolean;
}

/** The interface language; the choice is stored by the language detector and wins over the browser's. */
export function LanguageSelect({ className, compact = false }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const current =
    matchSupportedLanguage(i18n.resolvedLanguage ?? FALLBACK_LANGUAGE) ?? FALLBACK_LANGUAGE;

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const language = event.currentTarget.value;
    if (isSupportedLanguage(language)) {
      void i18n.changeLanguage(language);
    }
  };

  return (
    <NativeSelect
      label={t('language.label')}
      value={current}
      onChange={choose}
      size="xs"
      className={className}
      classNames={{
        root: classes.root,
        wrapper: classes.wrapper,
        label: compact ? `${classes.label} ${classes.labelForScreenReaders}` : classes.label,
      }}
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {nativeLanguageName(language)}
        </option>
      ))}
    </NativeSelect>
  );
}
