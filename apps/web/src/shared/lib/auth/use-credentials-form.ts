import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identityErrorText } from './form-messages';
import { type FieldErrors, type FormSchema, validateForm } from './validation';

type Values = Record<string, string>;

/**
 * The state of a sign-in or sign-up form (the portal's and the homeowner app's): its values,
 * each field's first problem (checked again on every change once submitted), the submit in
 * progress and the provider's refusal banner, which may start with a problem to show.
 */
export function useCredentialsForm<V extends Values>(
  schema: FormSchema<V>,
  initialValues: V,
  onSubmit: (values: V) => Promise<unknown>,
  errorPrefix: 'signIn.errorMessage' | 'signUp.errorMessage',
  initialBanner?: string,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [banner, setBanner] = useState<string | undefined>(initialBanner);

  const update = (field: keyof V, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) {
      const result = validateForm(schema, next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const result = validateForm(schema, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setBanner(undefined);
    setSubmitting(true);
    try {
      await onSubmit(result.data);
    } catch (error) {
      setBanner(identityErrorText(t, error, errorPrefix));
      setSubmitting(false);
    }
  };

  return { values, errors, update, submit, submitting, banner };
}
