import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** Updating the company application. */
export function ApplicationUpdateRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.applicationUpdate')} />;
}
