import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** Requests to join the company; join-request notifications link here. */
export function JoinRequestsRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.joinRequests')} />;
}
