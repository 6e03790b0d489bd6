import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '@/shared/lib/api-client';
import { readableSize } from '@/shared/lib/file-size';

/**
 * Why a chosen file cannot be a logo before it is sent, or null when it may go: the server
 * refuses the same files, so the partner learns it without waiting for the upload.
 */
export function logoFileProblem(t: TFunction, file: File, language: string): string | null {
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return t('brandProfile.logo.wrongType');
  }
  if (file.size > LOGO_MAX_BYTES) {
    return t('brandProfile.logo.tooLarge', {
      size: readableSize(file.size, language),
      max: readableSize(LOGO_MAX_BYTES, language),
    });
  }
  return null;
}

/** What a failed upload says: a refused file, or a failure worth trying again. */
export function uploadFailureMessage(t: TFunction, failure: unknown, language: string): string {
  const refused = failure instanceof ApiError && [400, 413, 415].includes(failure.statusCode);
  return refused
    ? t('brandProfile.logo.refused', { max: readableSize(LOGO_MAX_BYTES, language) })
    : t('brandProfile.logo.uploadFailed');
}
