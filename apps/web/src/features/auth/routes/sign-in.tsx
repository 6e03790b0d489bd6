import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** The sign-in form of spec 000 §2; its issue replaces this placeholder. */
export function SignInRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.signIn')} />;
}
