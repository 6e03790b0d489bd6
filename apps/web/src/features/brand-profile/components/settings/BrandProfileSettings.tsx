import { NOT_CREATED_ID } from '@portal/contracts';
import { useBrandProfile } from '@/features/brand-profile/api/get-brand-profile';
import { LoadError } from '@/shared/ui/LoadError';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useProductGroups } from '@/shared/ui/service-settings/use-product-groups';
import { BrandProfileSettingsForm } from './BrandProfileSettingsForm';
import { CreateProfileFirst } from './CreateProfileFirst';

interface BrandProfileSettingsProps {
  partnerAccountId: string;
  fromSetup: boolean;
}

/**
 * The settings page's content once the profile has loaded: the prompt to create the profile
 * first, or the form once the Homeowner App Branding product groups have loaded too.
 */
export function BrandProfileSettings({ partnerAccountId, fromSetup }: BrandProfileSettingsProps) {
  const profile = useBrandProfile(partnerAccountId);
  const groups = useProductGroups('HomeownerAppBranding');
  if (profile.isError || groups.isError) {
    return (
      <LoadError
        onRetry={() => {
          if (profile.isError) void profile.refetch();
          if (groups.isError) void groups.refetch();
        }}
      />
    );
  }
  if (profile.isPending) return <PageLoader />;
  if (profile.data.id === NOT_CREATED_ID) return <CreateProfileFirst />;
  if (groups.isPending) return <PageLoader />;
  return (
    <BrandProfileSettingsForm
      partnerAccountId={partnerAccountId}
      profile={profile.data}
      groups={groups.data}
      fromSetup={fromSetup}
    />
  );
}
