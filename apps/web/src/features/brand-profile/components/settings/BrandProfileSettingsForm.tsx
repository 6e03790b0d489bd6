import { Group, Stack } from '@mantine/core';
import type { BrandProfile, ProductGroup } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveBrandProfile } from '@/features/brand-profile/api/save-brand-profile';
import { SERVICE_SETUP_PATH } from '@/shared/config/paths';
import { recordSetupStep, SERVICE_SETUP_STEPS } from '@/shared/lib/service-setup-steps';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { SubmitButton } from '@/shared/ui/SubmitButton';
import { ApplicationProgress } from '@/shared/ui/service-settings/ApplicationProgress';
import { ApplyToExisting } from '@/shared/ui/service-settings/ApplyToExisting';
import { DeviceSelection } from '@/shared/ui/service-settings/DeviceSelection';
import { TitledSection } from '@/shared/ui/TitledSection';
import {
  type SettingsValues,
  settingsApplyState,
  settingsChange,
  settingsChanged,
  settingsOf,
} from './settings-values';

interface BrandProfileSettingsFormProps {
  partnerAccountId: string;
  /** The stored profile; refreshed while its apply-to-existing run goes on. */
  profile: BrandProfile;
  groups: readonly ProductGroup[];
  /** Opened from the setup wizard: Save and continue completes step 2 and returns there. */
  fromSetup: boolean;
}

/**
 * Where the brand shows: the devices (all, or some Homeowner App Branding groups) and whether
 * to ask the homes the company already serves. Saving changes these two and nothing else.
 */
export function BrandProfileSettingsForm({
  partnerAccountId,
  profile,
  groups,
  fromSetup,
}: BrandProfileSettingsFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveBrandProfile(partnerAccountId);
  const [values, setValues] = useState<SettingsValues>(() => settingsOf(profile));
  const apply = settingsApplyState(profile, values);
  const homes = profile.eligibleLocationsCount;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let saved: BrandProfile;
    try {
      saved = await save.mutateAsync({ create: false, change: settingsChange(profile, values) });
    } catch {
      toastError(t('common.toast.error'));
      return;
    }
    toastSuccess(t('serviceSettings.saved'));
    if (fromSetup) {
      recordSetupStep(
        partnerAccountId,
        SERVICE_SETUP_STEPS.HomeownerAppBrandingServiceSettings,
        'complete',
      );
      void navigate(SERVICE_SETUP_PATH);
      return;
    }
    setValues(settingsOf(saved));
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('brandProfileSettings.title')}>
      <Stack gap="xl" maw="40rem">
        <TitledSection title={t('serviceSettings.devices.title')}>
          <DeviceSelection
            groups={groups}
            productGroupIds={values.productGroupIds}
            label={t('brandProfileSettings.devices.label')}
            onChange={(productGroupIds) =>
              // Apply to existing goes with All devices only, so picking groups turns it off.
              setValues((current) => ({
                productGroupIds,
                applyToExistingInstalls:
                  productGroupIds.length > 0 ? false : current.applyToExistingInstalls,
              }))
            }
          />
        </TitledSection>
        <TitledSection title={t('serviceSettings.apply.title')}>
          <ApplyToExisting
            checked={apply.checked}
            lock={apply.lock}
            homes={homes}
            lockedReason={t('brandProfileSettings.apply.locked')}
            confirmBody={t('brandProfileSettings.apply.confirmBody', { count: homes })}
            onChange={(applyToExistingInstalls) =>
              setValues((current) => ({ ...current, applyToExistingInstalls }))
            }
          />
          {profile.application !== null && (
            <ApplicationProgress
              application={profile.application}
              askedText={(count) => t('brandProfileSettings.run.asked', { count })}
              skippedText={(reason, count) =>
                t(`brandProfileSettings.run.skipped.${reason}`, { count })
              }
            />
          )}
        </TitledSection>
        <Group justify="flex-end">
          <SubmitButton
            submitting={save.isPending}
            disabled={save.isPending || (!settingsChanged(profile, values) && !fromSetup)}
            label={fromSetup ? t('serviceSettings.saveAndContinue') : t('serviceSettings.save')}
            submittingLabel={t('forms.saving')}
          />
        </Group>
      </Stack>
    </form>
  );
}
