import { Text } from '@mantine/core';
import { NOT_CREATED_ID } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BRAND_PROFILE_NEW_PATH } from '@/features/brand-profile/components/paths';
import { BrandProfileForm } from '@/features/brand-profile/components/profile/BrandProfileForm';
import { BrandProfileScreen } from '@/features/brand-profile/components/profile/BrandProfileScreen';
import { BrandStatusBadge } from '@/features/brand-profile/components/profile/BrandStatusBadge';
import { BrandProfileGate } from '@/features/brand-profile/components/route-rule/BrandProfileGate';
import { isFromSetup } from '@/shared/lib/service-setup-steps';

/**
 * /mybusiness/services/brand-profile: the manage page. The route rule first (spec 000 §6); a
 * company with no profile yet is taken to the new page.
 */
export function BrandProfileRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <BrandProfileGate>
      {({ partnerAccountId, country }) => (
        <BrandProfileScreen
          partnerAccountId={partnerAccountId}
          title={t('brandProfile.manage.title')}
          actions={(profile) => <BrandStatusBadge status={profile.status} />}
          elsewhere={(profile) => (profile.id === NOT_CREATED_ID ? BRAND_PROFILE_NEW_PATH : null)}
        >
          {(profile) => (
            <>
              <Text maw="40rem">{t('brandProfile.manage.intro')}</Text>
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
