import { useSearchParams } from 'react-router';
import { AlertProfilePage } from '@/features/alert-profile/components/profile/AlertProfilePage';
import { isFromSetup } from '@/shared/lib/service-setup-steps';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { NoAccessPage } from '@/shared/ui/NoAccessPage';

/**
 * /mybusiness/services/setup/customer-alerts-settings: the company's Pro Alerts profile, step 3
 * of service setup when opened from the wizard (?from=setup).
 */
export function CustomerAlertsSettingsRoute() {
  const { facts } = useViewerFacts();
  const [search] = useSearchParams();
  if (facts.partnerAccountId === undefined) return <NoAccessPage />;
  return (
    <AlertProfilePage partnerAccountId={facts.partnerAccountId} fromSetup={isFromSetup(search)} />
  );
}
