import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AlertProfile, NOT_CREATED_ID, type ProductGroup } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSaveAlertProfile } from '@/features/alert-profile/api/save-alert-profile';
import { ALERT_SETTINGS_PATH, SERVICE_SETUP_PATH } from '@/shared/config/paths';
import {
  FROM_SETUP_SEARCH,
  recordSetupStep,
  SERVICE_SETUP_STEPS,
} from '@/shared/lib/service-setup-steps';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { SubmitButton } from '@/shared/ui/SubmitButton';
import { ApplicationProgress } from '@/shared/ui/service-settings/ApplicationProgress';
import { ApplyToExisting } from '@/shared/ui/service-settings/ApplyToExisting';
import { DeviceSelection } from '@/shared/ui/service-settings/DeviceSelection';
import { TitledSection } from '@/shared/ui/TitledSection';
import { EmailNotifications } from './EmailNotifications';
import {
  type ProfileValues,
  profileApplyState,
  profileChanged,
  profileProblems,
  saveDisabled,
  toInput,
  valuesOf,
} from './profile-rules';

interface AlertProfileFormProps {
  partnerAccountId: string;
  /** The saved profile, or its defaults (id NOT_CREATED_ID); refreshed while a run goes on. */
  profile: AlertProfile;
  groups: readonly ProductGroup[];
  /** Opened from the setup wizard: Save and continue completes step 3 and returns there. */
  fromSetup: boolean;
}

/** The company's Pro Alerts profile: devices, email notifications, apply to existing customers. */
export function AlertProfileForm({
  partnerAccountId,
  profile,
  groups,
  fromSetup,
}: AlertProfileFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveAlertProfile(partnerAccountId);
  const form = useForm<ProfileValues>({ mode: 'controlled', initialValues: valuesOf(profile) });
  const [severityNeeded, setSeverityNeeded] = useState(false);
  const { values } = form;
  const input = toInput(profile, values);
  const problems = profileProblems(input);
  const apply = profileApplyState(profile, values);

  const submit = form.onSubmit(async () => {
    if (problems.severities) {
      setSeverityNeeded(true);
      return;
    }
    if (problems.recipients) return;
    let saved: AlertProfile;
    try {
      saved = await save.mutateAsync({ input, create: profile.id === NOT_CREATED_ID });
    } catch {
      toastError(t('common.toast.error'));
      return;
    }
    toastSuccess(t('serviceSettings.saved'));
    if (fromSetup) {
      recordSetupStep(
        partnerAccountId,
        SERVICE_SETUP_STEPS.CustomerAlertServiceSettings,
        'complete',
      );
      void navigate(SERVICE_SETUP_PATH);
      return;
    }
    form.setValues(valuesOf(saved));
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('alertProfile.title')}>
      <Stack gap="xl" maw="40rem">
        <TitledSection title={t('serviceSettings.devices.title')}>
          <DeviceSelection
            groups={groups}
            productGroupIds={values.productGroupIds}
            label={t('alertProfile.devices.label')}
            onChange={(productGroupIds) =>
              // Apply to existing goes with All devices only, so picking groups turns it off.
              form.setValues(
                productGroupIds.length > 0
                  ? { productGroupIds, applyToExistingInstalls: false }
                  : { productGroupIds },
              )
            }
          />
        </TitledSection>
        <TitledSection title={t('alertProfile.email.title')}>
          <EmailNotifications
            values={values}
            onChange={(changed) => form.setValues(changed)}
            recipientsMissing={problems.recipients}
          />
        </TitledSection>
        <TitledSection title={t('serviceSettings.apply.title')}>
          <ApplyToExisting
            checked={apply.checked}
            lock={apply.lock}
            homes={profile.eligibleLocationsCount}
            lockedReason={t('alertProfile.apply.locked')}
            confirmBody={t('alertProfile.apply.confirmBody', {
              count: profile.eligibleLocationsCount,
            })}
            onChange={(applyToExistingInstalls) => form.setValues({ applyToExistingInstalls })}
          />
          {profile.application !== null && (
            <ApplicationProgress
              application={profile.application}
              askedText={(count) => t('alertProfile.run.asked', { count })}
              skippedText={(reason, count) => t(`alertProfile.run.skipped.${reason}`, { count })}
            />
          )}
        </TitledSection>
        <Group justify="space-between" gap="md">
          <Anchor
            component={Link}
            to={`${ALERT_SETTINGS_PATH}${fromSetup ? FROM_SETUP_SEARCH : ''}`}
          >
            {t('alertProfile.customizeAlerts')}
          </Anchor>
          <SubmitButton
            submitting={save.isPending}
            disabled={saveDisabled({
              saving: save.isPending,
              changed: profileChanged(valuesOf(profile), values),
              fromSetup,
              recipientsMissing: problems.recipients,
            })}
            label={fromSetup ? t('serviceSettings.saveAndContinue') : t('serviceSettings.save')}
            submittingLabel={t('forms.saving')}
          />
        </Group>
      </Stack>
      <Modal
        opened={severityNeeded}
        onClose={() => setSeverityNeeded(false)}
        title={t('alertProfile.severityNeeded.title')}
      >
        <Stack gap="md">
          <Text>{t('alertProfile.severityNeeded.body')}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setSeverityNeeded(false)} data-autofocus>
              {t('alertProfile.severityNeeded.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
