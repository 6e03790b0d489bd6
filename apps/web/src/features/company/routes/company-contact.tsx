import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** Company contact details (owners and admins only). */
export function CompanyContactRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.companyContact')} />;
}
