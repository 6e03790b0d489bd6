import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** The street-to-postcode fields of an Address; the country is each form's own select. */
export type AddressField = 'address1' | 'address2' | 'city' | 'state' | 'zip';

/**
 * The address inputs of spec 000 §3, shared by the company application and customer homes. The
 * form hands each field's props, so it decides where the address sits in its values.
 */
export function AddressFields({
  inputProps,
}: {
  inputProps: (field: AddressField) => GetInputPropsReturnType;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('companyApplication.address1')}
        autoComplete="address-line1"
        required
        {...inputProps('address1')}
      />
      <TextInput
        label={t('companyApplication.address2')}
        description={t('forms.optional')}
        autoComplete="address-line2"
        {...inputProps('address2')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('companyApplication.city')}
          autoComplete="address-level2"
          required
          {...inputProps('city')}
        />
        <TextInput
          label={t('companyApplication.state')}
          autoComplete="address-level1"
          required
          {...inputProps('state')}
        />
        <TextInput
          label={t('companyApplication.zip')}
          autoComplete="postal-code"
          required
          {...inputProps('zip')}
        />
      </SimpleGrid>
    </>
  );
}
