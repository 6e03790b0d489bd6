import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** The terms agreement gate (flag AGREEMENT_CHECK). */
export function AgreementCheckRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.agreementCheck')} />;
}
