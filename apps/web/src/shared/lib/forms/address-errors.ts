import type { TFunction } from 'i18next';
import type { ApiError } from '@/shared/lib/api-client';

/**
 * The address fields a refused 400 named after the server's address check (spec 000 §5), as
 * form errors. Its messages are English, so each field gets the portal's own translated message;
 * `fieldOf` maps a server path (`address.city`, `location.address.city`) to the form's field, or
 * undefined for a path that is not an address field.
 */
export function addressFieldErrors<Field extends string>(
  t: TFunction,
  error: ApiError,
  fieldOf: (serverPath: string) => Field | undefined,
): Partial<Record<Field, string>> {
  const fields: Partial<Record<Field, string>> = {};
  if (error.statusCode !== 400) return fields;
  for (const { field } of error.fields ?? []) {
    const input = field.includes('address.') ? fieldOf(field) : undefined;
    if (input !== undefined) fields[input] = t('companyApplication.addressUnverified');
  }
  return fields;
}
