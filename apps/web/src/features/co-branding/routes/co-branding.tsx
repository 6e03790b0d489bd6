import { CoBrandingPage } from '@/features/co-branding/components/CoBrandingPage';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { NoAccessPage } from '@/shared/ui/NoAccessPage';

/**
 * /mybusiness/co-branding (the left navigation's Partners): what the company's brand does for
 * it, from the insights calls. The route guard lets in only whom the navigation shows it to.
 */
export function CoBrandingRoute() {
  const { facts } = useViewerFacts();
  if (facts.partnerAccountId === undefined) return <NoAccessPage />;
  return <CoBrandingPage partnerAccountId={facts.partnerAccountId} />;
}
