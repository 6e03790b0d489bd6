import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAlertProfile } from '@/features/alert-profile/api/get-alert-profile';
import { LoadError } from '@/shared/ui/LoadError';
import { PageFrame } from '@/shared/ui/PageFrame';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useProductGroups } from '@/shared/ui/service-settings/use-product-groups';
import { AlertProfileForm } from './AlertProfileForm';

interface AlertProfilePageProps {
  partnerAccountId: string;
  fromSetup: boolean;
}

/** The Pro Alerts profile page: its title and intro, then the form once profile and groups load. */
export function AlertProfilePage({ partnerAccountId, fromSetup }: AlertProfilePageProps) {
  const { t } = useTranslation();
  const profile = useAlertProfile(partnerAccountId);
  const groups = useProductGroups('ProAlerts');

  const content = () => {
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
    if (profile.isPending || groups.isPending) return <PageLoader />;
    return (
      <AlertProfileForm
        partnerAccountId={partnerAccountId}
        profile={profile.data}
        groups={groups.data}
        fromSetup={fromSetup}
      />
    );
  };

  return (
    <PageFrame title={t('alertProfile.title')}>
      <Text maw="40rem">{t('alertProfile.intro')}</Text>
      {content()}
    </PageFrame>
  );
}
