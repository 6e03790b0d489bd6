import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** The business intelligence area. */
export function BusinessIntelligenceRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.businessIntelligence')} />;
}
