import { Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/shared/lib/auth/form-messages';
import { useCredentialsForm } from '@/shared/lib/auth/use-credentials-form';
import {
  type FormValues,
  formSchema,
  signInSchema,
  signUpSchema,
} from '@/shared/lib/auth/validation';
import { EmailField, FormBanner, PasswordInputField } from '@/shared/ui/CredentialFields';
import { SubmitButton } from '@/shared/ui/SubmitButton';

/** The portal's sign-up rules (spec 000 §5), the name asked for in two parts. */
export const homeownerSignUpSchema = formSchema({
  firstName: signUpSchema.shape.name,
  lastName: signUpSchema.shape.name,
  email: signInSchema.shape.email,
  password: signInSchema.shape.password,
});
export type HomeownerSignUpValues = FormValues<typeof homeownerSignUpSchema>;

interface SignUpFormProps {
  initialEmail: string;
  onSubmit(values: HomeownerSignUpValues): Promise<unknown>;
}

/** First and last name, email and password for a new homeowner account. */
export function SignUpForm({ initialEmail, onSubmit }: SignUpFormProps) {
  const { t } = useTranslation();
  const form = useCredentialsForm(
    homeownerSignUpSchema,
    { firstName: '', lastName: '', email: initialEmail, password: '' },
    onSubmit,
    'signUp.errorMessage',
  );
  const nameField = (field: 'firstName' | 'lastName', autoComplete: string) => (
    <TextInput
      label={t(`homeApp.signUp.${field}`)}
      name={field}
      autoComplete={autoComplete}
      required
      value={form.values[field]}
      onChange={(event) => form.update(field, event.currentTarget.value)}
      error={fieldMessage(t, form.errors[field])}
    />
  );
  return (
    <form noValidate onSubmit={form.submit} aria-label={t('homeApp.signUp.title')}>
      <Stack gap="md">
        <FormBanner message={form.banner} />
        <Group grow align="flex-start">
          {nameField('firstName', 'given-name')}
          {nameField('lastName', 'family-name')}
        </Group>
        <EmailField
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
