import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** The brand profile area (services/brand-profile/*). */
export function BrandProfileRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.brandProfile')} />;
}
