import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** Creating a brand profile. */
export function BrandProfileNewRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.brandProfileNew')} />;
}
