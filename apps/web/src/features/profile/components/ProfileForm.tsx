import { Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ProfileUpdate, type Viewer } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import { translatedErrors } from '@/shared/lib/forms/form-errors';
import { followSavedLanguage, matchSupportedLanguage } from '@/shared/lib/i18n/match-language';
import { CountrySelect } from '@/shared/ui/CountrySelect';
import { LanguageField } from '@/shared/ui/LanguageField';
import { SubmitButton } from '@/shared/ui/SubmitButton';

interface ProfileValues {
  firstName: string;
  lastName: string;
  contactEmail: string;
  locale: string;
  countryCode: string;
}

function valuesOf(viewer: Viewer): ProfileValues {
  return {
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    contactEmail: viewer.contactEmail ?? '',
    locale: matchSupportedLanguage(viewer.locale) ?? viewer.locale,
    countryCode: viewer.countryCode ?? '',
  };
}

/** What PUT proUsers/my is sent: an empty email or country clears it. */
function toUpdate(values: ProfileValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    contactEmail: values.contactEmail.trim() === '' ? null : values.contactEmail,
    locale: values.locale,
    countryCode: values.countryCode === '' ? null : values.countryCode,
  };
}

/**
 * Name, contact email, language and country, validated with the server's ProfileUpdate schema.
 * Saving shows a success toast and, when the language changed, switches the portal to it.
 */
export function ProfileForm({ viewer }: { viewer: Viewer }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: valuesOf(viewer),
    validate: (values) => {
      const result = ProfileUpdate.safeParse(toUpdate(values));
      return result.success ? {} : translatedErrors(t, result.error.issues);
    },
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    const parsed = ProfileUpdate.parse(toUpdate(values));
    update.mutate(parsed, {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', message: t('profile.saved') });
        form.resetDirty(valuesOf(saved));
        followSavedLanguage(i18n, saved.locale);
      },
      onError: () => {
        notifications.show({ color: 'red', message: t('common.toast.error') });
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('routes.profile')}>
      <Stack gap="md" maw="36rem">
        <Group grow align="flex-start">
          <TextInput
            label={t('profile.firstName')}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('profile.lastName')}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
        </Group>
        <TextInput
          label={t('profile.contactEmail')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('contactEmail')}
        />
        <LanguageField
          label={t('profile.locale')}
          {...form.getInputProps('locale')}
          onChange={(language) => form.setFieldValue('locale', language)}
        />
        <CountrySelect
          label={t('profile.country')}
          clearable
          placeholder={t('profile.noCountry')}
          {...form.getInputProps('countryCode')}
          onChange={(country) => form.setFieldValue('countryCode', country)}
        />
        <Group justify="flex-end">
          <SubmitButton
            submitting={update.isPending}
            label={t('profile.save')}
            submittingLabel={t('forms.saving')}
          />
        </Group>
      </Stack>
    </form>
  );
}
