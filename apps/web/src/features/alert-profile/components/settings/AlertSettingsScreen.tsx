import { useTranslation } from 'react-i18next';
import { useAlertSettings } from '@/features/alert-profile/api/get-alert-settings';
import { LoadError } from '@/shared/ui/LoadError';
import { PageFrame } from '@/shared/ui/PageFrame';
import { PageLoader } from '@/shared/ui/PageLoader';
import { AlertSettingsPage } from './AlertSettingsPage';

interface AlertSettingsScreenProps {
  partnerAccountId: string;
  fromSetup: boolean;
}

/** The company's alert settings once loaded; a loader until then, and a retry if they fail. */
export function AlertSettingsScreen({ partnerAccountId, fromSetup }: AlertSettingsScreenProps) {
  const { t } = useTranslation();
  const settings = useAlertSettings(partnerAccountId);
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) {
    return (
      <PageFrame title={t('routes.alertSettings')}>
        <LoadError onRetry={() => void settings.refetch()} />
      </PageFrame>
    );
  }
  return (
    <AlertSettingsPage
      partnerAccountId={partnerAccountId}
      settings={settings.data}
      fromSetup={fromSetup}
    />
  );
}
