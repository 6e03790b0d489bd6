import type { TFunction } from 'i18next';
import { ApiError } from '@/shared/lib/api-client';

/**
 * Why a subscription change was refused, for its dialog. The server's 409 says why in English
 * and without a ReasonCode (none of spec 001 §3 fits), so the dialog says in the portal's
 * language what a 409 means for its change (`conflict`); anything else is the common error text.
 */
export function refusalMessage(t: TFunction, error: unknown, conflict: string): string {
  if (error instanceof ApiError && error.statusCode === 409) return conflict;
  return t('common.toast.error');
}
