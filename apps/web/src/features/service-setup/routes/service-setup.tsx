import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { SetupFailedPage } from '@/features/service-setup/components/SetupFailedPage';
import { SetupPendingPage } from '@/features/service-setup/components/SetupPendingPage';
import { SetupWizard } from '@/features/service-setup/components/SetupWizard';
import {
  FROM_SHOPIFY_PARAM,
  isFromShopify,
  useSetupPolling,
} from '@/features/service-setup/setup-polling';
import { leftNavVisibility } from '@/shared/lib/access-rules';
import { useFeatureFlags } from '@/shared/lib/feature-flags/use-feature-flags';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { NoAccessPage } from '@/shared/ui/NoAccessPage';
import { PageLoader } from '@/shared/ui/PageLoader';

/**
 * /mybusiness/services/setup: the service setup wizard. Back from the online store
 * (?fromShopify=true) before the purchase shows on the account, the pending page waits for it,
 * then the wizard opens without the parameter; if it never shows, the failed page.
 */
export function ServiceSetupRoute() {
  const viewer = useViewerFacts();
  const { flags } = useFeatureFlags();
  const [search, setSearch] = useSearchParams();
  const { facts } = viewer;
  const serviceActive = facts.hasActiveProAlerts || facts.hasActivePartnerBrandProfile;
  const hasCompany = facts.partnerAccountId !== undefined;
  const fromShopify = !viewer.isPending && hasCompany && isFromShopify(search);
  const polling = useSetupPolling(fromShopify && !serviceActive);
  const arrived = fromShopify && serviceActive;

  useEffect(() => {
    if (!arrived) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(FROM_SHOPIFY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [arrived, setSearch]);

  if (viewer.isPending) return <PageLoader />;
  if (facts.partnerAccountId === undefined) return <NoAccessPage />;
  const canBuyServices = leftNavVisibility(facts, flags).servicesSubscriptions;
  if (polling.state === 'polling') return <SetupPendingPage />;
  if (polling.state === 'failed') {
    return <SetupFailedPage canBuyServices={canBuyServices} onTryAgain={polling.tryAgain} />;
  }
  return (
    <SetupWizard
      key={facts.partnerAccountId}
      partnerAccountId={facts.partnerAccountId}
      facts={facts}
      canBuyServices={canBuyServices}
    />
  );
}
