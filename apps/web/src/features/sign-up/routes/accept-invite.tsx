import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** Accepts an invitation for the signed-in user. */
export function AcceptInviteRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.acceptInvite')} />;
}
