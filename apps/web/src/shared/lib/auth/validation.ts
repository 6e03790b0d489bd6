import { PASSWORD_MIN_LENGTH } from '@/shared/config/constants';

// Plain functions rather than zod: these rules are all the sign-in page validates, and zod would
// be a sixth of the code that page downloads.

/** Local part, @, dotted domain (spec 000 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Letters, whitespace, digits, apostrophe, underscore, dot, hyphen (spec 000 §5). */
export const NAME_PATTERN = /^[\p{L}\p{M}\s\d'_.-]+$/u;

/** A field's rule: the value to keep, or the translation key of its first problem. */
export type FieldRule = (value: string) => { value: string } | { problem: string };

/** A form's rules, field by field; `shape` names them as a zod object would. */
export interface FormSchema<V extends Record<string, string>> {
  shape: { [K in keyof V]: FieldRule };
}

/** The values a form schema checks. */
export type FormValues<S> = S extends FormSchema<infer V> ? V : never;

export function formSchema<S extends Record<string, FieldRule>>(
  shape: S,
): FormSchema<{ [K in keyof S]: string }> {
  return { shape };
}

const email: FieldRule = (value) => {
  const trimmed = value.trim();
  if (trimmed === '') return { problem: 'signIn.validation.noEmail' };
  if (!EMAIL_PATTERN.test(trimmed)) return { problem: 'signIn.validation.invalidEmail' };
  return { value: trimmed };
};

const password: FieldRule = (value) => {
  if (value === '') return { problem: 'signIn.validation.passwordRequired' };
  if (value.length < PASSWORD_MIN_LENGTH) return { problem: 'signIn.validation.passwordLength' };
  return { value };
};

const name: FieldRule = (value) => {
  const trimmed = value.trim();
  if (trimmed === '') return { problem: 'signUp.validation.noName' };
  if (!NAME_PATTERN.test(trimmed)) return { problem: 'signUp.validation.invalidName' };
  return { value: trimmed };
};

export const signInSchema = formSchema({ email, password });
export type SignInValues = FormValues<typeof signInSchema>;

/** The forgotten-password form's: the email alone. */
export const emailSchema = formSchema({ email });

export const signUpSchema = formSchema({ name, email, password });
export type SignUpValues = FormValues<typeof signUpSchema>;

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Validates form values: the kept values, or each field's first problem (a translation key). */
export function validateForm<V extends Record<string, string>>(
  schema: FormSchema<V>,
  values: V,
): { ok: true; data: V } | { ok: false; errors: FieldErrors<V> } {
  const data: Record<string, string> = {};
  const errors: FieldErrors<V> = {};
  for (const field of Object.keys(schema.shape) as (keyof V & string)[]) {
    const result = schema.shape[field](values[field] ?? '');
    if ('problem' in result) {
      errors[field] = result.problem;
    } else {
      data[field] = result.value;
    }
  }
  return Object.keys(errors).length === 0 ? { ok: true, data: data as V } : { ok: false, errors };
}
