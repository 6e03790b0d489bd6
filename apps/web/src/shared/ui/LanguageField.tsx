import { Select, type SelectProps } from '@mantine/core';
import { SUPPORTED_LANGUAGES } from '@portal/contracts';
import { nativeLanguageName } from '@/shared/lib/i18n/language-names';

type LanguageFieldProps = Omit<SelectProps, 'data' | 'allowDeselect' | 'onChange'> & {
  onChange(language: string): void;
};

/** An account's preferred language, each named in itself; one is always chosen. */
export function LanguageField({ onChange, ...props }: LanguageFieldProps) {
  const languages = SUPPORTED_LANGUAGES.map((language) => ({
    value: language,
    label: nativeLanguageName(language),
  }));
  return (
    <Select
      {...props}
      data={languages}
      allowDeselect={false}
      onChange={(value) => {
        if (value !== null) onChange(value);
      }}
    />
  );
}
