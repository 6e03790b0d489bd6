import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { regionCode, regionsOf } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** The street-to-postcode fields of an Address; the country is each form's own select. */
export type AddressField = 'address1' | 'address2' | 'city' | 'state' | 'zip';

/**
 * The choices of the state field where the country has a list (US, CA: spec 000 §9), by code,
 * named as the country names them: Canada's in French for a French interface.
 */
function regionOptions(country: string, language: string) {
  const french = language.startsWith('fr');
  return regionsOf(country)?.map((region) => ({
    value: region.code,
    label: (french && region.frenchName) || region.name,
  }));
}

/**
 * The state an address keeps when its country changes: as the new country's code where it names
 * one of its regions ("OR" or "Oregon" typed before choosing the United States), as typed where
 * neither country has a list, else cleared, so that a region of one list (OR) is never sent for
 * a country it is not in (CA).
 */
export function stateForNewCountry(state: string, from: string, to: string): string {
  if (regionsOf(to) === undefined) return regionsOf(from) === undefined ? state : '';
  return regionCode(to, state) ?? '';
}

/** The state as a choice of the country's regions where it has a list, else as text. */
function StateField({ country, ...props }: GetInputPropsReturnType & { country: string }) {
  const { t, i18n } = useTranslation();
  const label = t('companyApplication.state');
  const regions = regionOptions(country, i18n.language);
  if (regions === undefined) {
    return <TextInput label={label} autoComplete="address-level1" required {...props} />;
  }
  return (
    <Select
      label={label}
      data={regions}
      searchable
      autoComplete="address-level1"
      required
      {...props}
      // No choice is null: an empty string would leave the last choice's name in the input.
      value={props.value || null}
      onChange={(code) => props.onChange(code ?? '')}
    />
  );
}

/**
 * The address inputs of spec 000 §3, shared by the company application and customer homes. The
 * form hands each field's props, so it decides where the address sits in its values; `country`
 * is the address's country, which decides how the state is asked (a form changing it passes
 * the state through stateForNewCountry).
 */
export function AddressFields({
  inputProps,
  country,
}: {
  inputProps: (field: AddressField) => GetInputPropsReturnType;
  country: string;
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
        <StateField country={country} {...inputProps('state')} />
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
