import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** The user profile area (/profile and /profile/*). */
export function ProfileRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.profile')} />;
}
