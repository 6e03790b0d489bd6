import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '@/shared/lib/countries';

type CountrySelectProps = Omit<SelectProps, 'data' | 'onChange'> & {
  /** The chosen two-letter code, or '' when cleared. */
  onChange: (countryCode: string) => void;
};

/** A searchable choice of the markets' countries, named in the interface language. */
export function CountrySelect({ onChange, ...props }: CountrySelectProps) {
  const { i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <Select
      data={countries}
      searchable
      autoComplete="country"
      {...props}
      onChange={(value) => onChange(value ?? '')}
    />
  );
}
