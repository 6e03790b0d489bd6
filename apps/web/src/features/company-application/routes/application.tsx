import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** The company application. */
export function CompanyApplicationRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.companyApplication')} />;
}
