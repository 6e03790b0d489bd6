import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BrandProfileGate } from '@/features/brand-profile/components/route-rule/BrandProfileGate';
import { BrandProfileSettings } from '@/features/brand-profile/components/settings/BrandProfileSettings';
import { isFromSetup } from '@/shared/lib/service-setup-steps';
import { PageFrame } from '@/shared/ui/PageFrame';

/**
 * /mybusiness/services/setup/brand-profile-settings: step 2 of service setup (Homeowner App
 * Branding service settings). Behind the brand profile's route rule (spec 000 §6), like the
 * profile pages; opened from the wizard (?from=setup), saving returns there.
 */
export function BrandProfileSettingsRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <BrandProfileGate>
      {({ partnerAccountId }) => (
        <PageFrame title={t('brandProfileSettings.title')}>
          <Text maw="40rem">{t('brandProfileSettings.intro')}</Text>
          <BrandProfileSettings
            partnerAccountId={partnerAccountId}
            fromSetup={isFromSetup(search)}
          />
        </PageFrame>
      )}
    </BrandProfileGate>
  );
}
