import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/shared/lib/auth/form-messages';
import { useCredentialsForm } from '@/shared/lib/auth/use-credentials-form';
import { type SignUpValues, signUpSchema } from '@/shared/lib/auth/validation';
import { EmailField, FormBanner, PasswordInputField } from '@/shared/ui/CredentialFields';
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
  const form = useCredentialsForm(
    signUpSchema,
    { name: '', email: initialEmail, password: '' },
    onSubmit,
    'signUp.errorMessage',
  );

  return (
    <form noValidate onSubmit={form.submit} aria-label={t('routes.signUp')}>
      <Stack gap="md">
        <FormBanner message={form.banner} />
        <TextInput
          label={t('signUp.name')}
          name="name"
          autoComplete="name"
          required
          value={form.values.name}
          onChange={(event) => form.update('name', event.currentTarget.value)}
          error={fieldMessage(t, form.errors.name)}
        />
        <EmailField
          fixed={emailReadOnly}
          value={form.values.email}
          error={form.errors.email}
          onChange={(value) => form.update('email', value)}
        />
        <PasswordInputField
          isNew
          value={form.values.password}
          error={form.errors.password}
          onChange={(value) => form.update('password', value)}
        />
        <SubmitButton
          submitting={form.submitting}
          label={t('signUp.submit')}
          submittingLabel={t('signUp.submitting')}
        />
      </Stack>
    </form>
  );
}
