import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { NarrowFrame } from '@/features/home-app/components/NarrowFrame';
import {
  ACCOUNT_DELETED_PARAM,
  authPath,
  returnPathOf,
  SIGN_UP_PATH,
} from '@/features/home-app/components/paths';
import { SignInForm } from '@/features/home-app/components/SignInForm';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { RETURN_TO_PARAM, SIGN_IN_EMAIL_PARAM } from '@/shared/lib/auth/return-path';
import { PageLoader } from '@/shared/ui/PageLoader';

/**
 * /home-app/sign-in: the homeowner signs in with the portal's identity service, the email
 * prefilled from ?email=, and goes on to ?returnTo= (else my homes). Signed in already: on at once.
 */
export function HomeownerSignInRoute() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [params] = useSearchParams();
  const email = params.get(SIGN_IN_EMAIL_PARAM) ?? '';
  const returnTo = params.get(RETURN_TO_PARAM) ?? undefined;

  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'authenticated') return <Navigate to={returnPathOf(params)} replace />;

  return (
    <NarrowFrame title={t('homeApp.signIn.title')}>
      {params.has(ACCOUNT_DELETED_PARAM) && (
        <Alert color="green" variant="light" role="status">
          {t('homeApp.account.deleted')}
        </Alert>
      )}
      <Text>{t('homeApp.signIn.intro')}</Text>
      <SignInForm
        initialEmail={email}
        onSubmit={({ email, password }) => auth.signIn(email, password)}
      />
      <Text>
        {t('homeApp.signIn.noAccount')}{' '}
        <Anchor component={Link} to={authPath(SIGN_UP_PATH, { email, returnTo })}>
          {t('homeApp.signIn.signUpLink')}
        </Anchor>
      </Text>
    </NarrowFrame>
  );
}
