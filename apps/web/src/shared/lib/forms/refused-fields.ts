import type { ParseKeys, TFunction } from 'i18next';
import { ApiError } from '@/shared/lib/api-client';

/**
 * The form's fields a refused 400 names, each with the form's own message for it: the server's
 * messages are English. Empty when the failure names none of them, so the form says it another
 * way (a banner or a toast).
 */
export function refusedFields<Field extends string>(
  t: TFunction,
  failure: unknown,
  messageKeys: Readonly<Record<Field, ParseKeys<'common'>>>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!(failure instanceof ApiError) || failure.statusCode !== 400) return errors;
  const fields = Object.keys(messageKeys) as Field[];
  for (const { field } of failure.fields ?? []) {
    // The server names a field by where it was in the request: body.phoneNumber.
    const known = fields.find((name) => field === name || field === `body.${name}`);
    if (known === undefined) continue;
    const key: ParseKeys<'common'> = messageKeys[known];
    errors[known] = t(key);
  }
  return errors;
}
