import type { TFunction } from 'i18next';
import { ApiError } from '@/shared/lib/api-client';
import { addressFieldErrors } from '@/shared/lib/forms/address-errors';
import { type ApplicationValues, FIELD_OF_PATH } from './application-values';

/** What a refused application shows: a message above the form and the fields the server named. */
export interface SubmitProblem {
  message: string;
  fields: Partial<Record<keyof ApplicationValues, string>>;
}

/** The problem of a refused application: a second company, an unverified address, or else. */
export function submitProblem(t: TFunction, error: unknown): SubmitProblem {
  if (!(error instanceof ApiError)) {
    return { message: t('companyApplication.submitError'), fields: {} };
  }
  if (error.reasonCode === 'ALREADY_REGISTERED') {
    return { message: t('companyApplication.alreadyRegistered'), fields: {} };
  }
  if (error.statusCode === 503) {
    return { message: t('companyApplication.addressCheckUnavailable'), fields: {} };
  }
  const fields = addressFieldErrors(t, error, (path) =>
    path.startsWith('address.') ? FIELD_OF_PATH[path] : undefined,
  );
  const message =
    Object.keys(fields).length > 0
      ? t('companyApplication.addressCheckFailed')
      : t('companyApplication.submitError');
  return { message, fields };
}
