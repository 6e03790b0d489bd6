import { Alert, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/shared/lib/auth/form-messages';
import { PasswordField } from '@/shared/ui/PasswordField';

// The parts the homeowner's sign-in and sign-up forms share.

interface FieldProps {
  value: string;
  /** The field's problem, a translation key. */
  error: string | undefined;
  onChange(value: string): void;
}

/** The provider's refusal, above the fields. */
export function FormBanner({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}

export function EmailField({ value, error, onChange }: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('signIn.email')}
      type="email"
      name="email"
      autoComplete="username"
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={fieldMessage(t, error)}
    />
  );
}

/** The password; a new one is described by the portal's rule. */
export function PasswordInputField({
  value,
  error,
  onChange,
  isNew,
}: FieldProps & { isNew: boolean }) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={t('signIn.password')}
      description={isNew ? t('signUp.passwordHint') : undefined}
      name="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={fieldMessage(t, error)}
    />
  );
}
