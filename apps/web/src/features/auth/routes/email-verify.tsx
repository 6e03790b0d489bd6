import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** The email verification notice with its resend link. */
export function EmailVerifyRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.emailVerify')} />;
}
