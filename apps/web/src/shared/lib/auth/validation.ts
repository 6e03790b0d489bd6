import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@/shared/config/constants';

/** Local part, @, dotted domain (spec 000 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Letters, whitespace, digits, apostrophe, underscore, dot, hyphen (spec 000 §5). */
export const NAME_PATTERN = /^[\p{L}\p{M}\s\d'_.-]+$/u;

// Messages are translation keys; the form translates them. A field reports its first problem.
const email = z
  .string()
  .trim()
  .min(1, { error: 'signIn.validation.noEmail', abort: true })
  .regex(EMAIL_PATTERN, { error: 'signIn.validation.invalidEmail' });

const password = z
  .string()
  .min(1, { error: 'signIn.validation.passwordRequired', abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: 'signIn.validation.passwordLength' });

export const signInSchema = z.object({ email, password });
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'signUp.validation.noName', abort: true })
    .regex(NAME_PATTERN, { error: 'signUp.validation.invalidName' }),
  email,
  password,
});
export type SignUpValues = z.infer<typeof signUpSchema>;

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Validates form values: the parsed values, or each field's first message key. */
export function validateForm<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors<z.output<S>> } {
  const result = schema.safeParse(values);
  if (result.success) {
    return { ok: true, data: result.data };
  }
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return { ok: false, errors: errors as FieldErrors<z.output<S>> };
}
