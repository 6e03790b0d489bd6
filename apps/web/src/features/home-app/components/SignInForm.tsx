import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCredentialsForm } from '@/shared/lib/auth/use-credentials-form';
import { type SignInValues, signInSchema } from '@/shared/lib/auth/validation';
import { EmailField, FormBanner, PasswordInputField } from '@/shared/ui/CredentialFields';
import { SubmitButton } from '@/shared/ui/SubmitButton';

interface SignInFormProps {
  initialEmail: string;
  onSubmit(values: SignInValues): Promise<unknown>;
}

/** The homeowner's email and password, checked like the portal's sign-in (spec 000 §5). */
export function SignInForm({ initialEmail, onSubmit }: SignInFormProps) {
  const { t } = useTranslation();
  const form = useCredentialsForm(
    signInSchema,
    { email: initialEmail, password: '' },
    onSubmit,
    'signIn.errorMessage',
  );
  return (
    <form noValidate onSubmit={form.submit} aria-label={t('homeApp.signIn.title')}>
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
        <SubmitButton
          submitting={form.submitting}
          label={t('signIn.submit')}
          submittingLabel={t('signIn.submitting')}
        />
      </Stack>
    </form>
  );
}
