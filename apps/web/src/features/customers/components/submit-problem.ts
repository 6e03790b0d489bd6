import type { TFunction } from 'i18next';
import { ApiError } from '@/shared/lib/api-client';
import { addressFieldErrors } from '@/shared/lib/forms/address-errors';
import { fieldOfPath } from './customer-values';

/**
 * A refused customer or home: a message above the form and, when the address check failed
 * (spec 000 §5), the address fields it named marked on their inputs.
 */
export function homeSubmitProblem(t: TFunction, error: unknown) {
  if (error instanceof ApiError && error.statusCode === 503) {
    return { message: t('customers.addressCheckUnavailable'), fields: {} };
  }
  const fields = error instanceof ApiError ? addressFieldErrors(t, error, fieldOfPath) : {};
  const message =
    Object.keys(fields).length > 0 ? t('customers.addressCheckFailed') : t('common.toast.error');
  return { message, fields };
}
