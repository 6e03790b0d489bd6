import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** Brand-profile service settings of the setup wizard. */
export function BrandProfileSettingsRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.brandProfileSettings')} />;
}
