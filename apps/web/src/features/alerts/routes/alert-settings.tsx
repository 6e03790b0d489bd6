import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** Alert settings for thermostats and other devices. */
export function AlertSettingsRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.alertSettings')} />;
}
