import { Alert, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/shared/lib/auth/form-messages';
import { PasswordField } from '@/shared/ui/PasswordField';

// The parts the sign-in and sign-up forms share, the portal's and the homeowner app's.

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

/** The email; an email invite fixes it (accepting proves that address, and no other). */
export function EmailField({
  value,
  error,
  onChange,
  fixed = false,
}: FieldProps & { fixed?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('signIn.email')}
      type="email"
      name="email"
      autoComplete="username"
      required
      readOnly={fixed}
      description={fixed ? t('invite.emailFixed') : undefined}
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
