import { Anchor, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCredentialsForm } from '@/shared/lib/auth/use-credentials-form';
import { type SignInValues, signInSchema } from '@/shared/lib/auth/validation';
import { EmailField, FormBanner, PasswordInputField } from '@/shared/ui/CredentialFields';
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
  const form = useCredentialsForm(
    signInSchema,
    { email: initialEmail, password: '' },
    onSubmit,
    'signIn.errorMessage',
    initialError,
  );

  return (
    <form noValidate onSubmit={form.submit} aria-label={t('routes.signIn')}>
      <Stack gap="md">
        <FormBanner message={form.banner} />
        <EmailField
          value={form.values.email}
          error={form.errors.email}
          onChange={(value) => form.update('email', value)}
        />
        <PasswordInputField
          isNew={false}
          value={form.values.password}
          error={form.errors.password}
          onChange={(value) => form.update('password', value)}
        />
        <Group justify="space-between" align="center">
          <Anchor
            component="button"
            type="button"
            onClick={() => onForgotPassword(form.values.email)}
          >
            {t('signIn.forgotPassword')}
          </Anchor>
          <SubmitButton
            submitting={form.submitting}
            label={t('signIn.submit')}
            submittingLabel={t('signIn.submitting')}
          />
        </Group>
      </Stack>
    </form>
  );
}
