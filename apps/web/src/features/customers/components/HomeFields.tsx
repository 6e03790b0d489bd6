import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '@/shared/ui/AddressFields';
import type { HomeValues } from './customer-values';

/** A home's name and address; the form holds them under `home`, in `country`. */
export function HomeFields<Values extends { home: HomeValues }>({
  form,
  country,
}: {
  form: UseFormReturnType<Values>;
  country: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('customers.home.name')}
        placeholder={t('customers.home.namePlaceholder')}
        required
        {...form.getInputProps('home.locationName')}
      />
      <AddressFields
        inputProps={(field) => form.getInputProps(`home.${field}`)}
        country={country}
      />
    </>
  );
}
