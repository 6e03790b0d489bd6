import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** The co-branding area. */
export function CoBrandingRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.coBranding')} />;
}
