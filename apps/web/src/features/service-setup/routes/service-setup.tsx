import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** The four-step service setup wizard. */
export function ServiceSetupRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.serviceSetup')} />;
}
