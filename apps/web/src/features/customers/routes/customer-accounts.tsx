import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** The customer accounts area (customers/*). */
export function CustomerAccountsRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.customerAccounts')} />;
}
