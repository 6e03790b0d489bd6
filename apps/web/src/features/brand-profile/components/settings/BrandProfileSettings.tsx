import { NOT_CREATED_ID } from '@portal/contracts';
import { useBrandingProductGroups } from '@/features/brand-profile/api/get-branding-product-groups';
import { useBrandProfileRun } from '@/features/brand-profile/api/watch-brand-profile-run';
import { LoadError } from '@/shared/ui/LoadError';
import { PageLoader } from '@/shared/ui/PageLoader';
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
  const profile = useBrandProfileRun(partnerAccountId);
  const groups = useBrandingProductGroups();
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
