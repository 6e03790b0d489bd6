import {
  CompanyApplication,
  checkPhoneNumber,
  type PartnerAccount,
  type PartnerAccountExpertise,
  type ProCategory,
} from '@portal/contracts';
import type { TFunction } from 'i18next';
import { translatedErrors } from '@/shared/lib/forms/form-errors';

/** The form's flat fields; CompanyApplication nests the address and has no empty strings. */
export interface ApplicationValues {
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phoneNumber: string;
  proCategories: ProCategory[];
  expertise: PartnerAccountExpertise[];
  websiteUrl: string;
}

export const EMPTY_APPLICATION: ApplicationValues = {
  name: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  country: '',
  phoneNumber: '',
  proCategories: [],
  expertise: [],
  websiteUrl: '',
};

/** The values of a company's current application, for /company/application/update. */
export function valuesFromAccount(account: PartnerAccount): ApplicationValues {
  return {
    name: account.name,
    address1: account.address?.address1 ?? '',
    address2: account.address?.address2 ?? '',
    city: account.address?.city ?? '',
    state: account.address?.state ?? '',
    zip: account.address?.zip ?? '',
    country: account.address?.country ?? account.countryCode,
    phoneNumber: account.phoneNumber ?? '',
    proCategories: account.proCategories,
    expertise: account.expertise,
    websiteUrl: account.websiteUrl ?? '',
  };
}

function optional(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}

/** What the API is sent: the company's country is the address's country. */
export function toApplicationInput(values: ApplicationValues) {
  return {
    name: values.name,
    address: {
      address1: values.address1,
      address2: optional(values.address2),
      city: values.city,
      state: values.state,
      zip: values.zip,
      country: values.country,
    },
    phoneNumber: values.phoneNumber,
    countryCode: values.country,
    proCategories: values.proCategories,
    expertise: values.expertise,
    websiteUrl: optional(values.websiteUrl),
  };
}

// Schema paths (and the server's field names) that are not the form's field names.
export const FIELD_OF_PATH: Readonly<Record<string, keyof ApplicationValues>> = {
  countryCode: 'country',
  'address.address1': 'address1',
  'address.address2': 'address2',
  'address.city': 'city',
  'address.state': 'state',
  'address.zip': 'zip',
  'address.country': 'country',
};

/**
 * Validates with the server's own schema (CompanyApplication) and answers translated messages
 * per form field; the phone message names the problem checkPhoneNumber found (spec 000 §5).
 */
export function validateApplication(
  t: TFunction,
  values: ApplicationValues,
):
  | { ok: true; application: CompanyApplication }
  | { ok: false; errors: Partial<Record<keyof ApplicationValues, string>> } {
  const result = CompanyApplication.safeParse(toApplicationInput(values));
  if (result.success) {
    return { ok: true, application: result.data };
  }
  const phone = checkPhoneNumber(values.phoneNumber, values.country);
  const byPath = translatedErrors(t, result.error.issues, {
    phoneNumber: phone.valid ? t('forms.invalid') : t(`phone.problems.${phone.reason}`),
    proCategories: t('companyApplication.chooseCategory'),
    'address.country': t('companyApplication.countryMismatch'),
  });
  const errors: Partial<Record<keyof ApplicationValues, string>> = {};
  for (const [path, message] of Object.entries(byPath)) {
    const field = FIELD_OF_PATH[path] ?? (path as keyof ApplicationValues);
    errors[field] ??= message;
  }
  return { ok: false, errors };
}
