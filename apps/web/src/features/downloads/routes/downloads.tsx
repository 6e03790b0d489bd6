import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isDownloadPageType } from '@/features/downloads/download-page-type';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';

/** A download library: Launch Kit for proseries, HVAC and water for hvacWater; any other type is 404. */
export function DownloadsRoute() {
  const { t } = useTranslation();
  const { pageType } = useParams();
  if (!isDownloadPageType(pageType)) {
    return <NotFoundPage />;
  }
  return (
    <ComingSoonPage
      title={t(
        pageType === 'proseries' ? 'routes.downloadsProseries' : 'routes.downloadsHvacWater',
      )}
    />
  );
}
