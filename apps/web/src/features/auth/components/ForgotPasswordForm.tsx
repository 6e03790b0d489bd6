import { Alert, Anchor, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage, identityErrorText } from '@/shared/lib/auth/form-messages';
import { requestPasswordReset } from '@/shared/lib/auth/identity-client';
import { emailSchema, validateForm } from '@/shared/lib/auth/validation';
import { SubmitButton } from '@/shared/ui/SubmitButton';

interface ForgotPasswordFormProps {
  initialEmail: string;
  onBack(): void;
}

/** Asks the provider to mail a password-reset link (POST /dbconnections/change_password). */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const reset = useMutation({ mutationFn: requestPasswordReset });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateForm(emailSchema, { email });
    if (!result.ok) {
      setError(result.errors.email);
      return;
    }
    setError(undefined);
    reset.mutate(result.data.email);
  };

  return (
    <Stack gap="md">
      {reset.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {t('forgotPassword.sent', { email })}
        </Alert>
      ) : (
        <form noValidate onSubmit={submit} aria-label={t('forgotPassword.title')}>
          <Stack gap="md">
            <Text>{t('forgotPassword.description')}</Text>
            {reset.isError && (
              <Alert color="red" variant="light" role="alert">
                {identityErrorText(t, reset.error)}
              </Alert>
            )}
            <TextInput
              label={t('signIn.email')}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={fieldMessage(t, error)}
            />
            <SubmitButton
              submitting={reset.isPending}
              label={t('forgotPassword.submit')}
              submittingLabel={t('forgotPassword.submitting')}
            />
          </Stack>
        </form>
      )}
      <Anchor component="button" type="button" onClick={onBack}>
        {t('forgotPassword.back')}
      </Anchor>
    </Stack>
  );
}
