import { useSearchParams } from 'react-router';
import { AlertSettingsScreen } from '@/features/alert-profile/components/settings/AlertSettingsScreen';
import { isFromSetup } from '@/shared/lib/service-setup-steps';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { NoAccessPage } from '@/shared/ui/NoAccessPage';

/**
 * /mybusiness/alerts/alert-settings: the company's Pro Alerts settings. The app's guard lets in
 * only those who may manage them, at a company with an active Pro Alerts subscription (spec 000
 * §6); ?from=setup marks a visit from the service setup wizard.
 */
export function AlertSettingsRoute() {
  const { facts } = useViewerFacts();
  const [search] = useSearchParams();
  if (facts.partnerAccountId === undefined) return <NoAccessPage />;
  return (
    <AlertSettingsScreen
      partnerAccountId={facts.partnerAccountId}
      fromSetup={isFromSetup(search)}
    />
  );
}
