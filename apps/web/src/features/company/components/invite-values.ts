import {
  type ASSIGNABLE_ROLES,
  checkPhoneNumber,
  EmployeeInviteRequest,
  type NotificationType,
} from '@portal/contracts';
import type { TFunction } from 'i18next';
import { translatedErrors } from '@/shared/lib/forms/form-errors';

/** The invite form's flat fields; the request leaves out what the chosen channel does not use. */
export interface InviteValues {
  notificationType: (typeof NotificationType)[number];
  email: string;
  phoneNumber: string;
  countryCode: string;
  role: (typeof ASSIGNABLE_ROLES)[number];
  firstName: string;
  lastName: string;
}

export function emptyInvite(countryCode: string | null | undefined): InviteValues {
  return {
    notificationType: 'Email',
    email: '',
    phoneNumber: '',
    countryCode: countryCode ?? '',
    role: 'MEMBER',
    firstName: '',
    lastName: '',
  };
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

export function toInviteRequest(values: InviteValues) {
  const sms = values.notificationType === 'Sms';
  return {
    notificationType: values.notificationType,
    email: sms ? undefined : optional(values.email),
    phoneNumber: sms ? optional(values.phoneNumber) : undefined,
    countryCode: sms ? optional(values.countryCode) : undefined,
    roles: [values.role],
    firstName: optional(values.firstName),
    lastName: optional(values.lastName),
  };
}

/**
 * Validates with the server's EmployeeInviteRequest, plus what the server checks when it sends
 * the SMS: a possible phone number of the chosen country (spec 000 §5). Translated messages per
 * form field.
 */
export function validateInvite(
  t: TFunction,
  values: InviteValues,
): { ok: true; request: EmployeeInviteRequest } | { ok: false; errors: Record<string, string> } {
  const result = EmployeeInviteRequest.safeParse(toInviteRequest(values));
  const errors = result.success
    ? {}
    : translatedErrors(t, result.error.issues, {
        email: values.email.trim() === '' ? t('forms.required') : t('forms.invalidEmail'),
        phoneNumber: t('forms.required'),
      });
  if (values.notificationType === 'Sms' && values.phoneNumber.trim() !== '') {
    if (values.countryCode === '') {
      errors.countryCode = t('forms.countryCode');
    } else {
      const phone = checkPhoneNumber(values.phoneNumber, values.countryCode);
      if (!phone.valid) errors.phoneNumber = t(`phone.problems.${phone.reason}`);
    }
  }
  if (result.success && Object.keys(errors).length === 0) {
    return { ok: true, request: result.data };
  }
  return { ok: false, errors };
}
