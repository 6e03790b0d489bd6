import { Text } from '@mantine/core';
import { NOT_CREATED_ID } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BrandProfileForm } from '@/features/brand-profile/components/profile/BrandProfileForm';
import { BrandProfileScreen } from '@/features/brand-profile/components/profile/BrandProfileScreen';
import { BrandProfileGate } from '@/features/brand-profile/components/route-rule/BrandProfileGate';
import { BRAND_PROFILE_PATH, SERVICE_SETUP_PATH } from '@/shared/config/paths';
import { isFromSetup } from '@/shared/lib/service-setup-steps';

/**
 * /mybusiness/services/brand-profile/new: creating the brand profile, with the live preview. A
 * company that has one already is taken to the manage page (in the setup flow, back to setup).
 */
export function BrandProfileNewRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <BrandProfileGate>
      {({ partnerAccountId, country }) => (
        <BrandProfileScreen
          partnerAccountId={partnerAccountId}
          title={t('brandProfile.new.title')}
          // Once created in the setup flow, the form records the step and returns to the wizard;
          // sending the new profile to its manage page here would race that and win.
          elsewhere={(profile) => {
            if (profile.id === NOT_CREATED_ID) return null;
            return isFromSetup(search) ? SERVICE_SETUP_PATH : BRAND_PROFILE_PATH;
          }}
        >
          {(profile) => (
            <>
              <Text maw="40rem">{t('brandProfile.new.intro')}</Text>
              <BrandProfileForm
                partnerAccountId={partnerAccountId}
                profile={profile}
                country={country}
                fromSetup={isFromSetup(search)}
              />
            </>
          )}
        </BrandProfileScreen>
      )}
    </BrandProfileGate>
  );
}
