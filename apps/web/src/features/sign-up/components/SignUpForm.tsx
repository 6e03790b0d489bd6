import { Alert, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage, identityErrorText } from '@/shared/lib/auth/form-messages';
import {
  type FieldErrors,
  type SignUpValues,
  signUpSchema,
  validateForm,
} from '@/shared/lib/auth/validation';
import { PasswordField } from '@/shared/ui/PasswordField';
import { SubmitButton } from '@/shared/ui/SubmitButton';

interface SignUpFormProps {
  onSubmit(values: SignUpValues): Promise<unknown>;
  /** The email to start with: an invite's address. */
  initialEmail?: string;
  /** An email invite fixes the address: accepting it proves that address, and no other. */
  emailReadOnly?: boolean;
}

/** Name, email and password (7 characters or more), validated like sign-in (spec 000 §5). */
export function SignUpForm({
  onSubmit,
  initialEmail = '',
  emailReadOnly = false,
}: SignUpFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SignUpValues>({
    name: '',
    email: initialEmail,
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors<SignUpValues>>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [banner, setBanner] = useState<string | undefined>();

  const update = (field: keyof SignUpValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) {
      const result = validateForm(signUpSchema, next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const result = validateForm(signUpSchema, values);
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
      setBanner(identityErrorText(t, error, 'signUp.errorMessage'));
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('routes.signUp')}>
      <Stack gap="md">
        {banner !== undefined && (
          <Alert color="red" variant="light" role="alert">
            {banner}
          </Alert>
        )}
        <TextInput
          label={t('signUp.name')}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => update('name', event.currentTarget.value)}
          error={fieldMessage(t, errors.name)}
        />
        <TextInput
          label={t('signIn.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          readOnly={emailReadOnly}
          description={emailReadOnly ? t('invite.emailFixed') : undefined}
          value={values.email}
          onChange={(event) => update('email', event.currentTarget.value)}
          error={fieldMessage(t, errors.email)}
        />
        <PasswordField
          label={t('signIn.password')}
          description={t('signUp.passwordHint')}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(event) => update('password', event.currentTarget.value)}
          error={fieldMessage(t, errors.password)}
        />
        <SubmitButton
          submitting={submitting}
          label={t('signUp.submit')}
          submittingLabel={t('signUp.submitting')}
        />
      </Stack>
    </form>
  );
}
