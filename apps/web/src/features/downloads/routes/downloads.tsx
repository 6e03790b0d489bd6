import { useParams } from 'react-router';
import { DownloadsPage } from '@/features/downloads/components/DownloadsPage';
import { isDownloadPageType } from '@/features/downloads/download-rules';
import { useFeatureFlags } from '@/shared/lib/feature-flags/use-feature-flags';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { PageLoader } from '@/shared/ui/PageLoader';

/**
 * A download library: Launch Kit for proseries, HVAC and water for hvacWater; any other type is
 * not found, and so is every library where the PRODUCTS flag is off (spec 000 §6: EMEA).
 */
export function DownloadsRoute() {
  const { pageType } = useParams();
  const { flags, ready } = useFeatureFlags();
  if (!ready) {
    return <PageLoader />;
  }
  if (!flags.PRODUCTS || !isDownloadPageType(pageType)) {
    return <NotFoundPage />;
  }
  return <DownloadsPage pageType={pageType} />;
}
