import {
  type BrandProfile,
  type BrandProfileChange,
  BrandProfileInput,
  checkPhoneNumber,
  formatPhoneNumber,
} from '@portal/contracts';
import type { TFunction } from 'i18next';
import { translatedErrors } from '@/shared/lib/forms/form-errors';

/** What the partner edits: the brand profile fields a homeowner sees. */
export interface BrandProfileValues {
  businessEmail: string;
  customerServiceNumber: string;
  websiteUrl: string;
  /** The stored logo's url, or null for none. */
  logo: string | null;
}

export type BrandProfileField = keyof BrandProfileValues;
const FIELDS: readonly BrandProfileField[] = [
  'businessEmail',
  'customerServiceNumber',
  'websiteUrl',
  'logo',
];

/** The form's starting values: the stored profile, its number shown as it will be kept. */
export function valuesOf(profile: BrandProfile, country: string | null | undefined) {
  return {
    businessEmail: profile.businessEmail ?? '',
    customerServiceNumber:
      profile.customerServiceNumber === null
        ? ''
        : formatPhoneNumber(profile.customerServiceNumber, country),
    websiteUrl: profile.websiteUrl ?? '',
    logo: profile.logo,
  } satisfies BrandProfileValues;
}

export function valuesChanged(saved: BrandProfileValues, now: BrandProfileValues): boolean {
  return FIELDS.some((field) => saved[field] !== now[field]);
}

/** The number as it is kept (E.164) once valid in the country; else what was typed. */
export function phoneAsKept(typed: string, country: string | null | undefined): string {
  const phone = checkPhoneNumber(typed, country);
  return phone.valid ? phone.e164 : typed.trim();
}

export type ValidatedProfile =
  | {
      ok: true;
      input: Required<Omit<BrandProfileChange, 'applyToExistingInstalls' | 'productGroupIds'>>;
    }
  | { ok: false; errors: Partial<Record<BrandProfileField, string>> };

/**
 * Validates with the server's own schema (BrandProfileInput) plus the phone check of spec 000 §5
 * in the partner's country, with translated messages per field. Answers the four fields a save
 * sends: a PUT leaves device selection and apply to existing as they are (spec 000 §5).
 */
export function validateBrandProfile(
  t: TFunction,
  values: BrandProfileValues,
  country: string | null | undefined,
): ValidatedProfile {
  const result = BrandProfileInput.safeParse({
    businessEmail: values.businessEmail.trim(),
    customerServiceNumber: phoneAsKept(values.customerServiceNumber, country),
    websiteUrl: values.websiteUrl.trim() === '' ? null : values.websiteUrl.trim(),
    logo: values.logo,
  });
  const errors: Partial<Record<BrandProfileField, string>> = result.success
    ? {}
    : translatedErrors(t, result.error.issues, {
        websiteUrl: t('brandProfile.form.websiteHttps'),
      });
  if (values.businessEmail.trim() === '') errors.businessEmail = t('forms.required');
  if (values.customerServiceNumber.trim() !== '') {
    const phone = checkPhoneNumber(values.customerServiceNumber, country);
    if (!phone.valid) errors.customerServiceNumber = t(`phone.problems.${phone.reason}`);
  }
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { businessEmail, customerServiceNumber, websiteUrl, logo } = result.data;
  return { ok: true, input: { businessEmail, customerServiceNumber, websiteUrl, logo } };
}

/** The message of each field a refused 400 names (refusedFields). */
export const REFUSED_MESSAGE_KEYS = {
  businessEmail: 'forms.invalidEmail',
  customerServiceNumber: 'brandProfile.form.phoneRefused',
  websiteUrl: 'brandProfile.form.websiteHttps',
  logo: 'brandProfile.logo.notAccepted',
} as const satisfies Record<BrandProfileField, string>;
