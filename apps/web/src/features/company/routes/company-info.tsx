import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** The company area (company/*): company information. */
export function CompanyInfoRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.companyInfo')} />;
}
