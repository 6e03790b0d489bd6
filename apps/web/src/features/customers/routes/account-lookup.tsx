import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** A customer device, opened from remote-access notifications. */
export function AccountLookupRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.accountLookup')} />;
}
