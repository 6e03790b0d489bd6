import { useParams } from 'react-router';
import { DownloadsPage } from '@/features/downloads/components/DownloadsPage';
import { isDownloadPageType } from '@/features/downloads/download-rules';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';

/**
 * A download library: Launch Kit for proseries, HVAC and water for hvacWater; any other type is
 * not found. The route table shows it only where the PRODUCTS flag is on (spec 000 §6: EMEA).
 */
export function DownloadsRoute() {
  const { pageType } = useParams();
  if (!isDownloadPageType(pageType)) {
    return <NotFoundPage />;
  }
  return <DownloadsPage pageType={pageType} />;
}
