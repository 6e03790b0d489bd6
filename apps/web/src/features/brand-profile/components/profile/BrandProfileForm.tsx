import { Anchor, Grid, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type BrandProfile, NOT_CREATED_ID } from '@portal/contracts';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSaveBrandProfile } from '@/features/brand-profile/api/save-brand-profile';
import { BRAND_PROFILE_VIEW_PATH } from '@/features/brand-profile/components/paths';
import { BRAND_PROFILE_PATH, SERVICE_SETUP_PATH } from '@/shared/config/paths';
import { refusedFields } from '@/shared/lib/forms/refused-fields';
import { recordSetupStep, SERVICE_SETUP_STEPS } from '@/shared/lib/service-setup-steps';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { PhoneNumberInput } from '@/shared/ui/PhoneNumberInput';
import { SubmitButton } from '@/shared/ui/SubmitButton';
import { BrandPreview } from './BrandPreview';
import {
  type BrandProfileValues,
  phoneAsKept,
  REFUSED_MESSAGE_KEYS,
  validateBrandProfile,
  valuesChanged,
  valuesOf,
} from './brand-profile-values';
import { LogoField } from './LogoField';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useLogoUpload } from './use-logo-upload';

interface BrandProfileFormProps {
  partnerAccountId: string;
  /** The stored profile, or its empty answer (id NOT_CREATED_ID) on the new page. */
  profile: BrandProfile;
  /** The partner's country, which reads a national phone number. */
  country: string | null | undefined;
  /** Opened from the setup wizard: saving completes step 1 and returns there. */
  fromSetup: boolean;
}

/**
 * The brand profile form with its live preview: business email, customer service number,
 * website and logo. Saving creates the profile (POST) or changes these four fields (PUT), and
 * leaves device selection and apply to existing as the settings step set them.
 */
export function BrandProfileForm({
  partnerAccountId,
  profile,
  country,
  fromSetup,
}: BrandProfileFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveBrandProfile(partnerAccountId);
  const creating = profile.id === NOT_CREATED_ID;
  const saved = valuesOf(profile, country);
  const form = useForm<BrandProfileValues>({
    mode: 'controlled',
    initialValues: saved,
    validate: (values) => {
      const result = validateBrandProfile(t, values, country);
      return result.ok ? {} : result.errors;
    },
    validateInputOnBlur: true,
  });
  const leavingOnPurpose = useRef(false);
  const { setFieldValue, setFieldError, clearFieldError } = form;
  const logoUpload = useLogoUpload({
    partnerAccountId,
    onUploaded: useCallback(
      (url: string) => {
        clearFieldError('logo');
        setFieldValue('logo', url);
      },
      [setFieldValue, clearFieldError],
    ),
    onProblem: useCallback((message: string) => setFieldError('logo', message), [setFieldError]),
  });
  const { values } = form;
  const changed = valuesChanged(saved, values);
  const uploading = logoUpload.percent !== null;

  const submit = form.onSubmit(async (submitted) => {
    const result = validateBrandProfile(t, submitted, country);
    if (!result.ok) return;
    let stored: BrandProfile;
    try {
      stored = await save.mutateAsync(
        creating ? { create: true, input: result.input } : { create: false, change: result.input },
      );
    } catch (failure) {
      const fields = refusedFields(t, failure, REFUSED_MESSAGE_KEYS);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else toastError(t('common.toast.error'));
      return;
    }
    toastSuccess(t('brandProfile.saved'));
    if (fromSetup) {
      recordSetupStep(partnerAccountId, SERVICE_SETUP_STEPS.BrandProfile, 'complete');
      leavingOnPurpose.current = true;
      void navigate(SERVICE_SETUP_PATH);
    } else if (creating) {
      leavingOnPurpose.current = true;
      void navigate(BRAND_PROFILE_PATH, { replace: true });
    } else {
      form.setInitialValues(valuesOf(stored, country));
      form.setValues(valuesOf(stored, country));
    }
  });

  return (
    <>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <form noValidate onSubmit={submit} aria-label={t('brandProfile.form.label')}>
            <Stack gap="md" maw="36rem">
              <TextInput
                label={t('brandProfile.form.businessEmail')}
                type="email"
                autoComplete="email"
                required
                {...form.getInputProps('businessEmail')}
              />
              <PhoneNumberInput
                label={t('brandProfile.form.customerServiceNumber')}
                country={country ?? ''}
                autoComplete="tel"
                required
                {...form.getInputProps('customerServiceNumber')}
              />
              <TextInput
                label={t('brandProfile.form.websiteUrl')}
                description={t('brandProfile.form.websiteHint')}
                type="url"
                autoComplete="url"
                placeholder="https://"
                {...form.getInputProps('websiteUrl')}
              />
              <LogoField
                logo={values.logo}
                upload={logoUpload}
                error={form.errors.logo === undefined ? undefined : String(form.errors.logo)}
                onRemove={() => {
                  clearFieldError('logo');
                  setFieldValue('logo', null);
                }}
              />
              <Group justify="space-between" gap="md" mt="sm">
                {creating ? (
                  <span />
                ) : (
                  <Anchor component={Link} to={BRAND_PROFILE_VIEW_PATH}>
                    {t('brandProfile.manage.viewLink')}
                  </Anchor>
                )}
                <SubmitButton
                  submitting={save.isPending}
                  disabled={uploading || (!creating && !fromSetup && !changed)}
                  label={
                    fromSetup ? t('brandProfile.form.saveAndContinue') : t('brandProfile.form.save')
                  }
                  submittingLabel={t('forms.saving')}
                />
              </Group>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <BrandPreview
            brand={{
              businessName: profile.businessName,
              logo: logoUpload.localUrl ?? values.logo,
              customerServiceNumber: phoneAsKept(values.customerServiceNumber, country),
              businessEmail: values.businessEmail,
              websiteUrl: values.websiteUrl,
            }}
          />
        </Grid.Col>
      </Grid>
      <UnsavedChangesGuard dirty={changed || uploading} leavingOnPurpose={leavingOnPurpose} />
    </>
  );
}
