import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** Starts sign-up for an invited new user, returning to accept-invite. */
export function AcceptInviteLandingRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.acceptInviteLanding')} />;
}
