import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** The company employees. */
export function EmployeesRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.employees')} />;
}
