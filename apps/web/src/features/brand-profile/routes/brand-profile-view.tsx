import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** How the brand profile looks to homeowners. */
export function BrandProfileViewRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.brandProfileView')} />;
}
