import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';

/** Index of the partner sign-up area: the invitation page, or the external sign-up. */
export function SignUpRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('routes.signUp')} />;
}
