import { Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ConsumerUser, ConsumerUserUpdate } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useUpdateMe } from '@/features/home-app/api/update-me';
import { translatedErrors } from '@/shared/lib/forms/form-errors';
import { followSavedLanguage, matchSupportedLanguage } from '@/shared/lib/i18n/match-language';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { LanguageField } from '@/shared/ui/LanguageField';
import { SubmitButton } from '@/shared/ui/SubmitButton';

/** The fields this form edits, each required (the contract lets a call leave any out). */
const AccountFields = ConsumerUserUpdate.pick({
  firstName: true,
  lastName: true,
  locale: true,
}).required();
type AccountValues = { firstName: string; lastName: string; locale: string };

const valuesOf = (user: ConsumerUser): AccountValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  locale: matchSupportedLanguage(user.locale) ?? user.locale,
});

/** The homeowner's name and language; saving switches the portal to the chosen language. */
export function AccountForm({ user }: { user: ConsumerUser }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateMe();
  const form = useForm<AccountValues>({
    mode: 'controlled',
    initialValues: valuesOf(user),
    validate: (values) => {
      const result = AccountFields.safeParse(values);
      return result.success ? {} : translatedErrors(t, result.error.issues);
    },
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    update.mutate(AccountFields.parse(values), {
      onSuccess: (saved) => {
        toastSuccess(t('homeApp.account.saved'));
        form.resetDirty(valuesOf(saved));
        followSavedLanguage(i18n, saved.locale);
      },
      onError: () => toastError(t('common.toast.error')),
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('homeApp.account.detailsTitle')}>
      <Stack gap="md" maw="36rem">
        <Group grow align="flex-start">
          <TextInput
            label={t('homeApp.signUp.firstName')}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('homeApp.signUp.lastName')}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
        </Group>
        <LanguageField
          label={t('homeApp.account.language')}
          {...form.getInputProps('locale')}
          onChange={(language) => form.setFieldValue('locale', language)}
        />
        <Group justify="flex-end">
          <SubmitButton
            submitting={update.isPending}
            label={t('homeApp.account.save')}
            submittingLabel={t('forms.saving')}
          />
        </Group>
      </Stack>
    </form>
  );
}
