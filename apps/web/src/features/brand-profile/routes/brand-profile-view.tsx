import { NOT_CREATED_ID } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { BRAND_PROFILE_NEW_PATH } from '@/features/brand-profile/components/paths';
import { BrandProfileScreen } from '@/features/brand-profile/components/profile/BrandProfileScreen';
import { ViewBrandProfile } from '@/features/brand-profile/components/profile/ViewBrandProfile';
import { BrandProfileGate } from '@/features/brand-profile/components/route-rule/BrandProfileGate';

/**
 * /mybusiness/services/brand-profile/view: the brand profile read-only, as homeowners see it.
 * A company with no profile yet is taken to the new page.
 */
export function BrandProfileViewRoute() {
  const { t } = useTranslation();
  return (
    <BrandProfileGate>
      {({ partnerAccountId, country }) => (
        <BrandProfileScreen
          partnerAccountId={partnerAccountId}
          title={t('brandProfile.view.title')}
          elsewhere={(profile) => (profile.id === NOT_CREATED_ID ? BRAND_PROFILE_NEW_PATH : null)}
        >
          {(profile) => <ViewBrandProfile profile={profile} country={country} />}
        </BrandProfileScreen>
      )}
    </BrandProfileGate>
  );
}
