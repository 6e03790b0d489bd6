import { TextInput, type TextInputProps } from '@mantine/core';
import { checkPhoneNumber } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

type PhoneNumberInputProps = Omit<TextInputProps, 'type' | 'description'> & {
  /** The country whose rules read a national number (spec 000 §5). */
  country: string;
  optional?: boolean;
};

/**
 * A phone number field that shows, once the number is valid, how it will be kept: in
 * international format, so the partner sees the country code that was assumed.
 */
export function PhoneNumberInput({ country, optional = false, ...props }: PhoneNumberInputProps) {
  const { t } = useTranslation();
  const phone = checkPhoneNumber(props.value ?? '', country);
  const description = phone.valid
    ? t('companyApplication.phoneShownAs', { phone: phone.international })
    : optional
      ? t('forms.optional')
      : null;
  return <TextInput type="tel" description={description} {...props} />;
}
