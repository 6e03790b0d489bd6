import { Alert, Anchor, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage, identityErrorText } from '@/shared/lib/auth/form-messages';
import {
  type FieldErrors,
  type SignInValues,
  signInSchema,
  validateForm,
} from '@/shared/lib/auth/validation';
import { PasswordField } from '@/shared/ui/PasswordField';
import { SubmitButton } from '@/shared/ui/SubmitButton';

interface SignInFormProps {
  onSubmit(values: SignInValues): Promise<unknown>;
  onForgotPassword(email: string): void;
  /** A problem to show before any attempt (a corrupt stored session). */
  initialError?: string | undefined;
  /** The email to start with (an invite's sign-in link brings the invited address). */
  initialEmail?: string | undefined;
}

/** Email, password with show/hide, the submit button and the error banner (spec 000 §2, §5, §8). */
export function SignInForm({
  onSubmit,
  onForgotPassword,
  initialError,
  initialEmail = '',
}: SignInFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SignInValues>({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<FieldErrors<SignInValues>>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [banner, setBanner] = useState<string | undefined>(initialError);

  const update = (field: keyof SignInValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) {
      const result = validateForm(signInSchema, next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const result = validateForm(signInSchema, values);
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
      setBanner(identityErrorText(t, error));
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('routes.signIn')}>
      <Stack gap="md">
        {banner !== undefined && (
          <Alert color="red" variant="light" role="alert">
            {banner}
          </Alert>
        )}
        <TextInput
          label={t('signIn.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={values.email}
          onChange={(event) => update('email', event.currentTarget.value)}
          error={fieldMessage(t, errors.email)}
        />
        <PasswordField
          label={t('signIn.password')}
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(event) => update('password', event.currentTarget.value)}
          error={fieldMessage(t, errors.password)}
        />
        <Group justify="space-between" align="center">
          <Anchor component="button" type="button" onClick={() => onForgotPassword(values.email)}>
            {t('signIn.forgotPassword')}
          </Anchor>
          <SubmitButton
            submitting={submitting}
            label={t('signIn.submit')}
            submittingLabel={t('signIn.submitting')}
          />
        </Group>
      </Stack>
    </form>
  );
}
