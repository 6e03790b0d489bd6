import {
  type Customer,
  CustomerCreate,
  type CustomerLocation,
  CustomerLocationInput,
  type CustomerUpdate,
  checkPhoneNumber,
  type PartnerCustomerType,
} from '@portal/contracts';
import type { TFunction } from 'i18next';
import { translatedErrors } from '@/shared/lib/forms/form-errors';
import type { AddressField } from '@/shared/ui/AddressFields';

/** A home's fields as the form holds them; its country is the customer's. */
export type HomeValues = Record<AddressField | 'locationName', string>;

/** The customer form's fields; `home` counts only while `withHome` is on (creating only). */
export interface CustomerValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  countryCode: string;
  customerType: (typeof PartnerCustomerType)[number];
  withHome: boolean;
  home: HomeValues;
}

export const EMPTY_HOME: HomeValues = {
  locationName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
};

/** A home's form values: empty to add one, its own to edit it. */
export function homeValues(home: CustomerLocation | undefined): HomeValues {
  if (home === undefined) return EMPTY_HOME;
  const { address1, address2 = '', city, state, zip } = home.address;
  return { locationName: home.locationName, address1, address2, city, state, zip };
}

export function customerValues(
  customer: Customer | undefined,
  countryCode: string | null | undefined,
): CustomerValues {
  return {
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    email: customer?.email ?? '',
    phoneNumber: customer?.phoneNumber ?? '',
    countryCode: customer?.countryCode ?? countryCode ?? '',
    customerType: customer?.customerType ?? 'Residential',
    withHome: false,
    home: EMPTY_HOME,
  };
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

function toHomeInput(home: HomeValues, country: string) {
  return {
    locationName: home.locationName,
    address: {
      address1: home.address1,
      address2: optional(home.address2),
      city: home.city,
      state: home.state,
      zip: home.zip,
      country,
    },
  };
}

/**
 * The form field of a schema or server path: the home's parts sit under `location.` when a
 * customer is created and at the top when a home is added; both land on `home.*`.
 */
export function fieldOfPath(path: string): string {
  const homePart = path.replace(/^location\./, '').replace(/^address\./, '');
  if (path.startsWith('location.') || path.startsWith('address.') || path === 'locationName') {
    return homePart === 'country' ? 'countryCode' : `home.${homePart}`;
  }
  return path;
}

type Validated<T> = { ok: true; request: T } | { ok: false; errors: Record<string, string> };

function fieldErrors(t: TFunction, issues: Parameters<typeof translatedErrors>[1]) {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(translatedErrors(t, issues))) {
    errors[fieldOfPath(path)] ??= message;
  }
  return errors;
}

/**
 * Validates with the server's CustomerCreate, plus the phone check of spec 000 §5 in the chosen
 * country (the message names the problem); translated messages per form field.
 */
export function validateCustomer(t: TFunction, values: CustomerValues): Validated<CustomerCreate> {
  const result = CustomerCreate.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    email: optional(values.email),
    phoneNumber: optional(values.phoneNumber),
    countryCode: values.countryCode,
    customerType: values.customerType,
    location: values.withHome ? toHomeInput(values.home, values.countryCode) : undefined,
  });
  const errors = result.success ? {} : fieldErrors(t, result.error.issues);
  if (values.phoneNumber.trim() !== '' && values.countryCode !== '') {
    const phone = checkPhoneNumber(values.phoneNumber, values.countryCode);
    if (!phone.valid) errors.phoneNumber = t(`phone.problems.${phone.reason}`);
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, request: result.data };
  return { ok: false, errors };
}

/** An edit sends every own field; a cleared email or phone is removed (null), not kept. */
export function toCustomerUpdate(customer: CustomerCreate): CustomerUpdate {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email ?? null,
    phoneNumber: customer.phoneNumber ?? null,
    countryCode: customer.countryCode,
    customerType: customer.customerType,
  };
}

/** Validates a home added to an existing customer with the server's CustomerLocationInput. */
export function validateHome(
  t: TFunction,
  home: HomeValues,
  country: string,
): Validated<CustomerLocationInput> {
  const result = CustomerLocationInput.safeParse(toHomeInput(home, country));
  return result.success
    ? { ok: true, request: result.data }
    : { ok: false, errors: fieldErrors(t, result.error.issues) };
}
