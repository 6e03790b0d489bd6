import {
  type Associate,
  AssociateCreate,
  type AssociateUpdate,
  checkPhoneNumber,
} from '@portal/contracts';
import type { TFunction } from 'i18next';
import { translatedErrors } from '@/shared/lib/forms/form-errors';

/** The builder form's fields as typed; the optional ones empty when not given. */
export interface AssociateValues {
  name: string;
  contactEmail: string;
  phoneNumber: string;
  notes: string;
}

export type AssociateField = keyof AssociateValues;

/** Empty to add a builder, its own values to edit one. */
export function associateValues(associate?: Associate): AssociateValues {
  return {
    name: associate?.name ?? '',
    contactEmail: associate?.contactEmail ?? '',
    phoneNumber: associate?.phoneNumber ?? '',
    notes: associate?.notes ?? '',
  };
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

type Validated =
  | { ok: true; request: AssociateCreate }
  | { ok: false; errors: Partial<Record<AssociateField, string>> };

/**
 * Validates with the server's AssociateCreate, plus the phone check of spec 000 §5 in the
 * company's country (a number starting with + is read as international): translated messages
 * per field, the way the server would refuse them.
 */
export function validateAssociate(
  t: TFunction,
  values: AssociateValues,
  country: string,
): Validated {
  const result = AssociateCreate.safeParse({
    associateType: 'Builder',
    name: values.name,
    contactEmail: optional(values.contactEmail),
    phoneNumber: optional(values.phoneNumber),
    notes: optional(values.notes),
  });
  const errors: Partial<Record<AssociateField, string>> = result.success
    ? {}
    : translatedErrors(t, result.error.issues);
  if (values.phoneNumber.trim() !== '') {
    const phone = checkPhoneNumber(values.phoneNumber, country);
    if (!phone.valid) errors.phoneNumber = t(`phone.problems.${phone.reason}`);
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, request: result.data };
  return { ok: false, errors };
}

/** An edit sends every field; a cleared email, phone or note is removed (null), not kept. */
export function toAssociateUpdate(associate: AssociateCreate): AssociateUpdate {
  return {
    name: associate.name,
    contactEmail: associate.contactEmail ?? null,
    phoneNumber: associate.phoneNumber ?? null,
    notes: associate.notes ?? null,
  };
}

/** The message of each field a refused 400 names (refusedFields). */
export const REFUSED_MESSAGE_KEYS = {
  name: 'forms.invalid',
  contactEmail: 'forms.invalid',
  phoneNumber: 'forms.invalid',
  notes: 'forms.invalid',
} as const satisfies Record<AssociateField, string>;
