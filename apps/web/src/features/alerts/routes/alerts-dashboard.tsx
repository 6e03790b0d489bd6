import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** The alerts dashboard area (flag CUSTOMER_ALERTS). */
export function AlertsDashboardRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.alertsDashboard')} />;
}
