import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** Customer-alerts service settings (flag COMPLETE_SERVICE_SETUP). */
export function CustomerAlertsSettingsRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.customerAlertsSettings')} />;
}
