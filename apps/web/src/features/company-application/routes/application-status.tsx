import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** The status of the company application. */
export function ApplicationStatusRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.applicationStatus')} />;
}
