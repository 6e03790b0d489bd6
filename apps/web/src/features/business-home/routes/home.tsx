import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** The business home (dashboard with metrics). */
export function BusinessHomeRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.home')} />;
}
