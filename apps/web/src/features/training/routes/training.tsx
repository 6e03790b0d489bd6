import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** Training and support. */
export function TrainingRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.training')} />;
}
